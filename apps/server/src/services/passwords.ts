import { hash, verify, type Options } from '@node-rs/argon2';

// OWASP's argon2id baseline (19 MiB, 2 passes): about 30 ms a hash on one core.
// `Algorithm` is an ambient const enum (unusable under verbatimModuleSyntax); 2 is Argon2id.
const OPTIONS: Options = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

let dummyHash: Promise<string> | undefined;

/**
 * Checks a password against a stored hash. With no hash (unknown e-mail, Google-only account) it
 * still spends the time of a real check, so the answer time does not reveal which e-mails exist.
 */
export async function verifyPassword(storedHash: string | null | undefined, password: string): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hashPassword('codehop-timing-equaliser');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}
