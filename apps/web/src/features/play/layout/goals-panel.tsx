import { memo } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { itemName as itemDisplayName } from '../i18n/use-play-text.ts';
import { usePlayText } from '../i18n/use-play-text.ts';
import type { PlayKey } from '../i18n/play-en.ts';
import { groupGoalRows, type GoalView } from '../model/goal-view.ts';
import { ItemIcon } from './item-icon.tsx';
import { ActionIcon } from './play-icons.tsx';

/**
 * The level's goals (gameplay §2): an icon and collected / required for each. They stand in their
 * own column beside the map ('side') or in a strip above it on a phone ('top'), so they never
 * hide a cell the character may walk on. Memoised: the goals change only when a run moves them,
 * and the play screen re-renders far more often.
 */
export const GoalsPanel = memo(function GoalsPanel({ goals, placement }: { readonly goals: readonly GoalView[]; readonly placement: 'side' | 'top' }) {
  const t = usePlayText();
  if (goals.length === 0) return null;
  const side = placement === 'side';
  return (
    <Box
      data-testid="goals-panel"
      sx={{
        flexShrink: 0,
        zIndex: 2,
        display: 'flex',
        flexDirection: side ? 'column' : 'row',
        flexWrap: side ? 'nowrap' : 'wrap',
        alignSelf: side ? 'flex-start' : 'stretch',
        gap: 0.75,
        p: 1,
        borderRadius: side ? 3 : 0,
        backgroundColor: 'rgba(12, 20, 16, 0.82)',
        border: side ? '1px solid rgba(187, 247, 208, 0.18)' : 'none',
        borderBottom: '1px solid rgba(187, 247, 208, 0.18)',
        pointerEvents: 'none',
        maxHeight: side ? 'none' : 96,
        maxWidth: side ? 240 : 'none',
        overflow: 'hidden',
      }}
    >
      {groupGoalRows(goals).map((goal) => {
        const done = goal.score >= goal.maxScore;
        const action = t(`goals.${goal.action}` as PlayKey);
        const label = goal.type && goal.action === 'collect' ? itemDisplayName(goal.type) : goal.variable ? `${action}: ${goal.variable}` : action;
        return (
          <Box
            key={goal.id}
            title={label}
            aria-label={`${label}: ${goal.score} / ${goal.maxScore}`}
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 1,
              px: 1,
              py: 0.25,
              borderRadius: 2,
              backgroundColor: done ? 'rgba(74, 222, 128, 0.22)' : 'transparent',
              transition: 'background-color 300ms',
            }}
          >
            {goal.action === 'collect' || goal.action === 'build' || goal.action === 'place' || goal.action === 'combine' ? (
              <ItemIcon type={goal.type} size={28} fallback={goal.action} />
            ) : (
              <Box sx={{ width: 28, display: 'grid', placeItems: 'center' }}>
                <ActionIcon action={goal.action} size={22} />
              </Box>
            )}
            {goal.variable ? (
              <Box component="code" data-testid="goal-variable" sx={{ fontSize: '0.95rem', color: 'primary.light', backgroundColor: 'rgba(74,222,128,0.1)', px: 0.5, borderRadius: 1 }}>
                {goal.variable}
              </Box>
            ) : null}
            {goal.variable ? (
              // A variable is right or not yet: a tick or an empty ring says it in less room than "0/1".
              <Typography data-testid="goal-count" aria-hidden sx={{ fontWeight: 900, fontSize: '1.05rem', color: done ? 'primary.light' : 'text.disabled' }}>
                {done ? '✓' : '○'}
              </Typography>
            ) : (
              <Typography data-testid="goal-count" sx={{ fontWeight: 900, fontSize: '1.05rem', fontVariantNumeric: 'tabular-nums', color: done ? 'primary.light' : 'text.primary' }}>
                {done ? '✓ ' : ''}
                {goal.score}/{goal.maxScore}
              </Typography>
            )}
          </Box>
        );
      })}
    </Box>
  );
});
