import { CSRF_COOKIE, SESSION_COOKIE, sessionResponseSchema, type SessionResponse } from '@codehop/api';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

export interface TestSession {
  answer: SessionResponse;
  /** Headers of a browser: the cookies and the CSRF header. */
  cookieHeaders: Record<string, string>;
  /** Headers of an API client: the bearer token only. */
  bearerHeaders: Record<string, string>;
}

function cookieValue(response: LightMyRequestResponse, name: string): string {
  const cookie = response.cookies.find((entry) => entry.name === name);
  if (!cookie) throw new Error(`no ${name} cookie in the answer`);
  return cookie.value;
}

export function sessionFrom(response: LightMyRequestResponse): TestSession {
  const answer = sessionResponseSchema.parse(response.json());
  const session = cookieValue(response, SESSION_COOKIE);
  const csrf = cookieValue(response, CSRF_COOKIE);
  return {
    answer,
    cookieHeaders: { cookie: `${SESSION_COOKIE}=${session}; ${CSRF_COOKIE}=${csrf}`, 'x-csrf-token': csrf },
    bearerHeaders: { authorization: `Bearer ${answer.access_token}` },
  };
}

let counter = 0;

/** A fresh client address, so tests that sign up many parents do not trip the per-address rate limits. */
export function uniqueAddress(): string {
  counter += 1;
  return `10.${(counter >> 16) & 255}.${(counter >> 8) & 255}.${counter & 255}`;
}

/** Signs up a new parent with a unique e-mail and returns the session. */
export async function signUpParent(
  app: FastifyInstance,
  overrides: { email?: string; password?: string; full_name?: string } = {},
): Promise<TestSession & { email: string; password: string }> {
  counter += 1;
  const email = overrides.email ?? `parent${counter}-${Date.now()}@example.com`;
  const password = overrides.password ?? 'correct horse battery';
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    remoteAddress: uniqueAddress(),
    payload: { email, password, full_name: overrides.full_name ?? 'Pat Parent' },
  });
  if (response.statusCode !== 201) throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`);
  return { ...sessionFrom(response), email, password };
}

/** Adds a student through the API and chooses it for the session. */
export async function addAndChooseStudent(
  app: FastifyInstance,
  session: TestSession,
  username: string,
): Promise<number> {
  const created = await app.inject({
    method: 'POST',
    url: '/api/profile/students',
    headers: session.bearerHeaders,
    payload: { username },
  });
  if (created.statusCode !== 201) throw new Error(`adding a student failed: ${created.body}`);
  const id = (created.json() as { id: number }).id;
  const chosen = await app.inject({ method: 'POST', url: `/api/auth/choose_student/${id}`, headers: session.bearerHeaders });
  if (chosen.statusCode !== 200) throw new Error(`choosing the student failed: ${chosen.body}`);
  return id;
}
