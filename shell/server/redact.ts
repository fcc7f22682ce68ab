import { SECRET_QUERY_PARAMS } from '@shop/shared/server/log-secrets';

/**
 * Secrets in URLs, never written to a log as they are: a password reset link's token, the local payment page's session
 * id (the only key to that page), and the query parameters the API's log hides too (a signed video link's signature,
 * an OAuth callback's code and state, ...).
 */
const SECRET_PATHS = /(\/password-reset\/|\/checkout\/pay\/)[^/?#\s"'`<>]+/g;
const SECRET_PARAMS = new RegExp(`([?&](?:${SECRET_QUERY_PARAMS.join('|')})=)[^&#\\s"'\`<>]+`, 'gi');

export const REDACTED = '[redacted]';

/** The text with every secret path segment and parameter replaced, for log lines and logged errors. */
export function redactSecretPaths(text: string): string {
  return text.replace(SECRET_PATHS, `$1${REDACTED}`).replace(SECRET_PARAMS, `$1${REDACTED}`);
}

/** An error as a log may show it: a copy whose message and stack have secret paths replaced. */
export function redactedError(error: unknown): Error {
  const original = error instanceof Error ? error : new Error(String(error));
  const copy = new Error(redactSecretPaths(original.message));
  copy.name = original.name;
  copy.stack = original.stack === undefined ? undefined : redactSecretPaths(original.stack);
  return copy;
}
