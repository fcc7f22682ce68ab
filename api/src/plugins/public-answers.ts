import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import proxyAddr from '@fastify/proxy-addr';
import { AnswerCache, sharedLifetimeMs, withVary } from '@shop/shared/server/answer-cache';

const INFO_OR_LOWER = new Set(['trace', 'debug', 'info']);

/**
 * The API's public answers (those a route marks `Cache-Control: public, max-age`: the catalogue's visitor answers)
 * kept by URL and answered again before Fastify runs, for as long as the route allows (docs/decisions/0027). Kept
 * answers go out compressed to clients that accept it (browsers reaching the API straight, through the Ingress): each
 * is compressed once per encoding and sent many times. No other answer is compressed here: they are small, or
 * personal (a compressed secret beside reflected input leaks through its length), and made once each.
 */
export function createPublicAnswers(): AnswerCache {
  return new AnswerCache({ compress: true });
}

/** The client's address as Fastify's `request.ip` reads it with the same trustProxy setting. */
export function clientAddress(trustProxy: boolean | string): (request: IncomingMessage) => string | undefined {
  if (!trustProxy) return (request) => request.socket.remoteAddress;
  const trusted =
    trustProxy === true ? () => true : proxyAddr.compile(trustProxy.split(',').map((item) => item.trim()));
  return (request) => proxyAddr(request, trusted);
}

/** How often the kept answers' counts are written. */
export const KEPT_ANSWER_LOG_MS = 1000;

interface KeptAnswerCount {
  req: { method: string | undefined; url: string | undefined; ip: string | undefined };
  res: { statusCode: number };
  count: number;
  /** The slowest of them, in ms. */
  responseTime: number;
}

/**
 * The log of answers given from the cache (docs/decisions/0027): every one is counted, by method, URL, client address
 * and status, and each second one "request completed" line per such group carries its `count` (and the slowest time).
 * A line per kept answer cost more than the answer itself (pino's serialisers and its worker thread), and a repeat of
 * a public answer says nothing a count does not. Every other request keeps its own line. Counted only when the log
 * writes info lines.
 */
export class KeptAnswerLog {
  private readonly counts = new Map<string, KeptAnswerCount>();
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly log: () => FastifyBaseLogger,
    private readonly address: (request: IncomingMessage) => string | undefined,
    intervalMs = KEPT_ANSWER_LOG_MS,
  ) {
    this.timer = setInterval(() => this.flush(), intervalMs).unref();
  }

  record(request: IncomingMessage, response: ServerResponse, startedAt: number): void {
    if (!INFO_OR_LOWER.has(this.log().level)) return;
    const ip = this.address(request);
    const key = `${request.method} ${response.statusCode} ${ip} ${request.url}`;
    const responseTime = performance.now() - startedAt;
    const known = this.counts.get(key);
    if (known) {
      known.count += 1;
      if (responseTime > known.responseTime) known.responseTime = responseTime;
    } else {
      const req = { method: request.method, url: request.url, ip };
      this.counts.set(key, { req, res: { statusCode: response.statusCode }, count: 1, responseTime });
    }
  }

  /** Writes the counts so far (the server's close writes the last ones). */
  flush(): void {
    if (this.counts.size === 0) return;
    const log = this.log();
    for (const line of this.counts.values()) log.info(line, 'request completed');
    this.counts.clear();
  }

  close(): void {
    clearInterval(this.timer);
    this.flush();
  }
}

/** Fills the cache from the answers the routes send (headers as Fastify and helmet set them). */
async function publicAnswers(app: FastifyInstance, { cache }: { cache: AnswerCache }) {
  app.addHook('onSend', async (request, reply, payload) => {
    // The cheap test first: nearly every answer is not public.
    if (
      sharedLifetimeMs(reply.getHeader('cache-control')) > 0 &&
      (typeof payload === 'string' || Buffer.isBuffer(payload))
    ) {
      // Its repeats may come compressed: this answer varies by Accept-Encoding like them.
      if (cache.compresses) reply.header('vary', withVary(reply.getHeader('vary'), 'accept-encoding'));
      cache.store(request.raw, reply.statusCode, reply.getHeaders(), Buffer.from(payload));
    }
    return payload;
  });
}

export default fp(publicAnswers, { name: 'public-answers' });
