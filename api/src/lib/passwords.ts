import { randomBytes } from 'node:crypto';
import { hash, verify, type Options } from '@node-rs/argon2';

/**
 * argon2id with OWASP's first recommended setting (19 MiB, 2 passes, 1 lane). `algorithm: 2` is Argon2id in
 * @node-rs/argon2's const enum, which isolated modules cannot import by name.
 */
export const PASSWORD_HASH_OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } satisfies Options;
const CURRENT_PREFIX = `$argon2id$v=19$m=${PASSWORD_HASH_OPTIONS.memoryCost},t=${PASSWORD_HASH_OPTIONS.timeCost},p=${PASSWORD_HASH_OPTIONS.parallelism}$`;

export function hashPassword(password: string): Promise<string> {
  return hash(password, PASSWORD_HASH_OPTIONS);
}

let dummyHash: Promise<string> | undefined;

/**
 * Checks a password against a stored hash. Without a hash (unknown email, social-only account) it verifies against
 * a hash of a random secret, so the answer takes as long either way and its timing tells nothing.
 */
export async function verifyPassword(storedHash: string | null | undefined, password: string): Promise<boolean> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  const against = storedHash ?? (await dummyHash);
  try {
    const matches = await verify(against, password);
    return matches && Boolean(storedHash);
  } catch {
    // A malformed stored hash is a mismatch, never a 500.
    return false;
  }
}

/** Whether a hash was made with other parameters than today's, so a successful sign-in should replace it. */
export function needsRehash(storedHash: string): boolean {
  return !storedHash.startsWith(CURRENT_PREFIX);
}
