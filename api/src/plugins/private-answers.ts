import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { UPLOAD_SESSION_HEADER } from '@shop/shared/contracts';
import { UPLOAD_SESSION_COOKIE } from '../modules/uploads/owner';

export const PRIVATE_NO_STORE = 'private, no-store';

/** A request that names someone: a bearer token (valid or not) or a visitor's upload session (cookie or header). */
function isPersonal(request: FastifyRequest): boolean {
  return Boolean(
    request.user ||
    request.headers.authorization ||
    request.cookies?.[UPLOAD_SESSION_COOKIE] ||
    request.headers[UPLOAD_SESSION_HEADER],
  );
}

/**
 * Every answer to a personal request is `Cache-Control: private, no-store` unless its route chose its caching itself
 * (media and signed video links do): no shared cache or browser history keeps a user's orders, coupons or tickets,
 * including routes added later (the test walks every protected GET).
 */
async function privateAnswers(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!reply.hasHeader('cache-control') && isPersonal(request)) reply.header('cache-control', PRIVATE_NO_STORE);
    return payload;
  });
}

export default fp(privateAnswers, { name: 'private-answers', dependencies: ['auth'] });
