import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Tooltip from '@mui/material/Tooltip';
import LockRounded from '@mui/icons-material/LockRounded';
import { usePlayText } from '../i18n/use-play-text.ts';

export interface StripLevel {
  readonly slug: string;
  readonly name: string;
  readonly completed: boolean;
  readonly locked: boolean;
  /** A visitor may look but must sign up to play it (intro-level5..7): a small lock says so before Run does. */
  readonly needsAccount?: boolean;
}

/** One square per level of the chapter, ticked when complete; a click goes there (gameplay §2). */
export function ProgressStrip({ levels, current, onPick }: { readonly levels: readonly StripLevel[]; readonly current: string; readonly onPick: (slug: string) => void }) {
  const t = usePlayText();
  return (
    <Box component="nav" aria-label={t('progress.label')} data-testid="progress-strip" sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
      {levels.map((level, index) => {
        const here = level.slug === current;
        const title = `${t('progress.level', { n: index + 1, name: level.name })}${level.needsAccount ? ` (${t('progress.needsAccount')})` : ''}`;
        return (
          <Tooltip key={level.slug} title={title} arrow>
            <span>
              <ButtonBase
                disabled={level.locked}
                onClick={() => onPick(level.slug)}
                aria-current={here ? 'step' : undefined}
                aria-label={`${title}${level.completed ? `, ${t('progress.complete')}` : ''}`}
                sx={{
                  position: 'relative',
                  width: { xs: 34, md: 28 },
                  height: { xs: 34, md: 28 },
                  // A finger needs ~44 px: the touch area reaches past the drawn square.
                  '&::after': { content: '""', position: 'absolute', inset: { xs: -4, md: -2 } },
                  borderRadius: 1.5,
                  fontWeight: 900,
                  fontSize: 14,
                  color: level.completed ? '#052e16' : 'text.primary',
                  backgroundColor: level.completed ? 'primary.main' : 'rgba(255,255,255,0.06)',
                  border: '2px solid',
                  borderColor: here ? 'secondary.main' : level.completed ? 'primary.dark' : 'rgba(187,247,208,0.25)',
                  boxShadow: here ? '0 0 0 3px rgba(251,191,36,0.25)' : 'none',
                  opacity: level.locked ? 0.4 : 1,
                  transition: 'transform 120ms',
                  '&:hover': { transform: 'translateY(-2px)' },
                }}
              >
                {level.completed ? '✓' : index + 1}
                {level.needsAccount && !level.completed ? (
                  <LockRounded
                    aria-hidden
                    data-testid="strip-lock"
                    sx={{ position: 'absolute', right: -6, top: -6, fontSize: 14, p: '1px', borderRadius: '50%', color: '#1c1917', backgroundColor: 'secondary.main' }}
                  />
                ) : null}
              </ButtonBase>
            </span>
          </Tooltip>
        );
      })}
    </Box>
  );
}
