import type { GameState, GoalState } from '@codehop/engine';
import type { PlayEvent } from '../game/play-event.ts';
import { facingOf } from './describe-map.ts';

/** How the words are found: a `narration` key, an item's name, a refusal's message (all in the child's language). */
export interface Words {
  say(key: string, params?: Readonly<Record<string, string | number>>): string;
  item(type: string): string;
  refusal(refusal: { readonly code: string; readonly params: Readonly<Record<string, unknown>>; readonly message: string }): string;
}

/**
 * One thing to say. `goals`: said at the "goals and mistakes" level too (goals, mistakes, the
 * end of a run), else only at "every step". `urgent` ones interrupt (assertive). `merge` lets
 * the narrator fold a phrase into the one before it: a walk of several tiles is one sentence,
 * a carrot picked up and the goal it scores are one.
 */
export interface Phrase {
  readonly text: string;
  readonly goals: boolean;
  readonly urgent: boolean;
  readonly merge?:
    | { readonly kind: 'move' }
    | { readonly kind: 'collect'; readonly itemType: string }
    | { readonly kind: 'goal'; readonly itemType: string; readonly withCollect: string };
}

export function goalName(goal: GoalState, words: Words): string {
  if (goal.variable) return words.say('goal.variable', { name: goal.variable });
  if (goal.type) return words.item(goal.type);
  return words.say('goal.numbered', { number: goal.id + 1 });
}

function itemOf(state: GameState, event: PlayEvent, words: Words): string {
  if (typeof event.itemType === 'string') return words.item(event.itemType);
  const item = typeof event.item === 'number' ? state.items[event.item] : undefined;
  return item ? words.item(item.type) : '';
}

function numberOf(value: unknown): number | null {
  return typeof value === 'number' ? value : null;
}

function lineOf(event: PlayEvent): number | string {
  return typeof event.line === 'number' ? event.line : '?';
}

function step(text: string, merge?: Phrase['merge']): Phrase {
  return merge ? { text, goals: false, urgent: false, merge } : { text, goals: false, urgent: false };
}

/**
 * What to say about one shown event, given the state before it (which names the items an event
 * names only by number). Pure: the same event and state give the same words.
 */
export function eventPhrase(event: PlayEvent, before: GameState, words: Words): Phrase | null {
  const { say } = words;
  switch (event.type) {
    case 'moved': {
      const to = event.to as readonly [number, number] | undefined;
      if (!to) return null;
      return step(say('step.moved', { column: to[0] + 1, row: to[1] + 1 }), { kind: 'move' });
    }
    case 'turned': {
      const facing = event.facing as readonly [number, number] | undefined;
      const turned = say(event.turn === 'left' ? 'step.turnedLeft' : 'step.turnedRight');
      return step(facing ? `${turned} ${say(`facing.${facingOf(facing)}`)}` : turned);
    }
    case 'collected':
      return typeof event.itemType === 'string' ? step(say('step.collected', { item: itemOf(before, event, words) }), { kind: 'collect', itemType: event.itemType }) : null;
    case 'pushed':
    case 'built':
    case 'opened':
    case 'closed':
    case 'placed':
    case 'planted':
      return step(say(`step.${event.type}`, { item: itemOf(before, event, words) }));
    case 'combined':
      return step(say('step.combined', { item: typeof event.product === 'string' ? words.item(event.product) : '' }));
    case 'watered':
      return step(say('step.watered'));
    case 'spoke':
      return typeof event.text === 'string' ? step(say('step.spoke', { text: event.text })) : null;
    case 'goal-scored': {
      const goal = before.goals.find((candidate) => candidate.id === event.goal);
      const score = numberOf(event.score);
      const max = numberOf(event.maxScore);
      if (!goal || score === null || max === null) return null;
      const what = goalName(goal, words);
      const text = say(score >= max ? 'goal.reached' : 'goal.progress', { what, score, max });
      if (goal.action !== 'collect' || !goal.type) return { text, goals: true, urgent: false };
      const picked = say('step.collectedCount', { item: words.item(goal.type), score, max });
      const withCollect = score >= max ? `${picked} ${text}` : picked;
      return { text, goals: true, urgent: false, merge: { kind: 'goal', itemType: goal.type, withCollect } };
    }
    case 'bumped': {
      const line = lineOf(event);
      if (event.obstacle === 'water') return { text: say('error.bumpWater', { line }), goals: true, urgent: true };
      if (event.obstacle === 'object') {
        const at = event.at as readonly [number, number] | undefined;
        const item = at ? before.items.find((candidate) => candidate.status !== 'collected' && candidate.cells.some((cell) => cell[0] === at[0] && cell[1] === at[1])) : undefined;
        if (item) return { text: say('error.bumpObject', { line, item: words.item(item.type) }), goals: true, urgent: true };
      }
      return { text: say('error.bumpWall', { line }), goals: true, urgent: true };
    }
    case 'refused': {
      const refusal = event.refusal as { code?: unknown; params?: unknown; message?: unknown } | undefined;
      if (!refusal || typeof refusal.code !== 'string') return null;
      // A bump has said it already, with what was in the way.
      if (refusal.code.startsWith('bumped_')) return null;
      const params = typeof refusal.params === 'object' && refusal.params !== null ? (refusal.params as Record<string, unknown>) : {};
      const message = words.refusal({ code: refusal.code, params, message: typeof refusal.message === 'string' ? refusal.message : '' });
      return { text: say('error.refused', { line: lineOf(event), message }), goals: true, urgent: true };
    }
    // Good news waits its turn (polite); only mistakes interrupt.
    case 'level-completed':
      return { text: say('run.completed'), goals: true, urgent: false };
    default:
      return null;
  }
}
