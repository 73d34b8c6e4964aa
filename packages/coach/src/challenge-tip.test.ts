import { describe, expect, it } from 'vitest';
import { challengeRungs, challengeTip, type ChallengeVerdict } from './challenge-tip.ts';

const failing = (actual: string | null, error: string | null = null, line: number | null = null): ChallengeVerdict => ({
  passed: false,
  error: null,
  firstFailure: { input: 'add(2, 3)', expected: '5', actual, error, line },
});
const solution = 'def add(a, b):\n    return a + b\n';

describe('a challenge tip', () => {
  it('says the function does nothing yet when the body is still the starter', () => {
    const tip = challengeTip({ code: 'def add(a, b):\n    # Write your code here\n    return None\n', solution, verdict: failing('None') });
    expect(tip).toMatchObject({ text_key: 'coach.challengeStart', line_number: 3, text_params: { actual: 'None' } });
  });

  it('names printing instead of giving back', () => {
    const tip = challengeTip({ code: 'def add(a, b):\n    total = a + b\n    print(total)\n', solution, verdict: failing('None') });
    expect(tip).toMatchObject({ text_key: 'coach.challengePrint', line_number: 3 });
  });

  it('points at the line that leaves the reference, then shows its fix, then the call to work out by hand', () => {
    const code = 'def add(a, b):\n    return a - b\n';
    const rungs = challengeRungs({ code, solution, verdict: failing('-1') });
    expect(rungs.map((tip) => tip.text_key)).toEqual(['coach.challengeLine', 'coach.challengeFix', 'coach.challengeValue', 'coach.challengeByHand']);
    expect(rungs[0]).toMatchObject({ line_number: 2, text_params: { line: 2, call: 'add(2, 3)', expected: '5', actual: '-1' } });
    expect(rungs[1]).toMatchObject({ line_number: 2, code_to_add: '    return a + b', code_to_modify: '    return a - b', resulted_code: solution });
    expect(challengeTip({ code, solution, verdict: failing('-1'), rung: 1 }).text_key).toBe('coach.challengeFix');
    expect(challengeTip({ code, solution, verdict: failing('-1'), rung: 9 }).text_key).toBe('coach.challengeByHand');
  });

  it('without a close reference, points at the only return line; a second press still says something new', () => {
    const code = 'def add(a, b):\n    total = a\n    total = total * b\n    return total\n';
    const [first, second] = challengeRungs({ code, solution, verdict: failing('6') });
    expect(first).toMatchObject({ text_key: 'coach.challengeReturn', line_number: 4 });
    expect(second?.text).not.toBe(first?.text);
  });

  it('a call that raised points at the line it raised on', () => {
    const tip = challengeTip({ code: 'def add(a, b):\n    return a + c\n', solution, verdict: failing(null, "NameError: name 'c' is not defined", 2) });
    expect(tip).toMatchObject({ text_key: 'coach.challengeRaised', line_number: 2 });
  });

  it('all tests passing is sufficient code', () => {
    expect(challengeTip({ code: solution, solution, verdict: { passed: true, error: null, firstFailure: null } })).toMatchObject({ text_key: 'coach.challengePassed', is_code_sufficient: true });
  });
});
