import type { ItemStatus } from './rules/item-rules.ts';
import type { Direction, Position } from './position.ts';
import type { Refusal } from './refusal.ts';

/**
 * What happened, in the order it happened, for the renderer to animate without knowing any rule.
 * Items are named by `item`, their index in `GameState.items`; `status` is the item's new state.
 */
export type GameEvent =
  | { readonly type: 'moved'; readonly from: Position; readonly to: Position; readonly facing: Direction }
  | { readonly type: 'turned'; readonly turn: 'left' | 'right'; readonly facing: Direction }
  | { readonly type: 'bumped'; readonly at: Position; readonly obstacle: 'wall' | 'water' | 'object' }
  | { readonly type: 'pushed'; readonly item: number; readonly from: Position; readonly to: Position }
  | {
      readonly type: 'collected';
      readonly itemType: string;
      readonly amount: number;
      readonly at: Position;
      readonly item?: number;
    }
  | { readonly type: 'built'; readonly item: number; readonly itemType: string; readonly at: Position }
  | { readonly type: 'opened'; readonly item: number; readonly at: Position }
  | { readonly type: 'closed'; readonly item: number; readonly at: Position }
  | { readonly type: 'watered'; readonly at: Position; readonly item?: number }
  | {
      readonly type: 'placed';
      readonly itemType: string;
      readonly amount: number;
      readonly at: Position;
      readonly item?: number;
    }
  | {
      readonly type: 'planted';
      readonly itemType: string;
      readonly amount: number;
      readonly at: Position;
      readonly item?: number;
    }
  | {
      readonly type: 'combined';
      readonly recipe: string;
      readonly product: string;
      readonly at: Position;
      readonly item?: number;
    }
  | { readonly type: 'spoke'; readonly text: string }
  | { readonly type: 'wrote'; readonly text: string }
  | { readonly type: 'read'; readonly text: string }
  | { readonly type: 'asked'; readonly text: string }
  | { readonly type: 'displayed'; readonly text: string; readonly at: Position }
  | { readonly type: 'item-changed'; readonly item: number; readonly status: ItemStatus }
  | { readonly type: 'goal-scored'; readonly goal: number; readonly score: number; readonly maxScore: number }
  | { readonly type: 'level-completed' }
  | { readonly type: 'refused'; readonly refusal: Refusal };

export type GameEventType = GameEvent['type'];
