import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import proxyAddr from '@fastify/proxy-addr';
import { AnswerCache, sharedLifetimeMs } from '@shop/shared/server/answer-cache';

const INFO_OR_LOWER = new Set(['trace', 'debug', 'info']);

/**
 * The API's public answers (those a route marks `Cache-Control: public, max-age`: the catalogue's visitor answers)
 * kept by URL and answered again before Fastify runs, for as long as the route allows (docs/decisions/0027). The
 * API answers uncompressed, as it does on every other route; the shell compresses for browsers.
 */
export function createPublicAnswers(): AnswerCache {
  return new AnswerCache({ compress: false });
}

/** The client's address as Fastify's `request.ip` reads it with the same trustProxy setting. */
export function clientAddress(trustProxy: boolean | string): (request: IncomingMessage) => string | undefined {
  if (!trustProxy) return (request) => request.socket.remoteAddress;
  const trusted =
    trustProxy === true ? () => true : proxyAddr.compile(trustProxy.split(',').map((item) => item.trim()));
  return (request) => proxyAddr(request, trusted);
}

/** The log line of an answer given from the cache: the one every request gets (plugins/logging.ts), at info. */
export function logPublicAnswer(
  log: FastifyBaseLogger,
  address: (request: IncomingMessage) => string | undefined,
  request: IncomingMessage,
  response: ServerResponse,
  startedAt: number,
): void {
  if (!INFO_OR_LOWER.has(log.level)) return;
  const req = { method: request.method, url: request.url, ip: address(request) };
  log.info(
    { req, res: { statusCode: response.statusCode }, responseTime: performance.now() - startedAt },
    'request completed',
  );
}

/** Fills the cache from the answers the routes send (headers as Fastify and helmet set them). */
async function publicAnswers(app: FastifyInstance, { cache }: { cache: AnswerCache }) {
  app.addHook('onSend', async (request, reply, payload) => {
    // The cheap test first: nearly every answer is not public.
    if (
      sharedLifetimeMs(reply.getHeader('cache-control')) > 0 &&
      (typeof payload === 'string' || Buffer.isBuffer(payload))
    ) {
      cache.store(request.raw, reply.statusCode, reply.getHeaders(), Buffer.from(payload));
    }
    return payload;
  });
}

export default fp(publicAnswers, { name: 'public-answers' });
