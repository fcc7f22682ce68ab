import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { generateCodeVerifier, generateState } from 'arctic';
import { object, size, string } from 'superstruct';
import {
  SOCIAL_PROVIDERS,
  SOCIAL_SIGN_IN_COMPLETE_PATH,
  type SocialProvider,
  type SocialSignInNotice,
} from '@shop/shared/contracts';
import type { Config } from '../../config';
import { HttpError } from '../../lib/http-error';
import { validate } from '../../lib/validate';
import { identityAnswers } from './answers';
import { acceptEmail } from './input';
import * as identity from './repository';
import type { SocialClients } from './social-providers';

// Links the browser itself opens, under /auth: sign-out and the social sign-in flows (docs/decisions/0009).

const DEFAULT_RETURN = '/account';
const STATE_COOKIE = 'shop_oauth';
const STATE_TTL_SECONDS = 10 * 60;
export const STATE_MISMATCH = 'This sign-in attempt has expired or was started elsewhere. Please try again.';
/**
 * Proof that a social sign-in's result reached the browser that finished it: the callback sets this cookie beside
 * the token it puts in the fragment, and /sign-in/complete asks POST /auth/handoff before it takes the token. A
 * fragment alone would sign in whoever opens a link holding someone else's token (login CSRF: an attacker's
 * account collecting the victim's photos and addresses); a site cannot set our cookie in a victim's browser.
 */
export const HANDOFF_PATH = '/auth/handoff';
const HANDOFF_COOKIE = 'shop_handoff';
export const HANDOFF_REFUSED = 'This sign-in did not start in this browser. Please sign in again.';
const HandoffStruct = object({ token: size(string(), 1, 512) });
const handoffProof = (token: string) => createHash('sha256').update(token).digest('base64url');

/** Only a path on this site (no scheme, host or protocol-relative //) may be a return target; anything else is the default. */
export function safeReturnPath(value: unknown): string {
  if (typeof value !== 'string' || value.length > 2000 || !value.startsWith('/') || /[\\\p{Cc}]/u.test(value))
    return DEFAULT_RETURN;
  const base = 'http://site.invalid';
  try {
    const url = new URL(value, base);
    // Checked after dot segments are resolved: "/.//x.example" becomes "//x.example", another site.
    if (url.origin !== base || url.pathname.startsWith('//')) return DEFAULT_RETURN;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return DEFAULT_RETURN;
  }
}

interface FlowState {
  provider: SocialProvider;
  state: string;
  verifier: string;
  return: string;
}

const encodeFlow = (flow: FlowState) => Buffer.from(JSON.stringify(flow)).toString('base64url');

function decodeFlow(value: string | undefined): FlowState | undefined {
  if (!value) return undefined;
  try {
    const flow = JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as Partial<FlowState>;
    if (
      typeof flow.state === 'string' &&
      typeof flow.verifier === 'string' &&
      typeof flow.provider === 'string' &&
      typeof flow.return === 'string'
    ) {
      return flow as FlowState;
    }
  } catch {
    // A cookie we did not write is no flow.
  }
  return undefined;
}

const sameSecret = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

export default async function siteRoutes(
  app: FastifyInstance,
  { config, socialClients }: { config: Config; socialClients: SocialClients },
) {
  identityAnswers(app);
  const secure = config.publicUrl.startsWith('https:');
  const notice = (reply: FastifyReply, query: SocialSignInNotice) =>
    reply.redirect(`${config.publicUrl}/sign-in?${new URLSearchParams(query)}`);

  const handoffCookie = { path: HANDOFF_PATH, httpOnly: true, sameSite: 'lax', secure } as const;

  /**
   * Whether `token` is the one a social sign-in callback gave this browser (see HANDOFF_PATH). The cookie is not used
   * up: the page may ask twice (a remount), and it proves nothing without the token; it expires with the flow.
   */
  app.post('/handoff', async (request) => {
    const proof = request.cookies[HANDOFF_COOKIE];
    const { token } = validate(HandoffStruct, request.body);
    if (!proof || !sameSecret(proof, handoffProof(token))) throw new HttpError(400, HANDOFF_REFUSED);
    return { success: true };
  });

  /** Ends the session of the presented token; answers the same with no token or a dead one. */
  app.get('/logout', async (request) => {
    if (request.user) await identity.deleteSession(app.db, request.user.sessionId);
    return { success: true };
  });

  for (const provider of SOCIAL_PROVIDERS) {
    const cookiePath = `/auth/${provider}/callback`;

    app.get<{ Querystring: { return?: string } }>(`/${provider}`, async (request, reply) => {
      const client = socialClients[provider];
      if (!client) return notice(reply, { social: 'unavailable', provider });
      const flow: FlowState = {
        provider,
        state: generateState(),
        verifier: generateCodeVerifier(),
        return: safeReturnPath(request.query.return),
      };
      reply.setCookie(STATE_COOKIE, encodeFlow(flow), {
        path: cookiePath,
        httpOnly: true,
        sameSite: 'lax',
        secure,
        maxAge: STATE_TTL_SECONDS,
      });
      return reply.redirect(client.authorizationUrl(flow.state, flow.verifier).href);
    });

    app.get<{ Querystring: { code?: string; state?: string; error?: string } }>(
      `/${provider}/callback`,
      async (request, reply) => {
        const client = socialClients[provider];
        if (!client) return notice(reply, { social: 'unavailable', provider });
        const flow = decodeFlow(request.cookies[STATE_COOKIE]);
        reply.clearCookie(STATE_COOKIE, { path: cookiePath, httpOnly: true, sameSite: 'lax', secure });
        const { code, state, error } = request.query;
        if (!flow || flow.provider !== provider || typeof state !== 'string' || !sameSecret(state, flow.state))
          throw new HttpError(400, STATE_MISMATCH);
        if (error || typeof code !== 'string' || code === '') return notice(reply, { social: 'failed', provider });

        let email: string | null;
        try {
          email = await client.verifiedEmail(code, flow.verifier);
        } catch (failure) {
          request.log.warn(
            { provider, err: { message: (failure as Error).message } },
            'social sign-in code exchange failed',
          );
          return notice(reply, { social: 'failed', provider });
        }
        let accepted: string;
        try {
          accepted = acceptEmail(email ?? '', 'email');
        } catch {
          return notice(reply, { social: 'failed', provider });
        }
        const { id: userId, reclaimed } = await identity.findOrCreateVerifiedUser(app.db, accepted);
        if (reclaimed) request.log.info({ userId, provider }, 'social sign-in proved an unverified address: password cleared, sessions ended');
        const token = await identity.createSession(app.db, userId, config.sessions.rememberMeTtlMs);
        // The token travels in the fragment: never sent to a server, never in a Referer or an access log.
        const fragment = new URLSearchParams({ token, return: flow.return });
        reply.setCookie(HANDOFF_COOKIE, handoffProof(token), { ...handoffCookie, maxAge: STATE_TTL_SECONDS });
        return reply.redirect(`${config.publicUrl}${SOCIAL_SIGN_IN_COMPLETE_PATH}#${fragment}`);
      },
    );
  }
}
