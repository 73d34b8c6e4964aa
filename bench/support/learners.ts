// Learners for the load and fault benchmarks, made through the real sign-up calls.
import type { Instance } from './cluster.ts';

export interface Learner {
  readonly token: string;
  readonly email: string;
  readonly password: string;
  readonly studentId: number;
}

let addresses = 0;
/** A distinct client address per simulated family (the server trusts X-Forwarded-For behind a proxy). */
export function clientAddress(): string {
  addresses += 1;
  return `10.${(addresses >> 16) & 255}.${(addresses >> 8) & 255}.${addresses & 255}`;
}

async function call(
  instance: Instance,
  method: string,
  pathAndQuery: string,
  token?: string,
  body?: unknown,
) {
  const response = await fetch(`${instance.url}${pathAndQuery}`, {
    method,
    headers: {
      'x-forwarded-for': clientAddress(),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(
      `${method} ${pathAndQuery} answered ${response.status}: ${await response.text()}`,
    );
  return response.json() as Promise<Record<string, unknown>>;
}

/** Signs up `count` parents, each with one chosen student, spread over the instances. */
export async function makeLearners(
  instances: readonly Instance[],
  count: number,
  tag: string,
): Promise<Learner[]> {
  const learners: Learner[] = [];
  const batch = 8;
  for (let start = 0; start < count; start += batch) {
    const made = await Promise.all(
      Array.from({ length: Math.min(batch, count - start) }, async (_, offset) => {
        const index = start + offset;
        const instance = instances[index % instances.length]!;
        const email = `load-${tag}-${index}@example.com`;
        const password = 'correct horse battery';
        const signup = await call(instance, 'POST', '/api/auth/signup', undefined, {
          email,
          password,
          full_name: `Load ${index}`,
        });
        const token = signup.access_token as string;
        const student = await call(instance, 'POST', '/api/profile/students', token, {
          username: `load_${tag}_${index}`,
        });
        await call(instance, 'POST', `/api/auth/choose_student/${student.id as number}`, token);
        return { token, email, password, studentId: student.id as number };
      }),
    );
    learners.push(...made);
  }
  return learners;
}
