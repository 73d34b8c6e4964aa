import { createState } from '@codehop/engine';
import type { SceneSetup } from '../../../lib/game/scene-types.ts';
import type { LevelData } from '../api/level-data.ts';
import { pileBadges } from './pile-badges.ts';

/** What the game view draws when a level opens: the map, the items, the goals' marks, the character. */
export function sceneSetup(data: LevelData, character: string): SceneSetup {
  const state = createState(data.level);
  return {
    map: data.level.map,
    start: data.level.start,
    facing: state.player.facing,
    zoom: data.level.zoom,
    items: state.items.map((item) => ({ id: item.id, type: item.type, status: item.status, position: item.position })),
    marks: data.level.levelGoals.flatMap((goal) => (goal.position && goal.action !== 'collect' ? [goal.position] : [])),
    piles: pileBadges(data.level.levelGoals),
    character,
    goalActions: data.level.levelGoals.map((goal) => goal.action),
  };
}
