import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Helmet's security headers on every answer, its middleware made once. @fastify/helmet made it again for every request
 * (parsing the CSP directives each time): /api/time cost the API 134–138 µs of CPU a request with it, 77–99 without
 * (docs/decisions/0027).
 */
async function securityHeaders(app: FastifyInstance, options: HelmetOptions) {
  const setHeaders = helmet(options);
  app.addHook('onRequest', (request, reply, done) =>
    setHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined)),
  );
}

export default fp(securityHeaders, { name: 'security-headers' });
