import { and, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Profile, SessionUser, UserRole } from '@shop/shared/contracts';
import type { Db } from '../../db/client';
import { passwordResetTokens, sessions, signInDevices, users } from '../../db/schema';
import { newToken } from '../../lib/tokens';

// Users, sessions and reset tokens. Tokens reach this module as hashes only (lib/tokens.ts); the plain token is made
// here and handed back once, to be sent to its owner.

type UserRow = typeof users.$inferSelect;
export type ProfileColumns = Pick<UserRow, (typeof PROFILE_COLUMNS)[number]>;

const PROFILE_COLUMNS = [
  'firstName',
  'lastName',
  'company',
  'country',
  'streetAddress',
  'apartment',
  'city',
  'county',
  'postcode',
  'phone',
  'orderNotes',
] as const satisfies ReadonlyArray<keyof Profile & keyof UserRow>;

/** A signed-in user as a request sees it (plugins/auth.ts). */
export interface AuthUser {
  id: number;
  email: string;
  sessionId: number;
  role: UserRole;
}

export type SessionUserRow = Pick<UserRow, 'id' | 'email' | 'role'> & ProfileColumns;

/** The user as answers carry it (SessionUserStruct, without the token): profile null until any field is given. */
export function toSessionUser(row: SessionUserRow): SessionUser {
  const profile: Profile = {};
  for (const column of PROFILE_COLUMNS) {
    const value = row[column];
    if (value !== null) profile[column] = value;
  }
  return {
    id: row.id,
    email: row.email,
    profile: Object.keys(profile).length > 0 ? profile : null,
    role: row.role as UserRole,
  };
}

/** The columns toSessionUser reads, for a select or a returning. */
export const sessionUserColumns = {
  id: users.id,
  email: users.email,
  role: users.role,
  ...Object.fromEntries(PROFILE_COLUMNS.map((column) => [column, users[column]])),
} as { id: typeof users.id; email: typeof users.email; role: typeof users.role } & {
  [K in (typeof PROFILE_COLUMNS)[number]]: (typeof users)[K];
};

export async function findSessionUser(db: Db, userId: number): Promise<SessionUser | undefined> {
  const [row] = await db.select(sessionUserColumns).from(users).where(eq(users.id, userId));
  return row && toSessionUser(row);
}

/** The account of an address with its password hash and profile (so sign-in can answer the user without another query). */
export async function findUserByEmail(
  db: Db,
  email: string,
): Promise<(SessionUserRow & { passwordHash: string | null }) | undefined> {
  const [row] = await db
    .select({ ...sessionUserColumns, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.email, email));
  return row;
}

export async function findPasswordHash(db: Db, userId: number): Promise<string | null | undefined> {
  const [row] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId));
  return row?.passwordHash;
}

/** Creates the account and its first session together; undefined when the email is taken. */
export async function createUserWithSession(
  db: Db,
  account: { email: string; passwordHash: string | null },
  ttlMs: number,
): Promise<{ user: SessionUser; token: string } | undefined> {
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(users)
      .values(account)
      .onConflictDoNothing({ target: users.email })
      .returning(sessionUserColumns);
    if (!created) return undefined;
    const token = await createSession(tx, created.id, ttlMs);
    return { user: toSessionUser(created), token };
  });
}

/**
 * The account for an email a provider has verified, made (without a password) when there is none. An existing account
 * whose address was never proved may have been made by someone else before the owner came (pre-hijack): its password
 * is cleared and its sessions end before the owner is let in (the owner can set a password with a reset link).
 */
export async function findOrCreateVerifiedUser(db: Db, email: string): Promise<{ id: number; reclaimed: boolean }> {
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(users)
      .values({ email, passwordHash: null, emailVerifiedAt: sql`now()` })
      .onConflictDoNothing({ target: users.email })
      .returning({ id: users.id });
    if (created) return { id: created.id, reclaimed: false };
    const [unproved] = await tx
      .update(users)
      .set({ passwordHash: null, emailVerifiedAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(users.email, email), isNull(users.emailVerifiedAt)))
      .returning({ id: users.id });
    if (unproved) {
      await signOutEverywhere(tx, unproved.id);
      return { id: unproved.id, reclaimed: true };
    }
    const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (!existing) throw new Error('A user vanished between insert and select');
    return { id: existing.id, reclaimed: false };
  });
}

