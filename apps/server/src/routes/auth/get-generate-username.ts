import { randomInt } from 'node:crypto';
import { errorBodySchema, usernameResponseSchema } from '@codehop/api';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { students } from '../../db/schema.ts';
import { HttpError } from '../../plugins/error-handler.ts';

const ADJECTIVES = ['Happy', 'Brave', 'Clever', 'Swift', 'Sunny', 'Lucky', 'Jolly', 'Bright', 'Curious', 'Mighty', 'Gentle', 'Quick'];
const ANIMALS = ['Rabbit', 'Fox', 'Otter', 'Panda', 'Koala', 'Falcon', 'Dolphin', 'Turtle', 'Badger', 'Owl', 'Tiger', 'Penguin'];

/** A readable, unused student name such as "BraveOtter42". */
export async function freeUsername(isTaken: (name: string) => Promise<boolean>): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const digits = attempt < 10 ? randomInt(10, 100) : randomInt(1000, 10_000);
    const name = `${ADJECTIVES[randomInt(ADJECTIVES.length)]}${ANIMALS[randomInt(ANIMALS.length)]}${digits}`;
    if (!(await isTaken(name))) return name;
  }
  throw new HttpError(503, 'Could not find a free username, please try again', 'username_exhausted');
}

/** GET /api/auth/generate-username: a suggestion for the add-student form. */
export const getGenerateUsernameRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/auth/generate-username',
    { schema: { tags: ['auth'], summary: 'Suggest a free student username', response: { 200: usernameResponseSchema, 503: errorBodySchema } } },
    async () => {
      const username = await freeUsername(async (name) => {
        const rows = await app.database.db
          .select({ id: students.id })
          .from(students)
          .where(sql`lower(${students.username}) = lower(${name})`)
          .limit(1);
        return rows.length > 0;
      });
      return { username };
    },
  );
};
