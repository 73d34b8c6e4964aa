import type { FieldError } from '@codehop/api';
import { levelSchema, type LevelGoal, type LevelItem, type Position } from '@codehop/engine';
import type { CreativeMap } from './creative-maps.ts';

export const ITEM_ON_COLLISION = 'Cannot place item on collision area';
export const START_ON_COLLISION = 'Cannot place player start on collision area';
export const OFF_THE_MAP = 'This place is outside the map';

export interface CreativeLevelContent {
  readonly playerStart: Position;
  readonly items: readonly unknown[];
  readonly levelGoals: readonly unknown[];
}

export type CheckedContent =
  { ok: true; items: LevelItem[]; levelGoals: LevelGoal[] } | { ok: false; errors: FieldError[] };

// The engine names the lists as a level file does; the payload as the creator sends them.
const FIELD_NAMES: Readonly<Record<string, string>> = {
  start: 'player_start',
  levelGoals: 'level_goals',
};

function field(pathParts: readonly PropertyKey[]): string {
  const [first, ...rest] = pathParts.map(String);
  return [FIELD_NAMES[first ?? ''] ?? first, ...rest].join('.');
}

/**
 * Whether the content makes a level the engine can play on this map: items and goals as the
 * engine parses them, every item and the player start on the map and off its collision tiles
 * (spec/gameplay.md §5 "Level creator"). Targets may lie on closed tiles (a bridge is built on
 * water), but must be on the map.
 */
export function checkCreativeLevel(
  map: CreativeMap,
  content: CreativeLevelContent,
): CheckedContent {
  const parsed = levelSchema.safeParse({
    map: map.map,
    start: content.playerStart,
    items: content.items,
    levelGoals: content.levelGoals,
  });
  if (!parsed.success) {
    return {
      ok: false,
      errors: parsed.error.issues.map((issue) => ({
        field: field(issue.path),
        location: 'body',
        message: issue.message,
      })),
    };
  }
  const errors: FieldError[] = [];
  const place = (name: string, position: Position, onCollision: string | null) => {
    if (!map.inside(position)) errors.push({ field: name, location: 'body', message: OFF_THE_MAP });
    else if (onCollision && map.blocked(position))
      errors.push({ field: name, location: 'body', message: onCollision });
  };
  place('player_start', parsed.data.start, START_ON_COLLISION);
  for (const [index, item] of parsed.data.items.entries()) {
    place(`items.${index}.position`, item.position, ITEM_ON_COLLISION);
    for (const [cell, position] of (item.compoundPositions ?? []).entries()) {
      place(`items.${index}.compoundPositions.${cell}`, position, null);
    }
    if (item.targetPosition) place(`items.${index}.targetPosition`, item.targetPosition, null);
  }
  for (const [index, goal] of parsed.data.levelGoals.entries()) {
    if (goal.position) place(`level_goals.${index}.position`, goal.position, null);
    if (goal.targetPosition)
      place(`level_goals.${index}.targetPosition`, goal.targetPosition, null);
  }
  return errors.length > 0
    ? { ok: false, errors }
    : { ok: true, items: parsed.data.items, levelGoals: parsed.data.levelGoals };
}
