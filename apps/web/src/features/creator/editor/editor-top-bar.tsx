import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import CategoryRounded from '@mui/icons-material/CategoryRounded';
import CodeRounded from '@mui/icons-material/CodeRounded';
import HelpOutlineRounded from '@mui/icons-material/HelpOutlineRounded';
import PersonPinCircleRounded from '@mui/icons-material/PersonPinCircleRounded';
import PlayArrowRounded from '@mui/icons-material/PlayArrowRounded';
import RecordVoiceOverRounded from '@mui/icons-material/RecordVoiceOverRounded';
import SaveRounded from '@mui/icons-material/SaveRounded';
import SettingsRounded from '@mui/icons-material/SettingsRounded';
import type { CreatorKey, CreatorText } from '../i18n/use-creator-text.ts';
import type { Placement } from '../tools/placement.ts';
import { ToolButton, type ToolButtonProps } from './tool-button.tsx';

export interface EditorTopBarProps {
  readonly t: CreatorText;
  readonly mode: 'new' | 'edit';
  readonly unsaved: boolean;
  readonly saving: boolean;
  readonly placement: Placement;
  readonly onBack: () => void;
  readonly onStart: () => void;
  readonly onItems: () => void;
  readonly onCommands: () => void;
  readonly onCode: () => void;
  readonly onSettings: () => void;
  readonly onSave: () => void;
  readonly onPreview: () => void;
  readonly onGuide: () => void;
}

/** The creator's top bar: back, the save status, then every tool, Save, Preview and the guide. */
export function EditorTopBar(props: EditorTopBarProps) {
  const { t, mode, unsaved, saving, placement } = props;
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('md'));
  // Between tablet and wide screens the secondary tools keep only their icons.
  const compact = useMediaQuery('(max-width: 1400px)');
  const statusKey: CreatorKey = unsaved || mode === 'new' ? (mode === 'new' ? 'status.unsavedLevel' : 'status.unsavedChanges') : 'status.saved';
  const tool = (key: CreatorKey, options: Omit<ToolButtonProps, 'label' | 'iconOnly'> & { readonly label?: string; readonly keepLabel?: boolean }) => (
    <ToolButton key={key} {...options} label={options.label ?? t(key)} iconOnly={narrow || (compact && !options.keepLabel)} />
  );
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', px: 1, py: 0.5, borderBottom: 1, borderColor: 'divider', flexWrap: 'wrap', rowGap: 0.5 }}>
      {tool('bar.back', { icon: <ArrowBackRounded />, onClick: props.onBack, keepLabel: true })}
      <Chip data-testid="creator-status" label={t(statusKey)} color={statusKey === 'status.saved' ? 'success' : 'warning'} variant="outlined" sx={{ fontWeight: 800, mx: 1 }} />
      <Box sx={{ flexGrow: 1 }} />
      {tool('bar.playerStart', { icon: <PersonPinCircleRounded />, onClick: props.onStart, tour: 'set-player', active: placement.kind === 'start' })}
      {tool('bar.items', { icon: <CategoryRounded />, onClick: props.onItems, tour: 'items', active: placement.kind === 'item' })}
      {tool('bar.commands', { icon: <RecordVoiceOverRounded />, onClick: props.onCommands, tour: 'commands', active: placement.kind === 'command' })}
      {tool('bar.code', { icon: <CodeRounded />, onClick: props.onCode })}
      {tool('bar.settings', { icon: <SettingsRounded />, onClick: props.onSettings, tour: 'settings' })}
      {tool('bar.save', {
        icon: <SaveRounded />,
        onClick: props.onSave,
        tour: 'save',
        primary: true,
        keepLabel: true,
        disabled: saving || (mode === 'edit' && !unsaved),
        label: saving ? t('bar.saving') : mode === 'new' ? t('bar.createLevel') : t('bar.save'),
      })}
      {tool('bar.preview', { icon: <PlayArrowRounded />, onClick: props.onPreview, disabled: saving || mode === 'new', keepLabel: true, title: mode === 'new' ? t('bar.previewFirst') : undefined })}
      {tool('bar.guide', { icon: <HelpOutlineRounded />, onClick: props.onGuide })}
    </Stack>
  );
}
