import fc from 'fast-check';
import { expect, it } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { errorBodySchema } from '@codehop/api';
import { describeWithApp } from '../test/test-app.ts';
import { declares } from '../test/contract-check.ts';
import { nulProbeOf, operationsOf, requestFor, urlOf, type GeneratedRequest, type Operation } from '../test/openapi-operations.ts';
import { addAndChooseStudent, signUpParent, uniqueAddress } from '../test/session-helpers.ts';
import { buildSchool } from '../test/school-world.ts';

/**
 * bars/contract. Requests generated from the OpenAPI document: every documented operation is
 * called with parameters and bodies shaped like its schema most of the time (the caller's own ids
 * often) and wrong some of the time (NUL characters, huge numbers, wrong types, broken JSON), as an
 * anonymous visitor, a parent with a student and a school's admin. Nothing may answer 5xx, every
 * error answers `{ detail, code? }`, and every status must be declared for its operation. Every
 * documented path also gets a method it does not have: 405 with Allow. Routes added later join by
 * being documented.
 */
const RUNS_PER_OPERATION = 5;
const SEED = 20261127;

interface Caller {
  readonly name: string;
  /** Headers and own ids for one operation's calls (a fresh account where a call may destroy it). */
  prepare(app: FastifyInstance): Promise<{ headers: Record<string, string>; ids: Record<string, string> }>;
}

const anonymous: Caller = { name: 'anonymous', prepare: async () => ({ headers: {}, ids: {} }) };

const parent: Caller = {
  name: 'a parent with a student',
  // A fresh account per operation: one call may delete it or log it out.
  prepare: async (app) => {
    const session = await signUpParent(app);
    const studentId = await addAndChooseStudent(app, session, `fuzz_${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`);
    return { headers: session.bearerHeaders, ids: { student_id: String(studentId) } };
  },
};

/** A school's admin, made again when a call logged it out or removed what the ids name. */
function schoolAdmin(): Caller {
  let school: Awaited<ReturnType<typeof buildSchool>> | undefined;
  return {
    name: "a school's admin",
    prepare: async (app) => {
      const alive = school && (await app.inject({ method: 'GET', url: `/api/organization/classes/${school.classId}`, headers: school.admin.bearerHeaders })).statusCode === 200;
      if (!alive) school = await buildSchool(app, `fuzz${Date.now()}`);
      if (!school) throw new Error('no school');
      const ids = { class_id: String(school.classId), student_id: String(school.studentId), teacher_id: String(school.teacherId) };
      return { headers: school.admin.bearerHeaders, ids };
    },
  };
}

interface Tally {
  requests: number;
  fiveHundreds: number;
  undeclared: Set<string>;
  failures: string[];
}

function judge(tally: Tally, operation: Operation, url: string, response: LightMyRequestResponse): void {
  tally.requests += 1;
  const status = response.statusCode;
  const problems = [
    status >= 500 ? 'a 5xx' : undefined,
    status >= 400 && !errorBodySchema.safeParse(safeJson(response.body)).success ? 'an error without {detail}' : undefined,
    declares(operation.responses, status) ? undefined : 'a status the document does not declare',
  ].filter((problem) => problem !== undefined);
  if (status >= 500) tally.fiveHundreds += 1;
  if (!declares(operation.responses, status)) tally.undeclared.add(`${operation.method} ${operation.path} ${status}`);
  if (problems.length > 0 && tally.failures.length < 50) {
    tally.failures.push(`${operation.method} ${url} -> ${status} (${problems.join(', ')}): ${response.body.slice(0, 160)}`);
  }
}

async function send(app: FastifyInstance, operation: Operation, request: GeneratedRequest, headers: Record<string, string>) {
  const url = urlOf(operation, request);
  const response = await app.inject({
    method: operation.method as 'GET',
    url,
    headers: request.body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
    remoteAddress: uniqueAddress(),
    ...(request.body === undefined ? {} : { payload: JSON.stringify(request.body) }),
  });
  return { url, response };
}

const tallies: Tally[] = [];

describeWithApp('bars/contract: every documented operation under generated input', (context) => {
  it('documents the routes it fuzzes', () => {
    expect(operationsOf(context.app).length).toBeGreaterThan(100);
  });

  for (const caller of [anonymous, parent, schoolAdmin()]) {
    it(`answers no 5xx, only {detail, code} errors and only declared statuses, ${caller.name}`, async () => {
      const tally: Tally = { requests: 0, fiveHundreds: 0, undeclared: new Set(), failures: [] };
      tallies.push(tally);
      for (const operation of operationsOf(context.app)) {
        const { headers, ids } = await caller.prepare(context.app);
        // Every run is judged (no early stop, no shrinking): the tally counts each request.
        await fc.assert(
          fc.asyncProperty(requestFor(operation, ids), async (request) => {
            const { url, response } = await send(context.app, operation, request, headers);
            judge(tally, operation, url, response);
          }),
          { numRuns: RUNS_PER_OPERATION, seed: SEED, examples: [[nulProbeOf(operation)]] },
        );
        if (operation.body) {
          // Hostile: a body that is not JSON at all.
          const url = urlOf(operation, nulProbeOf(operation));
          const response = await context.app.inject({ method: operation.method as 'POST', url, headers: { ...headers, 'content-type': 'application/json' }, payload: '{"', remoteAddress: uniqueAddress() });
          judge(tally, operation, url, response);
        }
      }
      expect(tally.failures).toEqual([]);
      expect([...tally.undeclared]).toEqual([]);
      expect(tally.fiveHundreds).toBe(0);
    }, 600_000);
  }

  it('answers 405 with Allow to a method a documented path does not have', async () => {
    const byPath = new Map<string, Operation[]>();
    for (const operation of operationsOf(context.app)) byPath.set(operation.path, [...(byPath.get(operation.path) ?? []), operation]);
    const failures: string[] = [];
    for (const [path, operations] of byPath) {
      const documented = operations.map((operation) => operation.method);
      const other = ['PATCH', 'PUT', 'DELETE', 'POST', 'GET'].find((method) => !documented.includes(method));
      if (!other || !operations[0]) continue;
      const url = urlOf(operations[0], nulProbeOf(operations[0])).replaceAll('%00', '');
      const response = await context.app.inject({ method: other as 'PATCH', url });
      const allow = String(response.headers.allow ?? '').split(', ');
      const body = errorBodySchema.safeParse(safeJson(response.body));
      if (response.statusCode !== 405 || !documented.every((method) => allow.includes(method)) || body.data?.code !== 'method_not_allowed') {
        failures.push(`${other} ${path} -> ${response.statusCode} allow=${allow.join(',')} ${response.body.slice(0, 100)}`);
      }
    }
    expect(failures).toEqual([]);
    const requests = tallies.reduce((sum, tally) => sum + tally.requests, byPath.size);
    const fiveHundreds = tallies.reduce((sum, tally) => sum + tally.fiveHundreds, 0);
    console.info(`bars/contract: ${requests} requests, ${fiveHundreds} 5xx, ${tallies.reduce((sum, t) => sum + t.undeclared.size, 0)} undeclared (operation, status) pairs`);
  });
});

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
