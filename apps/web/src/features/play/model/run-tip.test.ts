import { describe, expect, it } from 'vitest';
import { runTip, type RunTipInput } from './run-tip.ts';
import { levelTipWanted, type TipAskInput } from './tip-ask.ts';

const TEMPLATE = 'from player import *\n';
const base: RunTipInput = { outcome: { kind: 'unfinished' }, code: `${TEMPLATE}move_forward()\n`, codeTemplate: TEMPLATE, active: true };

describe('the free tip after a run', () => {
  it.each<[string, Partial<RunTipInput>, ReturnType<typeof runTip>]>([
    ['a completed level gets no tip', { outcome: { kind: 'completed' } }, null],
    ['no tip before a run ends', { outcome: null }, null],
    ['a stopped run gets no tip', { outcome: { kind: 'stopped' } }, null],
    ['tips switched off', { active: false }, null],
    [
      'a refusal is the error\'s own words at its line, the character named by the frame',
      { outcome: { kind: 'failed', message: 'Bump!', line: 3, words: { key: 'engine.refusal.bumped_object', params: { object: 'rock' } } } },
      { words: { key: 'coach.refused', params: { line: 3, message: 'engine.refusal.bumped_object', 'message.object': 'rock' } }, line: 3 },
    ],
    [
      'a Python error gives its hint',
      { outcome: { kind: 'failed', message: 'There is no command…', line: 2, words: { key: 'runner.hint.noCommand', params: { name: 'mve', suggestion: 'move_forward' } } } },
      { words: { key: 'coach.error', params: { line: 2, message: 'runner.hint.noCommand', 'message.name': 'mve', 'message.suggestion': 'move_forward' } }, line: 2 },
    ],
    [
      'a timeout says so',
      { outcome: { kind: 'failed', message: 'Execution time exceeded', line: 4, timedOut: true, words: { key: 'runner.timeout', params: {} } } },
      { words: { key: 'runner.timeout', params: {} }, line: 4 },
    ],
    ['an unfinished run asks to change something and run again', {}, { words: { key: 'coach.runAgain', params: {} }, line: null }],
    ['the untouched template asks for code first', { code: TEMPLATE }, { words: { key: 'coach.insertCode', params: {} }, line: null }],
  ])('%s', (_name, patch, expected) => {
    expect(runTip({ ...base, ...patch })).toEqual(expected);
  });
});

describe('the assistant\'s tip is asked for only when the child asks', () => {
  const after: TipAskInput = { free: true, asked: false, refused: false, creative: false, busy: false };
  it.each<[string, Partial<TipAskInput>, boolean]>([
    ['a failed run alone spends nothing', {}, false],
    ['pressing "Get a tip" asks', { asked: true }, true],
    ['no credits left: no request, the card says why', { asked: true, refused: true }, false],
    ['no card, no tip', { asked: true, free: false }, false],
    ['creator mode never asks', { asked: true, creative: true }, false],
    ['not while running', { asked: true, busy: true }, false],
  ])('%s', (_name, patch, wanted) => {
    expect(levelTipWanted({ ...after, ...patch })).toBe(wanted);
  });
});
