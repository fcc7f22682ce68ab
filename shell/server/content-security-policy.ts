import type { RemotesMap } from '@shop/shared/contracts';

/**
 * Content-Security-Policy: scripts only from the shell itself and the origins of the configured remotes, plus, on a
 * page rendered on the server, React's inline scripts carrying this response's nonce.
 */
export function contentSecurityPolicy(map: RemotesMap, nonce?: string): string {
  const origins = [...new Set(Object.values(map).map((url) => new URL(url).origin))].join(' ');
  return [
    "default-src 'self'",
    `script-src 'self' ${origins}${nonce ? ` 'nonce-${nonce}'` : ''}`,
    `connect-src 'self' ${origins}`,
    `style-src 'self' 'unsafe-inline' ${origins}`,
    `img-src 'self' data: blob: ${origins}`,
    `font-src 'self' ${origins}`,
    "media-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join('; ');
}

/** A remote's own origin serves only its build: its standalone page may run its own scripts and nothing else. */
export const REMOTE_CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "object-src 'none'",
  "base-uri 'self'",
  "frame-ancestors 'none'",
].join('; ');
