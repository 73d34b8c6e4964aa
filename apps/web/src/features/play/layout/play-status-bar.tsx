import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Switch from '@mui/material/Switch';
import Tooltip from '@mui/material/Tooltip';
import BoltRounded from '@mui/icons-material/BoltRounded';
import LoginRounded from '@mui/icons-material/LoginRounded';
import { Link as RouterLink } from 'react-router';
import type { CreditResponse } from '@codehop/api';
import { usePlayText } from '../i18n/use-play-text.ts';

export interface PlayStatusBarProps {
  /** Today's level attempts; undefined while loading or in creator mode (nothing is counted there). */
  readonly attempts: CreditResponse | undefined;
  /** The assistant's own credits, shown beside its switch. */
  readonly tips: CreditResponse | undefined;
  readonly assistantOn: boolean;
  readonly assistantEnabled: boolean;
  readonly onAssistant: (on: boolean) => void;
  /** Hidden with its counter on narrow screens (gameplay §2). */
  readonly showAssistant: boolean;
  /** For anonymous visitors: where "Log in to store progress and code" goes. */
  readonly logInPath: string | null;
}

/** The attempt counter, the assistant switch with its counter, and the log-in nudge (gameplay §2, §6). */
export function PlayStatusBar(props: PlayStatusBarProps) {
  const t = usePlayText();
  const { attempts, tips } = props;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', columnGap: 1, flexWrap: 'wrap', minHeight: 36 }}>
      {attempts ? (
        <Tooltip title={t('counters.attemptsHelp')}>
          <Chip
            icon={<BoltRounded />}
            data-testid="attempt-counter"
            color={attempts.remaining === 0 ? 'warning' : 'default'}
            variant="outlined"
            label={
              attempts.limit === null || attempts.remaining === null
                ? t('counters.attemptsUnlimited')
                : t('counters.attempts', { remaining: attempts.remaining, limit: attempts.limit })
            }
            sx={{ fontWeight: 800, fontSize: '0.9rem', height: 34 }}
          />
        </Tooltip>
      ) : null}
      {props.showAssistant ? (
        <Tooltip title={!props.assistantEnabled ? t('assistant.unavailable') : props.assistantOn ? t('assistant.on') : t('assistant.off')}>
          <FormControlLabel
            sx={{ mr: 0, ml: 0.5 }}
            control={
              <Switch
                checked={props.assistantOn && props.assistantEnabled}
                disabled={!props.assistantEnabled}
                onChange={(_event, checked) => props.onAssistant(checked)}
                slotProps={{ input: { 'aria-label': t('assistant.label') } }}
                data-testid="assistant-switch"
              />
            }
            label={
              <Box component="span" sx={{ fontWeight: 800 }}>
                {t('assistant.label')}
                {/* A real space: a margin alone read as "Tips5 left" to a screen reader and in copied text. */}
                {tips && props.assistantEnabled ? ' ' : null}
                {tips && props.assistantEnabled ? (
                  <Box component="span" data-testid="tip-counter" sx={{ ml: 0.25, fontWeight: 600, color: 'text.secondary' }}>
                    {tips.limit === null || tips.remaining === null ? t('counters.tipsUnlimited') : t('counters.tips', { remaining: tips.remaining, limit: tips.limit })}
                  </Box>
                ) : null}
              </Box>
            }
          />
        </Tooltip>
      ) : null}
      {props.logInPath !== null ? (
        <Link component={RouterLink} to={props.logInPath} data-testid="log-in-to-store" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, fontWeight: 700, fontSize: '0.9rem', ml: 'auto', minHeight: 36, whiteSpace: 'nowrap' }}>
          <LoginRounded fontSize="small" />
          {t('access.logInToStore')}
        </Link>
      ) : null}
    </Box>
  );
}
