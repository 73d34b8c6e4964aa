import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { CREATIVE_MAP_PATHS, type CreativeMapPath } from '@codehop/api';
import type { CreatorText } from '../../i18n/use-creator-text.ts';
import { settingsErrors, type LevelSettings } from '../../model/level-settings.ts';
import { bigButton } from '../dialog-style.ts';

/** Level settings (titled "Save and preview" in preview mode), validated on every change (gameplay §5). */
export function SettingsDialog(props: {
  readonly open: boolean;
  readonly t: CreatorText;
  readonly previewMode: boolean;
  readonly initial: LevelSettings;
  readonly slug: string;
  readonly saving: boolean;
  readonly organisationUser: boolean;
  /** Make Public / Share with School open once the creator completed this very content. */
  readonly canPublish: boolean;
  readonly onSave: (settings: LevelSettings) => void;
  readonly onClose: () => void;
}) {
  const { t } = props;
  const [settings, setSettings] = useState<LevelSettings>(props.initial);
  const errors = settingsErrors(settings);
  const invalid = errors.levelName !== undefined || errors.course !== undefined;
  const change = (patch: Partial<LevelSettings>) => setSettings((current) => ({ ...current, ...patch }));
  return (
    <Dialog open={props.open} onClose={props.onClose} maxWidth="sm" fullWidth aria-labelledby="creator-settings-title">
      <DialogTitle id="creator-settings-title">{props.previewMode ? t('settings.previewTitle') : t('settings.title')}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            autoFocus
            label={t('settings.name')}
            value={settings.levelName}
            onChange={(event) => change({ levelName: event.target.value })}
            error={errors.levelName !== undefined}
            helperText={errors.levelName ? t(`settings.${errors.levelName}`) : ' '}
            slotProps={{ htmlInput: { 'data-testid': 'settings-name' } }}
          />
          <TextField
            select
            label={t('settings.course')}
            value={settings.course}
            onChange={(event) => change({ course: event.target.value })}
            error={errors.course !== undefined}
            helperText={errors.course ? t(`settings.${errors.course}`) : ' '}
          >
            <MenuItem value="python">{t('settings.python')}</MenuItem>
            <MenuItem value="advanced-python">{t('settings.advancedPython')}</MenuItem>
          </TextField>
          <TextField
            select
            label={t('settings.map')}
            value={settings.mapPath}
            onChange={(event) => change({ mapPath: event.target.value as CreativeMapPath })}
            helperText={settings.mapPath !== props.initial.mapPath ? t('settings.mapChange') : ' '}
          >
            {CREATIVE_MAP_PATHS.map((path) => (
              <MenuItem key={path} value={path}>
                {t(`maps.${path.replace('.json', '')}` as Parameters<CreatorText>[0])}
              </MenuItem>
            ))}
          </TextField>
          {props.slug ? <TextField label={t('settings.slug')} value={props.slug} slotProps={{ input: { readOnly: true } }} /> : null}
          <Typography variant="subtitle1" sx={{ fontWeight: 800 }}>
            {t('settings.sharing')}
          </Typography>
          {!props.canPublish ? <Alert severity="info">{t('settings.completeFirst')}</Alert> : null}
          <FormControlLabel
            control={<Switch checked={settings.isPublic} disabled={!props.canPublish && !settings.isPublic} onChange={(event) => change({ isPublic: event.target.checked })} />}
            label={t('settings.makePublic')}
          />
          {props.organisationUser ? (
            <FormControlLabel
              control={<Switch checked={settings.schoolVisible} disabled={!props.canPublish && !settings.schoolVisible} onChange={(event) => change({ schoolVisible: event.target.checked })} />}
              label={t('settings.shareSchool')}
            />
          ) : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose} sx={bigButton}>
          {t('common.cancel')}
        </Button>
        <Button variant="contained" disabled={invalid || props.saving} onClick={() => props.onSave({ ...settings, levelName: settings.levelName.trim() })} sx={bigButton}>
          {props.previewMode ? t('bar.preview') : t('settings.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
