import { describe, expect, it } from 'vitest';
import { defaultTip, defaultTipKind, type TipContext } from './default-tip.ts';

const template = 'from player import *\n\n# Your code here\n';
const base: TipContext = { code: template, codeTemplate: template, hasRun: false };

describe('defaultTipKind', () => {
  it.each<[string, TipContext, string]>([
    ['the untouched template', base, 'insert-code'],
    ['the template with only comments added', { ...base, code: `${template}# thinking\n` }, 'insert-code'],
    ['new code never run', { ...base, code: `${template}move_forward()\n` }, 'run-first'],
    ['a run that failed', { ...base, code: `${template}move_forward()\n`, hasRun: true, failure: { message: 'Bump!', line: 4 } }, 'fix-line'],
    ['a run that ended short of the goals', { ...base, code: `${template}move_forward()\n`, hasRun: true }, 'run-again'],
    ['a completed level', { ...base, code: `${template}move_forward()\n`, hasRun: true, completed: true }, 'well-done'],
  ])('answers for %s', (_name, context, kind) => {
    expect(defaultTipKind(context)).toBe(kind);
  });
});

describe('defaultTip', () => {
  it('points at the failing line with the hint', () => {
    const tip = defaultTip({ ...base, code: 'move_forward()', hasRun: true, failure: { message: 'Bump! A wall is in the way.', line: 3 } });
    expect(tip).toMatchObject({ line_number: 3, text: 'Look at line 3. Bump! A wall is in the way.', is_code_sufficient: false });
  });

  it('explains a program stopped by the time limit in a child\'s words, not the runner\'s', () => {
    const failure = { message: 'Execution time exceeded 5 seconds. Code stopped to prevent crashing.', line: 2, timedOut: true };
    const tip = defaultTip({ ...base, code: 'while True:\n    pass', hasRun: true, failure });
    expect(tip.line_number).toBe(2);
    expect(tip.text).toMatch(/^Look at line 2\. Your program kept going for too long/);
    expect(tip.text).not.toContain('Execution time exceeded');
  });

  it('says the code is sufficient only when the level is complete', () => {
    expect(defaultTip({ ...base, code: 'x', hasRun: true, completed: true }).is_code_sufficient).toBe(true);
    expect(defaultTip({ ...base, code: 'x', hasRun: true }).is_code_sufficient).toBe(false);
  });
});
