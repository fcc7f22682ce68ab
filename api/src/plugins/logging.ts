import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { SECRET_QUERY_PARAMS } from '@shop/shared/server/log-secrets';

const SECRET_PARAMS = new Set<string>(SECRET_QUERY_PARAMS);
/** A path segment that is a secret: the local payment page's session id, the only key to that page. */
const SECRET_PATH = /(\/checkout\/pay\/)[^/?#]+/;

// The same URLs come again and again (a catalogue page): their logged form is kept rather than parsed each time.
const REDACTED_KEPT = 1000;
const redactedUrls = new Map<string, string>();

/** The URL as logged: path and query, secret values replaced. */
export function redactUrl(url: string): string {
  const query = url.indexOf('?');
  const path = query < 0 ? url : url.slice(0, query);
  const redactedPath = path.replace(SECRET_PATH, '$1[redacted]');
  if (query < 0) return redactedPath;
  const known = redactedUrls.get(url);
  if (known !== undefined) return known;
  const params = new URLSearchParams(url.slice(query + 1));
  const secrets = [...new Set(params.keys())].filter((key) => SECRET_PARAMS.has(key.toLowerCase()));
  for (const key of secrets) params.set(key, '[redacted]');
  const redacted = `${redactedPath}?${params}`;
  // A URL carrying a secret is not kept: no secret stays in memory for the log's sake.
  if (secrets.length > 0 || redactedPath !== path) return redacted;
  if (redactedUrls.size >= REDACTED_KEPT) redactedUrls.clear();
  redactedUrls.set(url, redacted);
  return redacted;
}

/**
 * Request log lines: method, redacted URL and client address. Never headers (Authorization, cookies) and never
 * bodies (passwords); Fastify logs neither by default, and this serializer keeps it that way.
 */
export function safeRequestLog(request: FastifyRequest) {
  return { method: request.method, url: redactUrl(request.url), remoteAddress: request.ip };
}

/**
 * One line per request, written when it is answered ("request completed": method, redacted URL, client address,
 * status, response time), instead of Fastify's two (incoming, completed). The level follows the status: 5xx and
 * failures at error, 4xx at warn, the rest at info; so LOG_LEVEL=warn still keeps every refused or failed request.
 */
export class RequestLogController extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else if (reply.statusCode >= 500) reply.log.error(line, 'request completed');
    else if (reply.statusCode >= 400) reply.log.warn(line, 'request completed');
    else reply.log.info(line, 'request completed');
  }
}

/**
 * The API's own logger: JSON lines on stdout at `level`, written by a worker thread (pino's file transport), so a
 * request's line costs the event loop its serialisation only, not a write(2). pino flushes the worker on exit.
 * `silent` starts no worker.
 */
export function apiLogger(level: string): FastifyServerOptions['logger'] {
  if (level === 'silent') return { level };
  return { level, transport: { target: 'pino/file', options: { destination: 1 } } };
}
