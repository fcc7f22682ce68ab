import { EMAIL_PATTERN } from '@shop/shared/contracts';
import { hasHiddenCharacters, normaliseEmail } from '../../lib/email';
import { HttpError } from '../../lib/http-error';
import { TEXTS } from './messages';

/** A copy of a JSON object body with the named string fields trimmed (never passwords); anything else as it came. */
export function trimFields(body: unknown, fields: readonly string[]): unknown {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return body;
  const copy: Record<string, unknown> = { ...(body as Record<string, unknown>) };
  for (const field of fields) {
    const value = copy[field];
    if (typeof value === 'string') copy[field] = value.trim();
  }
  return copy;
}

/** The stored form of a typed address; 400 "Invalid email address" on `field` when it is not one. */
export function acceptEmail(value: string, field: string): string {
  const email = normaliseEmail(value);
  if (!EMAIL_PATTERN.test(email) || hasHiddenCharacters(email)) throw new HttpError(400, TEXTS.emailInvalid, field);
  return email;
}
