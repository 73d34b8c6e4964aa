import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ItemPicture } from '../../../../components/item-picture.tsx';
import type { CreatorText } from '../../i18n/use-creator-text.ts';
import { catalogueEntries, groupCatalogue } from '../../model/creator-model.ts';
import { bigButton } from '../dialog-style.ts';

export function ItemsDialog(props: {
  readonly open: boolean;
  readonly t: CreatorText;
  readonly nameOf: (type: string) => string;
  readonly onPick: (type: string) => void;
  readonly onClose: () => void;
}) {
  const { t, nameOf } = props;
  const [search, setSearch] = useState('');
  const entries = useMemo(() => catalogueEntries(nameOf), [nameOf]);
  const groups = groupCatalogue(entries, search);
  return (
    <Dialog open={props.open} onClose={props.onClose} maxWidth="md" fullWidth aria-labelledby="creator-items-title">
      <DialogTitle id="creator-items-title">{t('itemsDialog.title')}</DialogTitle>
      <DialogContent dividers>
        <TextField
          autoFocus
          fullWidth
          label={t('itemsDialog.search')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          sx={{ mb: 2 }}
        />
        {groups.length === 0 ? <Typography>{t('itemsDialog.none', { query: search })}</Typography> : null}
        {groups.map(([category, list]) => (
          <Box key={category} sx={{ mb: 2 }}>
            <Typography variant="subtitle1" sx={{ fontWeight: 800, mb: 1 }}>
              {t(`categories.${category}` as Parameters<CreatorText>[0])}
            </Typography>
            <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(96px, 1fr))', gap: 1 }}>
              {list.map((entry) => (
                <ButtonBase
                  key={entry.type}
                  data-testid={`catalogue-${entry.type}`}
                  onClick={() => props.onPick(entry.type)}
                  sx={{ flexDirection: 'column', gap: 0.5, p: 1, borderRadius: 2, border: 1, borderColor: 'divider', minHeight: 88, '&:hover': { bgcolor: 'action.hover' } }}
                >
                  <ItemPicture frame={entry.icon} size={40} />
                  <Typography variant="body2" sx={{ textAlign: 'center', lineHeight: 1.1 }}>
                    {entry.name}
                  </Typography>
                </ButtonBase>
              ))}
            </Box>
          </Box>
        ))}
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose} sx={bigButton}>
          {t('common.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
