/** How an email address is stored and compared: trimmed, Unicode NFC, lower case. */
export function normaliseEmail(value: string): string {
  return value.trim().normalize('NFC').toLowerCase();
}

/**
 * Control, format (zero-width, bidi overrides), private-use and unassigned characters: never part of a real address,
 * often part of a look-alike. EMAIL_PATTERN lets them through, so the server refuses them itself.
 */
export function hasHiddenCharacters(value: string): boolean {
  return /\p{C}/u.test(value);
}

/** For logs: enough to tell mails apart, not enough to read the address (ann@example.com → a***@e***.com). */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  const domain = email.slice(at + 1);
  const dot = domain.lastIndexOf('.');
  const top = dot > 0 ? domain.slice(dot) : '';
  return `${email[0]}***@${domain[0] ?? ''}***${top}`;
}
