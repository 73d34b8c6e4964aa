import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FaceRounded from '@mui/icons-material/FaceRounded';
import IconButton from '@mui/material/IconButton';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Tooltip from '@mui/material/Tooltip';
import PlayArrowRounded from '@mui/icons-material/PlayArrowRounded';
import StopRounded from '@mui/icons-material/StopRounded';
import RestartAltRounded from '@mui/icons-material/RestartAltRounded';
import SaveAltRounded from '@mui/icons-material/SaveAltRounded';
import FileOpenRounded from '@mui/icons-material/FileOpenRounded';
import MapRounded from '@mui/icons-material/MapRounded';
import HelpRounded from '@mui/icons-material/HelpRounded';
import MenuBookRounded from '@mui/icons-material/MenuBookRounded';
import { usePlayText } from '../i18n/use-play-text.ts';
import { runButtonPress } from '../model/run-button-press.ts';
import type { RunButtonFace } from '../model/run-gate.ts';
import { RUN_BUTTON_ID } from '../model/constants.ts';
import { SPEED_KEYS, STOP_KEYS } from '../model/play-shortcuts.ts';
import { SPEED_ORDER, type GameSpeed } from '../model/speed.ts';

/** Said by a screen reader, not shown. */
const visuallyHidden = { border: 0, clip: 'rect(0 0 0 0)', height: 1, margin: -1, overflow: 'hidden', padding: 0, position: 'absolute', whiteSpace: 'nowrap', width: 1 } as const;

/** A tooltip's words with the keys that do the same. */
function withKeys(label: string, keys: string): ReactNode {
  return (
    <>
      {label}{' '}
      <Box component="kbd" sx={{ fontFamily: 'inherit', fontWeight: 800, px: 0.5, borderRadius: 1, border: '1px solid rgba(255,255,255,0.4)' }}>
        {keys}
      </Box>
    </>
  );
}

export interface RunControlsProps {
  readonly face: RunButtonFace;
  readonly runEnabled: boolean;
  readonly waitingForPython: boolean;
  readonly busy: boolean;
  /** No student chosen (gameplay §5): Reset, Save and Load are off as well as Run. */
  readonly locked?: boolean;
  /** With `locked`: Run's place offers choosing who plays. */
  readonly onChooseStudent?: () => void;
  readonly onRun: () => void;
  readonly onStop: () => void;
  readonly onReset: () => void;
  readonly onSave: () => void;
  readonly onLoad: () => void;
  /** Only the Run / Stop button, for the game panel on a phone. */
  readonly compact?: boolean;
}

interface SideButtonProps {
  readonly label: string;
  readonly icon: ReactNode;
  readonly onClick: () => void;
  readonly disabled: boolean | undefined;
  readonly testId: string;
}

/** Reset, Save or Load: icon and word, or on a phone a big icon alone (named for screen readers and in a tooltip). */
function SideButton({ label, icon, onClick, disabled, testId }: SideButtonProps) {
  return (
    <Tooltip title={label}>
      <span>
        <Button
          variant="outlined"
          onClick={onClick}
          disabled={disabled}
          startIcon={icon}
          aria-label={label}
          data-testid={testId}
          sx={{ minWidth: { xs: 48, sm: 64 }, minHeight: 44, px: { xs: 1.5, sm: 2 }, '& .MuiButton-startIcon': { ml: 0, mr: { xs: 0, sm: 1 } } }}
        >
          <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
            {label}
          </Box>
        </Button>
      </span>
    </Tooltip>
  );
}

