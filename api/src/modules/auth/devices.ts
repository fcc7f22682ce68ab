import { sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { rows } from '../../db/sql';
import { signInDevices } from '../../db/schema';
import { hashToken, isWellFormedToken, newToken } from '../../lib/tokens';

// The browsers a user signed in from (OWASP's "device cookies"): a stranger's failed attempts from many addresses
// reach the email's ceiling and lock it, but a browser the owner signed in from before keeps its own, per-device count
// (docs/decisions/0007). The cookie travels only to POST /api/sign-in; the database keeps its SHA-256.

export const SIGN_IN_DEVICE_COOKIE = 'shop_sign_in_device';
const DEVICE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
/** Browsers remembered per user; the oldest go first (a browser that keeps no cookies makes one at every sign-in). */
const DEVICES_KEPT = 20;

/**
 * The device this sign-in comes from, when its cookie names a browser that `email`'s owner signed in from within a
 * year: a key for its own counter. Undefined for no cookie, a malformed or unknown one, or another user's.
 */
export async function knownDevice(db: Db, request: FastifyRequest, email: string): Promise<string | undefined> {
  const token = request.cookies[SIGN_IN_DEVICE_COOKIE];
  if (!token || !isWellFormedToken(token)) return undefined;
  const hash = hashToken(token);
  const found = await rows(
    db,
    sql`select 1 from sign_in_devices d join users u on u.id = d.user_id
      where d.token_hash = ${hash} and u.email = ${email} and d.created_at > now() - make_interval(secs => ${DEVICE_MAX_AGE_SECONDS})`,
  );
  return found.length > 0 ? `device:${hash.slice(0, 22)}` : undefined;
}

/** Remembers this browser for `userId` (a new cookie) and forgets the user's oldest past DEVICES_KEPT. */
export async function rememberDevice(db: Db, reply: FastifyReply, userId: number, secure: boolean): Promise<void> {
  const { token, hash } = newToken();
  await db.transaction(async (tx) => {
    await tx.insert(signInDevices).values({ tokenHash: hash, userId });
    await tx.execute(
      sql`delete from sign_in_devices where user_id = ${userId} and id not in (
        select id from sign_in_devices where user_id = ${userId} order by created_at desc, id desc limit ${DEVICES_KEPT})`,
    );
  });
  reply.setCookie(SIGN_IN_DEVICE_COOKIE, token, {
    path: '/api/sign-in',
    httpOnly: true,
    sameSite: 'strict',
    secure,
    maxAge: DEVICE_MAX_AGE_SECONDS,
  });
}
