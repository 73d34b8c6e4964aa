import { memo } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import ChevronLeftRounded from '@mui/icons-material/ChevronLeftRounded';
import ChevronRightRounded from '@mui/icons-material/ChevronRightRounded';
import QuizRounded from '@mui/icons-material/QuizRounded';
import { usePlayText } from '../i18n/use-play-text.ts';
import type { PlayKey } from '../i18n/play-en.ts';
import { HEADING_HEIGHT } from '../model/constants.ts';
import { arrowTooltipKey, type LevelNeighbours } from '../model/level-navigation.ts';
import { ArrowTooltip } from './arrow-tooltip.tsx';
import { ProgressStrip, type StripLevel } from './progress-strip.tsx';

export interface LevelHeadingProps {
  /** The course line above the title. */
  readonly courseName: string;
  readonly title: string;
  readonly slug: string;
  /** The chapter's levels; empty in creator mode, where the strip and the arrows are hidden. */
  readonly levels: readonly StripLevel[];
  /** Where each arrow leads, or why it is closed. */
  readonly previous: LevelNeighbours['previous'];
  readonly next: LevelNeighbours['next'];
  /** A run is on: no leaving the level by the arrows. */
  readonly busy: boolean;
  readonly onGo: (slug: string) => void;
  /** Opens the chapter's quiz when the class requires it before the next chapter (QUIZ_REQUIRED). */
  readonly onTakeQuiz: (quizPath: string) => void;
}

/**
 * The play screen's heading (gameplay §2): course, chapter and level name, and the level strip
 * between arrows. Memoised (the play screen passes it memoised levels and neighbours): it changes
 * with the level and a run, not with every step of the screen's start.
 */
export const LevelHeading = memo(function LevelHeading({ courseName, title, slug, levels, previous, next, busy, onGo, onTakeQuiz }: LevelHeadingProps) {
  const t = usePlayText();
  // "Next" points the way the page reads: to the left in Hebrew and Arabic.
  const mirrored = useTheme().direction === 'rtl' ? { transform: 'scaleX(-1)' } : undefined;
  const previousSlug = 'slug' in previous ? previous.slug : null;
  const nextSlug = 'slug' in next ? next.slug : null;
  const quizPath = 'quiz' in next ? next.quiz : null;
  const previousTip = t(arrowTooltipKey('previous', previous) as PlayKey);
  const nextTip = t(arrowTooltipKey('next', next) as PlayKey);
  return (
    <Box
      sx={{
        minHeight: HEADING_HEIGHT,
        px: { xs: 1.5, md: 2 },
        py: 0.75,
        display: 'flex',
        alignItems: 'center',
        gap: { xs: 1, md: 2 },
        borderBottom: '1px solid',
        borderColor: 'divider',
        flexWrap: { xs: 'wrap', md: 'nowrap' },
      }}
    >
      <Box sx={{ minWidth: 0, flexShrink: 1 }}>
        <Typography variant="overline" component="p" color="primary" sx={{ lineHeight: 1.4 }} data-content>
          {courseName}
        </Typography>
        {/* A phone gives the title its own lines (it was cut to "Good Morning, Farmer ..."); a wide heading keeps one. */}
        <Typography
          variant="h6"
          component="h1"
          sx={{
            fontSize: { xs: '1.05rem', md: '1.25rem' },
            lineHeight: 1.25,
            overflowWrap: 'anywhere',
            whiteSpace: { xs: 'normal', md: 'nowrap' },
            overflow: { md: 'hidden' },
            textOverflow: { md: 'ellipsis' },
          }}
          data-testid="level-title"
        >
          {title}
        </Typography>
      </Box>
      <Box sx={{ flexGrow: 1 }} />
      {levels.length > 0 ? (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
          <ArrowTooltip title={previousTip} testId="previous-level-tip">
            <IconButton disabled={previousSlug === null || busy} onClick={() => previousSlug && onGo(previousSlug)} aria-label={t('controls.previous')}>
              <ChevronLeftRounded sx={mirrored} />
            </IconButton>
          </ArrowTooltip>
          <ProgressStrip levels={levels} current={slug} onPick={(target) => target !== slug && onGo(target)} />
          <ArrowTooltip title={nextTip} testId="next-level-tip">
            {quizPath === null ? (
              <IconButton disabled={nextSlug === null || busy} onClick={() => nextSlug && onGo(nextSlug)} aria-label={t('controls.next')} data-testid="next-level">
                <ChevronRightRounded sx={mirrored} />
              </IconButton>
            ) : (
              // Platform §4: with the class's quiz still open, Next turns into the way to the quiz.
              <Button
                variant="contained"
                color="secondary"
                size="small"
                disabled={busy}
                onClick={() => onTakeQuiz(quizPath)}
                startIcon={<QuizRounded />}
                sx={{ whiteSpace: 'nowrap', ml: 0.5 }}
                data-testid="take-quiz"
              >
                {t('controls.takeQuiz')}
              </Button>
            )}
          </ArrowTooltip>
        </Box>
      ) : null}
    </Box>
  );
});
