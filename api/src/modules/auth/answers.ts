import type { FastifyInstance } from 'fastify';

/**
 * For the identity calls (this plugin's routes only): every failure body also says `success: false`, as the
 * front ends expect, and no answer is stored by a cache, as some carry tokens or personal data.
 */
export function identityAnswers(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  app.addHook('preSerialization', async (_request, reply, payload: unknown) => {
    if (reply.statusCode >= 400 && payload && typeof payload === 'object' && !Array.isArray(payload) && !('success' in payload)) {
      return { success: false, ...payload };
    }
    return payload;
  });
}
