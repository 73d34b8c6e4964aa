import { describe, expect, it } from 'vitest';
import { runTip, type RunTipInput } from './run-tip.ts';

const TEMPLATE = 'from player import *\n';
const base: RunTipInput = { outcome: { kind: 'unfinished' }, code: `${TEMPLATE}move_forward()\n`, codeTemplate: TEMPLATE, active: true, refusal: null };

describe('runTip', () => {
  it.each<[string, Partial<RunTipInput>, ReturnType<typeof runTip>]>([
    ['a completed level gets no tip', { outcome: { kind: 'completed' } }, null],
    ['no tip before a run ends', { outcome: null }, null],
    ['tips switched off', { active: false }, null],
    ['spent credits say so instead', { refusal: 'outOfCredits.anonymous' }, { kind: 'refused', refusal: 'outOfCredits.anonymous' }],
    [
      'a failure points at its line',
      { outcome: { kind: 'failed', message: 'Turn first, there is a wall.', line: 3 } },
      { kind: 'tip', text: 'Look at line 3. Turn first, there is a wall.', line: 3 },
    ],
  ])('%s', (_name, patch, expected) => {
    expect(runTip({ ...base, ...patch })).toEqual(expected);
  });

  it('an unfinished run asks to change something and run again', () => {
    const tip = runTip(base);
    expect(tip).toMatchObject({ kind: 'tip', line: null });
    expect(tip?.kind === 'tip' ? tip.text : '').toMatch(/Run again/);
  });

  it('the untouched template asks for code first', () => {
    const tip = runTip({ ...base, code: TEMPLATE });
    expect(tip?.kind === 'tip' ? tip.text : '').toMatch(/Add your commands/);
  });
});
