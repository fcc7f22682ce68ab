import type { Failure, Struct } from 'superstruct';
import { HttpError } from './http-error';

/** A field's own wording: one text for every failure, or one chosen from the failure. */
export type FieldMessage = string | ((failure: Failure) => string);

/**
 * Checks a request body or query against a shared contract; the first failure becomes a 400 naming its key path.
 * `messages` replaces the generic text for particular fields.
 */
export function validate<T, S>(struct: Struct<T, S>, value: unknown, messages: Record<string, FieldMessage> = {}): T {
  const [error, result] = struct.validate(value, { coerce: true });
  if (!error) return result;
  const failure = error.failures()[0] ?? error;
  const field = failure.path.join('.');
  const message = messages[field];
  throw new HttpError(400, typeof message === 'function' ? message(failure) : (message ?? describe(failure, field)), field || undefined);
}

/** Superstruct's text repeats the value sent: a long one is cut, so an answer never echoes a megabyte back. */
export const DETAIL_MAX_LENGTH = 200;

function describe(failure: Failure, field: string): string {
  const full = failure.message.replaceAll('`', '');
  const detail = full.length > DETAIL_MAX_LENGTH ? `${full.slice(0, DETAIL_MAX_LENGTH)}…` : full;
  if (!field) return `Invalid request: ${lowerFirst(detail)}`;
  if (failure.type === 'never') return `Unknown field ${field}`;
  if (failure.value === undefined) return `${field} is required`;
  return `Invalid ${field}: ${lowerFirst(detail)}`;
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);
