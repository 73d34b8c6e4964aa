import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds, type TestDatabase } from '../test/test-database.ts';
import { forgetTries, giveTryBack, spendTry } from './picture-login-tries.ts';

const RULE = { max: 3, windowMs: 60_000 };
const at = (ms: number) => new Date(Date.UTC(2026, 0, 5, 9) + ms);

// On PostgreSQL too: a burst of wrong tries is counted in one upsert each, across connections.
for (const kind of testDatabaseKinds('a burst of tries is counted by ON CONFLICT upserts across connections')) {
  describe(`picture login tries [${kind.name}]`, () => {
    let test: TestDatabase;
    beforeAll(async () => {
      test = await kind.create();
    }, 60_000);
    afterAll(() => test.dispose());
    const db = () => test.database.db;

    it('allows max tries in a window, refuses the next with the seconds left, and starts again after it', async () => {
      const verdicts = [];
      for (let index = 0; index < 4; index += 1) verdicts.push(await spendTry(db(), 'window', RULE, at(index * 1000)));
      expect(verdicts.map((verdict) => verdict.allowed)).toEqual([true, true, true, false]);
      expect(verdicts[3]?.retryAfterSeconds).toBe(57);
      expect((await spendTry(db(), 'window', RULE, at(60_000))).allowed).toBe(true);
    });

    it('a try given back does not count: any number of right logins pass', async () => {
      for (let index = 0; index < 10; index += 1) {
        const spent = await spendTry(db(), 'given-back', RULE, at(index));
        expect(spent.allowed).toBe(true);
        await giveTryBack(db(), spent);
      }
    });

    it('gives back only within the window the try was counted in, never below zero', async () => {
      const old = await spendTry(db(), 'old-window', RULE, at(0));
      await spendTry(db(), 'old-window', RULE, at(61_000));
      await giveTryBack(db(), old);
      await spendTry(db(), 'old-window', RULE, at(62_000));
      await spendTry(db(), 'old-window', RULE, at(63_000));
      expect((await spendTry(db(), 'old-window', RULE, at(64_000))).allowed).toBe(false);
    });

    it('counts parallel tries one by one: a burst cannot slip past the limit', async () => {
      const burst = await Promise.all(Array.from({ length: 12 }, () => spendTry(db(), 'burst', RULE, at(0))));
      expect(burst.filter((verdict) => verdict.allowed)).toHaveLength(RULE.max);
    });

    it('forgets one key and no other (clearing a child by student is proved by the cards and unlock calls)', async () => {
      const one = { max: 1, windowMs: 60_000 };
      await spendTry(db(), 'lone', one, at(0));
      await spendTry(db(), 'other', one, at(0));
      await forgetTries(db(), 'lone');
      expect((await spendTry(db(), 'lone', one, at(1))).allowed).toBe(true);
      expect((await spendTry(db(), 'other', one, at(1))).allowed).toBe(false);
    });
  });
}
