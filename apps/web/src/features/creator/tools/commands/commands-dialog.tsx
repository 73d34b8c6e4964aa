import { useState } from 'react';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { ItemPicture } from '../../../../components/item-picture.tsx';
import type { CreatorText } from '../../i18n/use-creator-text.ts';
import { XMARK_STYLES, type XmarkStyle } from '../../model/creator-model.ts';
import { bigButton } from '../dialog-style.ts';
import { iconOf } from '../item-icon.ts';

export function CommandsDialog(props: {
  readonly open: boolean;
  readonly t: CreatorText;
  readonly onPick: (action: 'speak' | 'build', style: XmarkStyle) => void;
  readonly onClose: () => void;
}) {
  const { t } = props;
  const [style, setStyle] = useState<XmarkStyle>('xmark');
  return (
    <Dialog open={props.open} onClose={props.onClose} maxWidth="sm" fullWidth aria-labelledby="creator-commands-title">
      <DialogTitle id="creator-commands-title">{t('commands.title')}</DialogTitle>
      <DialogContent dividers>
        <Typography sx={{ mb: 2 }}>{t('commands.intro')}</Typography>
        <Typography variant="subtitle2" sx={{ fontWeight: 800, mb: 1 }}>
          {t('commands.markStyle')}
        </Typography>
        <ToggleButtonGroup exclusive value={style} onChange={(_event, value: XmarkStyle | null) => value && setStyle(value)} sx={{ mb: 2 }}>
          {XMARK_STYLES.map((mark) => (
            <ToggleButton key={mark} value={mark} sx={{ gap: 1, px: 2 }}>
              <ItemPicture frame={iconOf(mark)} size={28} />
              {t(`commands.${mark}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          {(['speak', 'build'] as const).map((action) => (
            <ButtonBase
              key={action}
              data-testid={`command-${action}`}
              onClick={() => props.onPick(action, style)}
              sx={{ flex: 1, flexDirection: 'column', alignItems: 'flex-start', textAlign: 'left', p: 2, borderRadius: 2, border: 2, borderColor: 'primary.main', gap: 0.5 }}
            >
              <Typography variant="h6" sx={{ fontWeight: 800 }}>
                {t(`commands.${action}`)}
              </Typography>
              <Typography variant="body2">{t(action === 'speak' ? 'commands.speakText' : 'commands.buildText')}</Typography>
            </ButtonBase>
          ))}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose} sx={bigButton}>
          {t('common.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
