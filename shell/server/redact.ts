/** Paths whose last segment is a secret (a password reset link's token): never written to a log as they are. */
const SECRET_PATHS = /(\/password-reset\/)[^/?#\s"'`<>]+/g;

export const REDACTED = '[redacted]';

/** The text with every secret path segment replaced, for log lines and logged errors. */
export function redactSecretPaths(text: string): string {
  return text.replace(SECRET_PATHS, `$1${REDACTED}`);
}

/** An error as a log may show it: a copy whose message and stack have secret paths replaced. */
export function redactedError(error: unknown): Error {
  const original = error instanceof Error ? error : new Error(String(error));
  const copy = new Error(redactSecretPaths(original.message));
  copy.name = original.name;
  copy.stack = original.stack === undefined ? undefined : redactSecretPaths(original.stack);
  return copy;
}