export async function updatePasswordHash(db: Db, userId: number, passwordHash: string): Promise<void> {
  await db
    .update(users)
    .set({ passwordHash, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}

/** A new session; answers its token, the only time it exists outside the caller's hands. Also drops the user's expired sessions. */
export async function createSession(db: Db, userId: number, ttlMs: number): Promise<string> {
  const { token, hash } = newToken();
  await db.delete(sessions).where(and(eq(sessions.userId, userId), lt(sessions.expiresAt, sql`now()`)));
  await db.insert(sessions).values({ tokenHash: hash, userId, expiresAt: new Date(Date.now() + ttlMs) });
  return token;
}

/** Seen at most this often per session, so an active user costs one write per few minutes, not one per request. */
const LAST_USED_RESOLUTION_MS = 5 * 60 * 1000;

/**
 * findAuthUser's query, built once per database: it runs on every signed-in request, and drizzle's builder made it
 * again each time (PGlite, 1000 calls a round, alternating: 0.84–1.04 ms of CPU a call built, 0.69–0.74 prepared).
 */
const authQueries = new WeakMap<Db, ReturnType<typeof prepareAuthQuery>>();

function prepareAuthQuery(db: Db) {
  return db
    .select({
      id: users.id,
      email: users.email,
      role: users.role,
      sessionId: sessions.id,
      lastUsedAt: sessions.lastUsedAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        gt(sessions.expiresAt, sql`now()`),
        gt(sql`coalesce(${sessions.lastUsedAt}, ${sessions.createdAt})`, sql.placeholder('idleSince')),
      ),
    )
    .prepare('find_auth_user');
}

/**
 * The user behind a live session token (by its hash); undefined when unknown, expired, unused for longer than
 * `idleMs` (measured from last_used_at, so to within LAST_USED_RESOLUTION_MS) or the user is gone.
 */
export async function findAuthUser(db: Db, tokenHash: string, idleMs: number): Promise<AuthUser | undefined> {
  let query = authQueries.get(db);
  if (!query) authQueries.set(db, (query = prepareAuthQuery(db)));
  const [row] = await query.execute({ tokenHash, idleSince: new Date(Date.now() - idleMs) });
  if (!row) return undefined;
  if (!row.lastUsedAt || Date.now() - row.lastUsedAt.getTime() > LAST_USED_RESOLUTION_MS) {
    await db
      .update(sessions)
      .set({ lastUsedAt: sql`now()` })
      .where(eq(sessions.id, row.sessionId));
  }
  return { id: row.id, email: row.email, sessionId: row.sessionId, role: row.role as UserRole };
}

export async function deleteSession(db: Db, sessionId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

/**
 * After the password or the address changed (or the account was taken back): ends every session of a user except,
 * when given, the one making the request, and forgets every browser remembered for sign-in (a browser that knew the
 * old password must not keep its own count of guesses at the new one).
 */
export async function signOutEverywhere(db: Db, userId: number, { except }: { except?: number } = {}): Promise<void> {
  await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), except === undefined ? undefined : ne(sessions.id, except)));
  await db.delete(signInDevices).where(eq(signInDevices.userId, userId));
}

export async function createResetToken(db: Db, userId: number, ttlMs: number): Promise<string> {
  const { token, hash } = newToken();
  await db
    .delete(passwordResetTokens)
    .where(and(eq(passwordResetTokens.userId, userId), lt(passwordResetTokens.expiresAt, sql`now()`)));
  await db.insert(passwordResetTokens).values({ tokenHash: hash, userId, expiresAt: new Date(Date.now() + ttlMs) });
  return token;
}

/** Makes every open reset link of a user unusable (the address they were mailed to is no longer the account's). */
export async function revokeResetTokens(db: Db, userId: number): Promise<void> {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}

const usableResetToken = (tokenHash: string) =>
  and(
    eq(passwordResetTokens.tokenHash, tokenHash),
    isNull(passwordResetTokens.usedAt),
    gt(passwordResetTokens.expiresAt, sql`now()`),
  );

export async function isResetTokenUsable(db: Db, tokenHash: string): Promise<boolean> {
  const [row] = await db
    .select({ id: passwordResetTokens.id })
    .from(passwordResetTokens)
    .where(usableResetToken(tokenHash));
  return row !== undefined;
}

/**
 * Uses a reset token: marks it (and the user's other open links) used, sets the new password and ends every session
 * of the user, all in one transaction. The conditional update makes the token single-use even under concurrent
 * requests. Answers the account's email, or undefined when the token is unknown, used or expired.
 */
export async function resetPassword(db: Db, tokenHash: string, passwordHash: string): Promise<string | undefined> {
  return db.transaction(async (tx) => {
    const [used] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: sql`now()` })
      .where(usableResetToken(tokenHash))
      .returning({ userId: passwordResetTokens.userId });
    if (!used) return undefined;
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: sql`now()` })
      .where(and(eq(passwordResetTokens.userId, used.userId), isNull(passwordResetTokens.usedAt)));
    // The link came by mail: the owner has proved the address.
    const [user] = await tx
      .update(users)
      .set({ passwordHash, emailVerifiedAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(users.id, used.userId))
      .returning({ email: users.email });
    await signOutEverywhere(tx, used.userId);
    return user?.email;
  });
}
