import type { FastifyRequest } from 'fastify';

/** Query parameters that may carry a secret (OAuth callbacks, links); their values never reach the log. */
const SECRET_PARAMS = new Set(['code', 'state', 'token', 'access_token', 'id_token', 'password']);

/** The URL as logged: path and query, secret values replaced. */
export function redactUrl(url: string): string {
  const query = url.indexOf('?');
  if (query < 0) return url;
  const params = new URLSearchParams(url.slice(query + 1));
  for (const key of new Set(params.keys())) if (SECRET_PARAMS.has(key.toLowerCase())) params.set(key, '[redacted]');
  return `${url.slice(0, query)}?${params}`;
}

/**
 * Request log lines: method, redacted URL and client address. Never headers (Authorization, cookies) and never
 * bodies (passwords); Fastify logs neither by default, and this serializer keeps it that way.
 */
export function safeRequestLog(request: FastifyRequest) {
  return { method: request.method, url: redactUrl(request.url), remoteAddress: request.ip };
}