/** Run / Stop, Reset, Save and Load under the editor (gameplay §2 Controls). */
export function RunControls(props: RunControlsProps) {
  const t = usePlayText();
  const { face } = props;
  const choosing = props.locked === true && props.onChooseStudent !== undefined;
  const running = face !== 'run';
  // One button for Run, Stop and choosing who plays, so the keyboard's focus stays on it as its
  // face changes (a new button would drop the focus to the page, and a dialog after the run
  // would give it back to nothing). While it stops it says so but stays focusable.
  const tooltip = choosing ? '' : running ? withKeys(t('controls.stop'), STOP_KEYS) : props.waitingForPython ? t('controls.waitingForPython') : '';
  const testId = choosing ? 'choose-student' : running ? 'stop-button' : 'run-button';
  const runButton = (
    <Tooltip title={tooltip} describeChild>
      <span>
        {choosing ? (
          // Nobody is chosen to play: in Run's place, the way to choose (not a spinner that looks like loading).
          <Button
            variant="contained"
            size="large"
            color="secondary"
            onClick={props.onChooseStudent}
            startIcon={<FaceRounded sx={{ fontSize: 28 }} />}
            data-testid={props.compact ? 'game-choose-student' : 'run-choose-student'}
            id={props.compact ? undefined : RUN_BUTTON_ID}
            sx={{ minWidth: 140, fontSize: '1.1rem' }}
          >
            {t('access.chooseStudent.button')}
          </Button>
        ) : (
          <Button
            variant="contained"
            size="large"
            color={running ? 'error' : 'primary'}
            onClick={(event) => {
              const press = runButtonPress(face, event.detail);
              if (press === 'run') props.onRun();
              else if (press === 'stop') props.onStop();
            }}
            disabled={!running && !props.runEnabled}
            aria-disabled={face === 'stopping' ? true : undefined}
            aria-keyshortcuts={running ? STOP_KEYS : undefined}
            startIcon={
              props.waitingForPython || face === 'stopping' ? (
                <CircularProgress size={20} color="inherit" />
              ) : running ? (
                <StopRounded sx={{ fontSize: 30 }} />
              ) : (
                <PlayArrowRounded sx={{ fontSize: 30 }} />
              )
            }
            data-testid={props.compact ? `game-${testId}` : testId}
            // Where the skip link to Run leads (the code panel's button, not a phone map's copy).
            id={props.compact ? undefined : RUN_BUTTON_ID}
            sx={{
              minWidth: 140,
              fontSize: '1.2rem',
              ...(running
                ? { '&[aria-disabled="true"]': { opacity: 0.7, cursor: 'default' } }
                : { boxShadow: props.runEnabled ? '0 4px 0 #15803d' : 'none', '&:active': { transform: 'translateY(2px)', boxShadow: '0 2px 0 #15803d' } }),
            }}
          >
            {face === 'stopping' ? t('controls.stopping') : running ? t('controls.stop') : t('controls.run')}
          </Button>
        )}
      </span>
    </Tooltip>
  );
  if (props.compact) return runButton;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      {runButton}
      <Box sx={{ flexGrow: 1 }} />
      <SideButton label={t('controls.reset')} icon={<RestartAltRounded />} onClick={props.onReset} disabled={props.busy || props.locked} testId="reset-button" />
      <SideButton label={t('controls.save')} icon={<SaveAltRounded />} onClick={props.onSave} disabled={props.locked} testId="save-button" />
      <SideButton label={t('controls.load')} icon={<FileOpenRounded />} onClick={props.onLoad} disabled={props.busy || props.locked} testId="load-button" />
    </Box>
  );
}

export interface GameToolbarProps {
  readonly speed: GameSpeed;
  readonly onSpeed: (speed: GameSpeed) => void;
  readonly helpEnabled: boolean;
  readonly onMapInfo: () => void;
  readonly onHelp: () => void;
  readonly onCodeBook: () => void;
}

/** Speed, Map Info, Help (after the first run) and the Code Book (gameplay §2 Toolbar). */
export function GameToolbar(props: GameToolbarProps) {
  const t = usePlayText();
  const speedKeysId = useId();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, flexWrap: 'wrap' }}>
      {/* The speed keys, said by a screen reader with the group (aria-keyshortcuts alone is rarely announced). */}
      <Box component="span" id={speedKeysId} sx={visuallyHidden}>
        {t('controls.speedKeys')}
      </Box>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={props.speed}
        onChange={(_event, value: GameSpeed | null) => {
          if (value) props.onSpeed(value);
        }}
        aria-label={t('controls.speed')}
        aria-describedby={speedKeysId}
        data-testid="speed-selector"
        sx={{ backgroundColor: 'rgba(12,20,16,0.8)', borderRadius: 999, '& .MuiToggleButton-root': { border: 'none', borderRadius: '999px !important', px: 1.5, fontWeight: 800, minHeight: { xs: 44, md: 40 } } }}
      >
        {SPEED_ORDER.map((speed) => (
          <Tooltip key={speed} title={withKeys(t(`controls.speeds.${speed}`), SPEED_KEYS[speed])} describeChild>
            <ToggleButton
              value={speed}
              aria-keyshortcuts={SPEED_KEYS[speed]}
              sx={{ '&.Mui-selected': { backgroundColor: 'primary.main', color: 'primary.contrastText', '&:hover': { backgroundColor: 'primary.light' } } }}
            >
              {t(`controls.speeds.${speed}`)}
            </ToggleButton>
          </Tooltip>
        ))}
      </ToggleButtonGroup>
      <Tooltip title={t('controls.mapInfo')}>
        <IconButton onClick={props.onMapInfo} aria-label={t('controls.mapInfo')} sx={{ backgroundColor: 'rgba(12,20,16,0.8)' }}>
          <MapRounded />
        </IconButton>
      </Tooltip>
      <Tooltip title={props.helpEnabled ? t('controls.help') : t('controls.helpDisabled')} describeChild>
        <span>
          <IconButton onClick={props.onHelp} disabled={!props.helpEnabled} aria-label={t('controls.help')} data-testid="help-button" sx={{ backgroundColor: 'rgba(12,20,16,0.8)' }}>
            <HelpRounded />
          </IconButton>
        </span>
      </Tooltip>
      <Tooltip title={t('controls.codeBook')}>
        <IconButton onClick={props.onCodeBook} aria-label={t('controls.codeBook')} data-testid="code-book-button" sx={{ backgroundColor: 'rgba(12,20,16,0.8)' }}>
          <MenuBookRounded />
        </IconButton>
      </Tooltip>
    </Box>
  );
}
