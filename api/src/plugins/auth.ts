import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../lib/http-error';
import { hashToken, isWellFormedToken } from '../lib/tokens';
import { findAuthUser, type AuthUser } from '../modules/auth/repository';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user of a valid `Authorization: Bearer` token; null without one, or when it is unknown, expired or revoked. */
    user: AuthUser | null;
  }
}

export const SIGN_IN_REQUIRED = 'Please sign in to continue.';
export const STAFF_ONLY_MESSAGE = 'Only staff can do this.';

/** The token of an `Authorization: Bearer <token>` header, when it has one of the right shape. */
export function bearerToken(header: string | undefined): string | undefined {
  const match = header && /^Bearer +(\S+)\s*$/i.exec(header);
  const token = match ? match[1] : undefined;
  return token && isWellFormedToken(token) ? token : undefined;
}

/** preHandler for every route that needs a user: 401 without one. */
export async function requireUser(request: FastifyRequest): Promise<void> {
  if (!request.user) throw new HttpError(401, SIGN_IN_REQUIRED);
}

/** preHandler for the staff desk's routes (/api/staff/...): anonymous 401, any signed-in user who is not staff 403. */
export async function requireStaff(request: FastifyRequest): Promise<void> {
  if (signedInUser(request).role !== 'staff') throw new HttpError(403, STAFF_ONLY_MESSAGE);
}

/** The signed-in user of a route behind requireUser. */
export function signedInUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw new HttpError(401, SIGN_IN_REQUIRED);
  return request.user;
}

async function auth(app: FastifyInstance, { idleMs }: { idleMs: number }) {
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request) => {
    const token = bearerToken(request.headers.authorization);
    if (token) request.user = (await findAuthUser(app.db, hashToken(token), idleMs)) ?? null;
  });
}

export default fp(auth, { name: 'auth', dependencies: ['db'] });
