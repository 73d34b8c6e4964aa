import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { NARRATION_LEVELS, type NarrationLevel } from '../../../lib/narration/narrator.ts';
import type { SeeSettings } from '../../../lib/see-settings/see-settings.ts';
import { updateSeeSettings, useSeeState } from '../../../lib/see-settings/see-store.ts';
import { useSeeText } from './see-text.ts';

const LEVEL_WORDS = { off: 'narrationOff', goals: 'narrationGoals', steps: 'narrationSteps' } as const;

type Flag = 'highContrast' | 'largeCode' | 'readingFont';
const FLAGS: readonly { key: Flag; label: 'contrast' | 'largeCode' | 'readingFont'; help: 'contrastHelp' | 'largeCodeHelp' | 'readingFontHelp' }[] = [
  { key: 'highContrast', label: 'contrast', help: 'contrastHelp' },
  { key: 'largeCode', label: 'largeCode', help: 'largeCodeHelp' },
  { key: 'readingFont', label: 'readingFont', help: 'readingFontHelp' },
];

function SettingSwitch({ id, label, help, checked, onChange }: { id: string; label: string; help: string; checked: boolean; onChange: (on: boolean) => void }) {
  return (
    <div>
      <FormControlLabel
        control={<Switch checked={checked} onChange={(_event, on) => onChange(on)} slotProps={{ input: { 'aria-describedby': `${id}-help` } }} data-testid={`see-${id}`} />}
        label={label}
        sx={{ '& .MuiFormControlLabel-label': { fontWeight: 700 } }}
      />
      <FormHelperText id={`${id}-help`} sx={{ mt: -0.5, ml: 6.5 }}>
        {help}
      </FormHelperText>
    </div>
  );
}

/**
 * How I see and hear: the narration's level and the page's look, for whoever plays now. Each
 * change applies at once and is kept for this child (lib/see-settings).
 */
export function SeeDialog({ open, onClose }: { readonly open: boolean; readonly onClose: () => void }) {
  const t = useSeeText();
  const { settings, reducedMotion } = useSeeState();
  const set = (patch: Partial<SeeSettings>) => updateSeeSettings(patch);
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="see-dialog-title" maxWidth="xs" fullWidth data-testid="see-dialog">
      <DialogTitle id="see-dialog-title" sx={{ fontWeight: 900 }}>
        {t('title')}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2.5}>
          <FormControl>
            <FormLabel id="see-narration-label" sx={{ fontWeight: 800, color: 'text.primary' }}>
              {t('narration')}
            </FormLabel>
            <FormHelperText sx={{ mx: 0 }}>{t('narrationHelp')}</FormHelperText>
            <RadioGroup aria-labelledby="see-narration-label" value={settings.narration} onChange={(_event, value) => set({ narration: value as NarrationLevel })}>
              {NARRATION_LEVELS.map((level) => (
                <FormControlLabel key={level} value={level} control={<Radio />} label={t(LEVEL_WORDS[level])} data-testid={`see-narration-${level}`} />
              ))}
            </RadioGroup>
          </FormControl>
          <Stack spacing={1}>
            <SettingSwitch id="motion" label={t('motion')} help={t('motionHelp')} checked={reducedMotion} onChange={(on) => set({ reducedMotion: on })} />
            {FLAGS.map((flag) => (
              <SettingSwitch key={flag.key} id={flag.key} label={t(flag.label)} help={t(flag.help)} checked={settings[flag.key]} onChange={(on) => set({ [flag.key]: on })} />
            ))}
          </Stack>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose} data-testid="see-done">
          {t('done')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
