import { expect, it } from 'vitest';
import { addAndChooseStudent, signUpParent, type TestSession } from '../../test/session-helpers.ts';
import { describeWithApp } from '../../test/test-app.ts';
import { learnerFacts } from '../../services/recognition.ts';
import { CARROT_LEVEL, CARROT_NEAR_MISS, CARROT_SOLUTION } from '../../test/creative-helpers.ts';

describeWithApp('creative community', (context) => {
  const call = (
    session: TestSession | null,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
  ) =>
    context.app.inject({
      method,
      url,
      headers: session?.bearerHeaders ?? {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  it('publishes only after the creator completed it, refuses a stale version, counts favourites once and shows stats', { timeout: 90_000 }, async () => {
    const creator = await signUpParent(context.app);
    await addAndChooseStudent(context.app, creator, `Maker${Date.now()}`);
    const created = (
      await call(creator, 'POST', '/api/level/creative/create', {
        name: 'Carrot Hunt',
        course_id: 'python',
        ...CARROT_LEVEL,
      })
    ).json();
    const url = `/api/level/creative/${created.level_slug}?course_id=python`;
    const refused = await call(creator, 'PUT', url, { is_public: true });
    expect(refused.statusCode).toBe(422);
    expect(refused.body).toContain('is_public');
    const saved = await call(creator, 'PUT', url, { tutorial: 'Hi', version: created.version });
    expect(saved.statusCode).toBe(200);
    expect(
      (await call(creator, 'PUT', url, { tutorial: 'Stale', version: created.version })).statusCode,
    ).toBe(409);
    // A forged completion (code that does not complete the level) does not open publishing.
    const forged = await call(creator, 'POST', `/api/level/creative/${created.id}/run`, {
      status: 'complete',
      code: CARROT_NEAR_MISS,
    });
    expect(forged.json()).toMatchObject({ creator_completed: false, verification: 'rejected' });
    expect((await call(creator, 'PUT', url, { is_public: true })).statusCode).toBe(422);
    const run = await call(creator, 'POST', `/api/level/creative/${created.id}/run`, {
      status: 'complete',
      code: CARROT_SOLUTION,
    });
    expect(run.json()).toMatchObject({ creator_completed: true, plays: 0, verification: 'verified' });
    expect((await call(creator, 'PUT', url, { is_public: true })).statusCode).toBe(200);

    const player = await signUpParent(context.app);
    const playerStudent = await addAndChooseStudent(context.app, player, `Player${Date.now()}`);
    const list = (
      await call(player, 'GET', '/api/level/creative/public?sort=most_recent&search=carrot')
    ).json();
    expect(list.items.map((item: { id: number }) => item.id)).toContain(created.id);
    await call(player, 'POST', `/api/level/creative/${created.id}/run`, {
      status: 'in_progress',
      code: 'x',
    });
    // A forged completion counts the play, never a completion.
    const claimed = await call(player, 'POST', `/api/level/creative/${created.id}/run`, {
      status: 'complete',
      code: 'print("done!")',
    });
    expect(claimed.json()).toMatchObject({ plays: 1, completions: 0, verification: 'rejected' });
    const level = `/api/level/data/python/${created.level_slug}?user_id=${created.user_id}`;
    expect((await call(player, 'GET', level)).json()).toMatchObject({ completed: false, last_status: 'in_progress' });
    expect(
      (await call(null, 'GET', `/api/level/creative/public/creator/${created.user_id}/stats`)).json(),
    ).toMatchObject({ plays: 1, completions: 0 });
    for (let again = 0; again < 2; again += 1) {
      const done = await call(player, 'POST', `/api/level/creative/${created.id}/run`, {
        status: 'complete',
        code: CARROT_SOLUTION,
      });
      expect(done.json()).toMatchObject({ plays: 1, completions: 1, verification: 'verified' });
    }
    expect((await call(player, 'GET', level)).json()).toMatchObject({ completed: true, last_status: 'complete' });
    // Creative levels earn no course badges: anyone can make one.
    expect((await learnerFacts(context.app.database.db, playerStudent)).completed.size).toBe(0);
    await Promise.all(
      Array.from({ length: 5 }, () =>
        call(player, 'POST', `/api/level/creative/${created.id}/favorite`),
      ),
    );
    const stats = (
      await call(null, 'GET', `/api/level/creative/public/creator/${created.user_id}/stats`)
    ).json();
    expect(stats).toMatchObject({ levels: 1, plays: 1, completions: 1, favorites: 1 });
    const favourites = (await call(player, 'GET', '/api/level/creative/favorites')).json();
    expect(favourites.items[0]).toMatchObject({ id: created.id, favorited: true, favorites: 1 });
    expect(
      (await call(player, 'DELETE', `/api/level/creative/${created.id}/favorite`)).json(),
    ).toMatchObject({ favorites: 0 });
  });
}, {
  config: { verifyWaitMs: 60_000 },
  alsoOnPostgres: 'favourites sent at once count once: ON CONFLICT across connections',
});
