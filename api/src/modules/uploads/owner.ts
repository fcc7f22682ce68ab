import type { FastifyReply, FastifyRequest } from 'fastify';
import { UPLOAD_SESSION_HEADER } from '@shop/shared/contracts';
import { hashToken, isWellFormedToken, newToken } from '../../lib/tokens';
import { addressKey } from '../../plugins/rate-limit';

/** The marketplace upload session of a buyer who is not signed in (random 32 bytes; the server keeps only SHA-256). */
export const UPLOAD_SESSION_COOKIE = 'shop_upload_session';
/** A buyer may come back to an unfinished marketplace order within this time. */
const UPLOAD_SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/** "user:{id}" for a signed-in user, else "session:{sha256 hex of the cookie}". */
export type UploadOwner = string;
const ACCOUNT_PREFIX = 'user:';

/** The owner of a signed-in user's uploads. */
export const accountOwner = (userId: number): UploadOwner => `${ACCOUNT_PREFIX}${userId}`;
const sessionOwner = (tokenHash: string): UploadOwner => `session:${tokenHash}`;

/**
 * Who owns an upload made by this request: the signed-in user (Bearer token), else the upload session (its cookie, or
 * the x-upload-session header a partner's page sends). With `create` and none, a new session cookie is set, and for a
 * partner origin the session is named in the answer's x-upload-session too (new sessions are rate-limited per client
 * address, 429 past it); without `create`, undefined.
 */
export async function uploadOwner(
  request: FastifyRequest,
  reply: FastifyReply,
  options: { create: true },
): Promise<UploadOwner>;
export async function uploadOwner(
  request: FastifyRequest,
  reply: FastifyReply,
  options: { create: boolean },
): Promise<UploadOwner | undefined>;
export async function uploadOwner(
  request: FastifyRequest,
  reply: FastifyReply,
  { create }: { create: boolean },
): Promise<UploadOwner | undefined> {
  if (request.user) return accountOwner(request.user.id);
  const visitor = visitorSession(request);
  if (visitor || !create) return visitor;

  const { rateLimits } = request.server.uploadSettings;
  await request.server.rateLimit({ rule: rateLimits.uploadSessionPerIp, key: addressKey(request.ip) });
  const { token, hash } = newToken();
  reply.setCookie(UPLOAD_SESSION_COOKIE, token, { ...sessionCookie(request), maxAge: UPLOAD_SESSION_MAX_AGE_SECONDS });
  // A browser that blocks third-party cookies drops that cookie on a partner's page, and every call would open a new
  // session. Only partner origins get the header: on the shop's own pages the session stays in the HttpOnly cookie.
  if (request.server.uploadSettings.partnerOrigins.includes(request.headers.origin ?? ''))
    reply.header(UPLOAD_SESSION_HEADER, token);
  // Later calls of this request (a chunk that also makes the session) see the same owner.
  request.cookies[UPLOAD_SESSION_COOKIE] = token;
  return sessionOwner(hash);
}

/** The account an owner names ("user:{id}"); undefined for a visitor session. */
export function ownerAccount(owner: UploadOwner): number | undefined {
  return owner.startsWith(ACCOUNT_PREFIX) ? Number(owner.slice(ACCOUNT_PREFIX.length)) : undefined;
}

/**
 * The upload session this browser carries, whoever is signed in (a visitor who signs in still has it): its cookie, else
 * the session a partner's page names in x-upload-session.
 */
export function visitorSession(request: FastifyRequest): UploadOwner | undefined {
  const header = request.headers[UPLOAD_SESSION_HEADER];
  for (const token of [request.cookies[UPLOAD_SESSION_COOKIE], typeof header === 'string' ? header : undefined])
    if (token && isWellFormedToken(token)) return sessionOwner(hashToken(token));
  return undefined;
}

/** Ends this browser's upload session (what it held now belongs to an account). */
export function endVisitorSession(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(UPLOAD_SESSION_COOKIE, sessionCookie(request));
}

/** The session cookie's attributes; clearing it must name the same ones. */
function sessionCookie(request: FastifyRequest) {
  const { secureCookies } = request.server.uploadSettings;
  return {
    path: '/api',
    httpOnly: true,
    // On https the embedded uploader runs on partners' sites, so the cookie must travel cross-site (None needs Secure).
    // Partitioned (CHIPS) keeps it, per partner site, in browsers that block third-party cookies: without it each call
    // would open a new session, and a chunked file's later chunks would find no upload.
    sameSite: secureCookies ? ('none' as const) : ('lax' as const),
    secure: secureCookies,
    partitioned: secureCookies,
  };
}
