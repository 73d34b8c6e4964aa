import { emailQuerySchema, existsResponseSchema } from '@codehop/api';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { users } from '../../db/schema.ts';
import { RATE_LIMITS } from '../../services/rate-limits.ts';

/** GET /api/auth/check-user-email-exists?email: for the sign-up form; rate limited against harvesting. */
export const getCheckUserEmailExistsRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/auth/check-user-email-exists',
    {
      config: { rateLimit: RATE_LIMITS.emailCheck },
      schema: {
        tags: ['auth'],
        summary: 'Whether an account uses this e-mail',
        querystring: emailQuerySchema,
        response: { 200: existsResponseSchema },
      },
    },
    async (request) => {
      const [row] = await app.database.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, request.query.email))
        .limit(1);
      return { exists: row !== undefined };
    },
  );
};
