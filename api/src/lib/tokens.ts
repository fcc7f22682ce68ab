import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes (256 bits) as base64url: 43 characters, safe in URLs and headers. */
const TOKEN_BYTES = 32;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** A new secret for the caller and the SHA-256 the database keeps instead of it. */
export function newToken(): { token: string; hash: string } {
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  return { token, hash: hashToken(token) };
}

/** Tokens are long random secrets, so one fast hash is enough: nobody can guess their way back to a token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Whether a value can be one of our tokens at all; anything else is refused without asking the database. */
export function isWellFormedToken(value: string): boolean {
  return TOKEN_PATTERN.test(value);
}
