import { describe, expect, it } from 'vitest';
import { formatRefusal, itemWords, REFUSAL_CODES, REFUSAL_MESSAGES, refusal } from './refusal.ts';

describe('refusal messages', () => {
  it.each(REFUSAL_CODES)('%s has a short message and its own key', (code) => {
    const made = refusal(code);
    expect(made.key).toBe(`engine.refusal.${code}`);
    expect(made.messageKey).toBe(made.key);
    expect(made.message).toBe(formatRefusal(made));
    expect(REFUSAL_MESSAGES[code].length).toBeGreaterThan(10);
    expect(REFUSAL_MESSAGES[code].length).toBeLessThanOrEqual(110);
  });

  it('fills in parameters and shows item ids as words', () => {
    expect(formatRefusal(refusal('build_not_enough', { material: 'log', needed: 4, have: 1 }))).toBe(
      'You need 4 logs to build this, but you have 1. Collect more first.',
    );
    expect(formatRefusal(refusal('bumped_object', { object: 'chicken_house_big_red' }))).toBe(
      'Bump! A chicken house big red is in the way. Walk around it, or push it if it is a rock.',
    );
  });

  it.each([
    ['log', 4, 'logs'],
    ['log', 1, 'log'],
    ['red_berry', 2, 'red berries'],
    ['radish', 5, 'radishes'],
    ['tomato', 2, 'tomatoes'],
    ['peach', 3, 'peaches'],
    ['milk', 3, 'milk'],
    ['carrot_seeds', 2, 'carrot seeds'],
    ['empty_jar', 0, 'empty jars'],
  ])('names %j, %d of them, as %j', (id, count, words) => {
    expect(itemWords(id, count)).toBe(words);
  });

  it('leaves a missing parameter visible rather than inventing one', () => {
    expect(formatRefusal(refusal('not_on_xmark'))).toBe('Stand on an X mark to {action}, and face the target.');
  });
});
