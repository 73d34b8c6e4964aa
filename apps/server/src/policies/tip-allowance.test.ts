import type { TipResponse } from '@codehop/api';
import { describe, expect, it } from 'vitest';
import { tipSpendsCredit } from './tip-allowance.ts';

const tip = (patch: Partial<TipResponse>): TipResponse => ({
  text: 'words',
  code_to_add: null,
  code_to_modify: null,
  line_number: 3,
  resulted_code: null,
  is_code_sufficient: false,
  source: 'coach',
  ...patch,
});

describe('which tips spend a credit', () => {
  it.each<[string, Partial<TipResponse>, boolean]>([
    ['the error said again, no change found', { text_key: 'coach.refused', text_params: { line: 3, message: 'engine.refusal.bumped_wall' } }, false],
    ['a syntax error said again', { text_key: 'coach.syntax' }, false],
    ['the program already works', { text_key: 'coach.done', is_code_sufficient: true }, false],
    ['the error with a checked fix', { text_key: 'coach.refused', code_to_add: 'turn_left()', resulted_code: 'from player import *\nturn_left()\n' }, true],
    ['a next step', { text_key: 'coach.nextStep', code_to_add: 'move_forward()', resulted_code: 'x' }, true],
    ['a goal count', { text_key: 'coach.goalCount' }, true],
    ['a language model\'s words', { text_key: undefined, source: 'model' }, true],
  ])('%s', (_name, patch, spends) => {
    expect(tipSpendsCredit(tip(patch))).toBe(spends);
  });
});
