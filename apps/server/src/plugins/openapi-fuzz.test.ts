import fc from 'fast-check';
import { expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { errorBodySchema } from '@codehop/api';
import { describeWithApp } from '../test/test-app.ts';
import { addAndChooseStudent, signUpParent, uniqueAddress } from '../test/session-helpers.ts';
import { nulProbeFor, parameterFor, valueFor, type JsonSchema } from '../test/schema-arbitrary.ts';

/**
 * Bad input, generated from the OpenAPI document: every documented operation is called with
 * parameters and bodies shaped like its schema most of the time and wrong some of the time (NUL
 * characters, huge numbers, wrong types), anonymous and signed in. Nothing may answer 5xx, and every
 * error answers `{ detail, code? }`. Routes added later join by being documented.
 */
interface Operation {
  method: string;
  path: string;
  parameters: { in: string; name: string; required?: boolean; schema?: JsonSchema }[];
  body?: JsonSchema;
}

const RUNS_PER_OPERATION = 12;
const OUTSIDE = [/^\/api\/docs/, /^\/api\/dev\//];

function operationsOf(app: FastifyInstance): Operation[] {
  const document = app.swagger() as {
    paths: Record<
      string,
      Record<
        string,
        {
          parameters?: Operation['parameters'];
          requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
        }
      >
    >;
  };
  return Object.entries(document.paths)
    .filter(([path]) => path.startsWith('/api/') && !OUTSIDE.some((pattern) => pattern.test(path)))
    .flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([method]) => method !== 'head')
        .map(([method, operation]) => ({
          method: method.toUpperCase(),
          path,
          parameters: operation.parameters ?? [],
          body: operation.requestBody?.content?.['application/json']?.schema,
        })),
    );
}

function requestFor(operation: Operation) {
  const inPlace = (where: string) =>
    operation.parameters.filter((parameter) => parameter.in === where);
  const params = fc.record(
    Object.fromEntries(inPlace('path').map((p) => [p.name, parameterFor(p.schema)])),
  );
  const query = fc.record(
    Object.fromEntries(inPlace('query').map((p) => [p.name, parameterFor(p.schema)])),
    {
      requiredKeys: [],
    },
  );
  const body = operation.body ? valueFor(operation.body) : fc.constant(undefined);
  return fc.record({ params, query, body });
}

/** The first call of every operation: its own shape with NUL characters in every text field. */
function nulProbeOf(operation: Operation) {
  const inPlace = (where: string) =>
    operation.parameters.filter((parameter) => parameter.in === where);
  return {
    params: Object.fromEntries(inPlace('path').map((p) => [p.name, String(nulProbeFor(p.schema))])),
    query: Object.fromEntries(inPlace('query').map((p) => [p.name, String(nulProbeFor(p.schema))])),
    body: operation.body ? nulProbeFor(operation.body) : undefined,
  };
}

function urlOf(
  operation: Operation,
  params: Record<string, string | undefined>,
  query: Record<string, string | undefined>,
): string {
  const path = operation.path.replace(/\{([^}]+)\}/g, (_, name: string) =>
    encodeURIComponent(params[name] ?? 'x'),
  );
  const defined = Object.entries(query).filter(
    (entry): entry is [string, string] => entry[1] !== undefined,
  );
  const search = new URLSearchParams(defined).toString();
  return search ? `${path}?${search}` : path;
}

describeWithApp('every documented route under generated bad input', (context) => {
  it('documents the routes it fuzzes', () => {
    expect(operationsOf(context.app).length).toBeGreaterThan(30);
  });

  for (const signedIn of [false, true]) {
    it(`answers no 5xx and only {detail, code} errors, ${signedIn ? 'signed in' : 'anonymous'}`, async () => {
      const failures: string[] = [];
      for (const operation of operationsOf(context.app)) {
        // A fresh account per operation: one call may delete it or log it out.
        const headers = signedIn ? await signedInHeaders(context.app) : {};
        await fc
          .assert(
            fc.asyncProperty(requestFor(operation), async ({ params, query, body }) => {
              const url = urlOf(operation, params, query);
              const response = await context.app.inject({
                method: operation.method as 'GET',
                url,
                headers,
                remoteAddress: uniqueAddress(),
                ...(body === undefined
                  ? {}
                  : {
                      payload: JSON.stringify(body),
                      headers: { ...headers, 'content-type': 'application/json' },
                    }),
              });
              const problem =
                response.statusCode >= 500
                  ? 'a 5xx'
                  : response.statusCode >= 400 &&
                      !errorBodySchema.safeParse(safeJson(response.body)).success
                    ? 'an error without {detail}'
                    : undefined;
              if (problem) {
                failures.push(
                  `${operation.method} ${url} -> ${response.statusCode} (${problem}): ${response.body.slice(0, 200)}`,
                );
                return false;
              }
              return true;
            }),
            { numRuns: RUNS_PER_OPERATION, seed: 20261124, examples: [[nulProbeOf(operation)]] },
          )
          .catch(() => undefined);
      }
      expect(failures).toEqual([]);
    }, 180_000);
  }
});

async function signedInHeaders(app: FastifyInstance): Promise<Record<string, string>> {
  const parent = await signUpParent(app);
  await addAndChooseStudent(
    app,
    parent,
    `fuzz_${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`,
  );
  return parent.bearerHeaders;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
