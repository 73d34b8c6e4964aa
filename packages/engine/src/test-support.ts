import type { Command } from './command.ts';
import type { GameEvent } from './events.ts';
import { parseLevel, type Level, type LevelInput } from './level-schema.ts';
import type { Direction } from './position.ts';
import type { Refusal } from './refusal.ts';
import { createState, type GameState, type StateOptions } from './state.ts';
import type { StepResult } from './step-result.ts';
import { step } from './step.ts';

/**
 * Test helpers: levels drawn as text, and whole programs played command by command.
 * In a drawing `#` is a collision tile, `@` the start and anything else open ground.
 */
export interface DrawnLevel {
  readonly rows: readonly string[];
  readonly facing?: Direction;
  readonly items?: LevelInput['items'];
  readonly levelGoals?: LevelInput['levelGoals'];
  readonly constants?: LevelInput['constants'];
  readonly maxLinesOfCode?: LevelInput['maxLinesOfCode'];
}

export function drawnLevel(drawing: DrawnLevel): Level {
  const height = drawing.rows.length;
  const width = Math.max(...drawing.rows.map((row) => row.length));
  const data: number[] = [];
  let start: [number, number] = [0, 0];
  drawing.rows.forEach((row, y) => {
    for (let x = 0; x < width; x++) {
      const tile = row[x] ?? '.';
      data.push(tile === '#' ? 1 : 0);
      if (tile === '@') start = [x, y];
    }
  });
  return parseLevel({
    map: {
      width,
      height,
      layers: [
        { name: 'ground_tiles', width, height, data: new Array<number>(width * height).fill(1) },
        { name: 'collisions', width, height, data },
      ],
      tilesets: [{ source: 'tileset.json', firstgid: 1 }],
    },
    start,
    facing: drawing.facing,
    items: drawing.items ?? [],
    levelGoals: drawing.levelGoals ?? [],
    constants: drawing.constants ?? [],
    maxLinesOfCode: drawing.maxLinesOfCode,
  });
}

export function stateOf(drawing: DrawnLevel, options?: StateOptions): GameState {
  return createState(drawnLevel(drawing), options);
}

export interface Played {
  readonly state: GameState;
  readonly events: GameEvent[];
  readonly refusals: Refusal[];
  readonly last: StepResult | undefined;
}

/** Plays commands in order, going on after refusals the way a program that catches them would. */
export function play(state: GameState, commands: readonly Command[]): Played {
  const events: GameEvent[] = [];
  const refusals: Refusal[] = [];
  let current = state;
  let last: StepResult | undefined;
  for (const command of commands) {
    last = step(current, command);
    current = last.state;
    events.push(...last.events);
    if (last.refusal) refusals.push(last.refusal);
  }
  return { state: current, events, refusals, last };
}

export const forward = (steps = 1): Command => ({ type: 'move_forward', steps });
export const left: Command = { type: 'turn_left' };
export const right: Command = { type: 'turn_right' };

/** The state with the player already holding these items, as if collected earlier. */
export function holding(state: GameState, inventory: Readonly<Record<string, number>>): GameState {
  return { ...state, inventory: { ...state.inventory, ...inventory } };
}

/** A 5x5 open field with the player in the middle, facing up at [2, 1]. */
export const FIELD = ['.....', '.....', '..@..', '.....', '.....'] as const;
