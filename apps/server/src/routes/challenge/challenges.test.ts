import { expect, it } from 'vitest';
import { ATTEMPTS_EXHAUSTED_ANONYMOUS } from '../../commands/record-level-attempt.ts';
import { describeWithApp } from '../../test/test-app.ts';
import { addAndChooseStudent, signUpParent } from '../../test/session-helpers.ts';

describeWithApp('coding challenges', (context) => {
  const run = (slug: string, code: string, headers: Record<string, string> = {}) =>
    context.app.inject({ method: 'POST', url: `/api/challenge/${slug}/run`, headers, payload: { code } });

  it('lists at least 30 challenges of the three difficulties, not started for a visitor', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/challenge/list' });
    expect(response.statusCode).toBe(200);
    const { challenges } = response.json() as { challenges: { slug: string; difficulty: string; status: string }[] };
    expect(challenges.length).toBeGreaterThanOrEqual(30);
    expect(new Set(challenges.map((challenge) => challenge.difficulty))).toEqual(new Set(['beginner', 'advanced', 'expert']));
    expect(challenges.every((challenge) => challenge.status === 'not_started')).toBe(true);
  });

  it('shows a task and starter code but never the hidden tests; 404 and 422 for unknown and malformed names', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/challenge/second-largest' });
    expect(response.json()).toMatchObject({ slug: 'second-largest', difficulty: 'advanced', status: 'not_started', last_code: null, test_count: 6 });
    expect(response.json().starter_code).toContain('def second_largest(numbers):');
    expect(response.body).not.toContain('[10, 20, 30, 40]');
    expect((await context.app.inject({ method: 'GET', url: '/api/challenge/no-such-thing' })).statusCode).toBe(404);
    expect((await context.app.inject({ method: 'GET', url: '/api/challenge/Bad%20Name' })).statusCode).toBe(422);
    const unknownRun = await run('no-such-thing', 'print(1)');
    expect(unknownRun.statusCode).toBe(404);
    expect((await run('add-two', 'x\u0000')).statusCode).toBe(422);
  });

  it('reports only the first failed test, then stores the solved challenge as complete', { timeout: 60_000 }, async () => {
    const parent = await signUpParent(context.app);
    await addAndChooseStudent(context.app, parent, `Solver${Date.now()}`);
    const headers = parent.bearerHeaders;
    const failing = await run('second-largest', 'def second_largest(numbers):\n    return max(numbers)\n', headers);
    expect(failing.statusCode).toBe(200);
    expect(failing.json()).toMatchObject({
      passed: false,
      total: 6,
      passed_count: 0,
      first_failure: { input: 'second_largest([4, 9, 9, 2])', expected: '4', actual: '9', error: null },
      status: 'in_progress',
      credit: { execution_type: 'challenge', counter: 1, limit: 30, remaining: 29 },
    });
    // No other hidden expected value leaves the server.
    expect(failing.body).not.toContain('[10, 20, 30, 40]');
    expect(failing.body).not.toContain('-3');
    const solved = await run(
      'second-largest',
      'def second_largest(numbers):\n    values = sorted(set(numbers))\n    return values[-2] if len(values) > 1 else None\n',
      headers,
    );
    expect(solved.json()).toMatchObject({ passed: true, passed_count: 6, first_failure: null, status: 'complete' });
    const again = await run('second-largest', 'def second_largest(numbers):\n    return 0\n', headers);
    expect(again.json()).toMatchObject({ passed: false, status: 'complete' });
    const list = (await context.app.inject({ method: 'GET', url: '/api/challenge/list', headers })).json();
    expect(list.challenges.find((challenge: { slug: string }) => challenge.slug === 'second-largest').status).toBe('complete');
    const detail = (await context.app.inject({ method: 'GET', url: '/api/challenge/second-largest', headers })).json();
    expect(detail.last_code).toContain('return 0');
    const credit = (await context.app.inject({ method: 'GET', url: '/api/credit/challenge', headers })).json();
    expect(credit).toMatchObject({ counter: 3, limit: 30, remaining: 27 });
  });

  it('gives an anonymous visitor 10 challenge runs a day with the sign-up message', { timeout: 120_000 }, async () => {
    const first = await run('is-even', 'def is_even(n):\n    return n % 2 == 0\n');
    const cookie = String(first.headers['set-cookie']).split(';')[0] ?? '';
    expect(first.json()).toMatchObject({ passed: true, credit: { counter: 1, limit: 10 } });
    for (let i = 2; i <= 10; i += 1) expect((await run('is-even', 'def is_even(n):\n    return True\n', { cookie })).statusCode).toBe(200);
    const refused = await run('is-even', 'def is_even(n):\n    return True\n', { cookie });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ detail: ATTEMPTS_EXHAUSTED_ANONYMOUS, code: 'attempts_exhausted' });
  });
});
