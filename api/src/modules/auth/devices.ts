import { eq, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { rows, sqlList } from '../../db/sql';
import { signInDevices } from '../../db/schema';
import { hashToken, isWellFormedToken, newToken } from '../../lib/tokens';

// The browsers a user signed in from (OWASP's "device cookies"): a stranger's failed attempts from many addresses
// reach the email's ceiling and lock it, but a browser the owner signed in from keeps its own, per-browser count
// (docs/decisions/0007). The cookie travels only to POST /api/sign-in; the database keeps the SHA-256 of its tokens.

export const SIGN_IN_DEVICE_COOKIE = 'shop_sign_in_device';
const DEVICE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
/** Browsers remembered per user; past it the longest unused go (one that keeps no cookies makes one per sign-in). */
const DEVICES_KEPT = 20;
/** Accounts one browser is remembered for (a shared computer): one token each, last used first, "."-separated. */
const TOKENS_PER_COOKIE = 5;

export interface KnownDevice {
  id: number;
  /** The cookie's token that named it. */
  token: string;
  /** What its own sign-in counter is kept under. */
  counterKey: string;
}

function cookieTokens(request: FastifyRequest): string[] {
  const value = request.cookies[SIGN_IN_DEVICE_COOKIE] ?? '';
  return value.split('.').filter(isWellFormedToken).slice(0, TOKENS_PER_COOKIE);
}

/**
 * The device this sign-in comes from, when a token of its cookie names a browser from which `email`'s owner signed
 * in within a year. Undefined for no cookie, malformed or unknown tokens, or other users' only.
 */
export async function knownDevice(db: Db, request: FastifyRequest, email: string): Promise<KnownDevice | undefined> {
  const tokens = new Map(cookieTokens(request).map((token) => [hashToken(token), token]));
  if (tokens.size === 0) return undefined;
  const [found] = await rows<{ id: number; token_hash: string }>(
    db,
    sql`select d.id, d.token_hash from sign_in_devices d join users u on u.id = d.user_id
      where d.token_hash in (${sqlList([...tokens.keys()])}) and u.email = ${email}
        and d.last_used_at > now() - make_interval(secs => ${DEVICE_MAX_AGE_SECONDS})
      limit 1`,
  );
  return found
    ? { id: found.id, token: tokens.get(found.token_hash)!, counterKey: `device:${found.token_hash.slice(0, 22)}` }
    : undefined;
}

/**
 * After a successful sign-in or sign-up: a known browser's last use moves on; any other is remembered for `userId`
 * with a new token (the user's longest unused past DEVICES_KEPT are forgotten). The cookie is set again for another
 * year, with the token just used in front and only the others still remembered behind it: tokens forgotten meanwhile
 * (a password change, pruning) would otherwise keep places another account of the browser could use.
 */
export async function rememberDevice(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  { userId, known, secure }: { userId: number; known: KnownDevice | undefined; secure: boolean },
): Promise<void> {
  let used: string;
  if (known) {
    await db.update(signInDevices).set({ lastUsedAt: sql`now()` }).where(eq(signInDevices.id, known.id));
    used = known.token;
  } else {
    const { token, hash } = newToken();
    await db.transaction(async (tx) => {
      await tx.insert(signInDevices).values({ tokenHash: hash, userId });
      await tx.execute(
        sql`delete from sign_in_devices where user_id = ${userId} and id not in (
          select id from sign_in_devices where user_id = ${userId} order by last_used_at desc, id desc limit ${DEVICES_KEPT})`,
      );
    });
    used = token;
  }
  const others = cookieTokens(request).filter((token) => token !== used);
  const remembered = new Set(
    others.length === 0
      ? []
      : (
          await rows<{ token_hash: string }>(
            db,
            sql`select token_hash from sign_in_devices where token_hash in (${sqlList(others.map(hashToken))})`,
          )
        ).map((row) => row.token_hash),
  );
  const tokens = [used, ...others.filter((token) => remembered.has(hashToken(token)))].slice(0, TOKENS_PER_COOKIE);
  reply.setCookie(SIGN_IN_DEVICE_COOKIE, tokens.join('.'), {
    path: '/api/sign-in',
    httpOnly: true,
    sameSite: 'strict',
    secure,
    maxAge: DEVICE_MAX_AGE_SECONDS,
  });
}
