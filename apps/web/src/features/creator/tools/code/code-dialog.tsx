import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { ItemPicture } from '../../../../components/item-picture.tsx';
import { Markdown } from '../../../../components/markdown.tsx';
import type { CreatorText } from '../../i18n/use-creator-text.ts';
import { BUILDABLE_STRUCTURES, structureCost } from '../../model/creator-model.ts';
import { bigButton } from '../dialog-style.ts';
import { iconOf } from '../item-icon.ts';

/** Code Template, Tutorial (with a markdown preview) and the Build Cookbook. */
export function CodeDialog(props: {
  readonly open: boolean;
  readonly t: CreatorText;
  readonly nameOf: (type: string) => string;
  readonly codeTemplate: string;
  readonly tutorial: string;
  readonly onChange: (change: { codeTemplate?: string; tutorial?: string }) => void;
  readonly onClose: () => void;
}) {
  const { t, nameOf } = props;
  const [tab, setTab] = useState<'code' | 'tutorial' | 'cookbook'>('code');
  const [preview, setPreview] = useState(false);
  return (
    <Dialog open={props.open} onClose={props.onClose} maxWidth="md" fullWidth aria-labelledby="creator-code-title">
      <DialogTitle id="creator-code-title">{t('code.title')}</DialogTitle>
      <Tabs value={tab} onChange={(_event, value: typeof tab) => setTab(value)} sx={{ px: 3 }}>
        <Tab value="code" label={t('code.template')} />
        <Tab value="tutorial" label={t('code.tutorial')} />
        <Tab value="cookbook" label={t('code.cookbook')} />
      </Tabs>
      <DialogContent dividers sx={{ minHeight: 360 }}>
        {tab === 'code' ? (
          <TextField
            fullWidth
            multiline
            minRows={12}
            value={props.codeTemplate}
            onChange={(event) => props.onChange({ codeTemplate: event.target.value })}
            slotProps={{ htmlInput: { 'aria-label': t('code.template'), spellCheck: false, style: { fontFamily: 'ui-monospace, monospace', fontSize: 16 } } }}
          />
        ) : null}
        {tab === 'tutorial' ? (
          <>
            <ToggleButtonGroup exclusive size="small" value={preview ? 'preview' : 'write'} onChange={(_event, value: string | null) => value && setPreview(value === 'preview')} sx={{ mb: 1 }}>
              <ToggleButton value="write">{t('code.write')}</ToggleButton>
              <ToggleButton value="preview">{t('code.preview')}</ToggleButton>
            </ToggleButtonGroup>
            {preview ? (
              <Box data-testid="tutorial-preview" sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 1, minHeight: 240 }}>
                {props.tutorial.trim() ? <Markdown>{props.tutorial}</Markdown> : <Typography color="text.secondary">{t('code.empty')}</Typography>}
              </Box>
            ) : (
              <TextField
                fullWidth
                multiline
                minRows={10}
                placeholder={t('code.tutorialHint')}
                value={props.tutorial}
                onChange={(event) => props.onChange({ tutorial: event.target.value })}
                slotProps={{ htmlInput: { 'aria-label': t('code.tutorial') } }}
              />
            )}
          </>
        ) : null}
        {tab === 'cookbook' ? (
          <Stack spacing={1}>
            <Typography>{t('code.cookbookIntro')}</Typography>
            {BUILDABLE_STRUCTURES.map((type) => {
              const cost = structureCost(type);
              return (
                <Stack key={type} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <ItemPicture frame={iconOf(type)} size={32} />
                  <Typography>{t('code.cookbookRow', { structure: nameOf(type), amount: cost.amount, material: nameOf(cost.type) })}</Typography>
                </Stack>
              );
            })}
          </Stack>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={props.onClose} sx={bigButton}>
          {t('code.done')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
