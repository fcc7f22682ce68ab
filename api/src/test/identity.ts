// Helpers for tests that need accounts and tokens.
import assert from 'node:assert/strict';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import type { SessionUser } from '@shop/shared/contracts';
import type { Db } from '../db/client';
import { mailOutbox, sessions, users } from '../db/schema';
import { hashToken } from '../lib/tokens';

export const PASSWORD = 'correct horse battery';

let counter = 0;
/** An address no other test (or earlier run on the same PostgreSQL) has used. */
export const uniqueEmail = (label = 'shopper') => `${label}.${process.pid}.${Date.now()}.${(counter += 1)}@example.com`;

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export interface TestUser {
  id: number;
  email: string;
  token: string;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A JSON call, with the user's token when given. */
export interface CallOptions {
  payload?: unknown;
  token?: string;
  headers?: Record<string, string>;
  remoteAddress?: string;
}

export function call(app: FastifyInstance, method: Method, url: string, { payload, token, headers = {}, remoteAddress }: CallOptions = {}) {
  const options: InjectOptions = { method, url, headers: { ...(token ? bearer(token) : {}), ...headers } };
  if (payload !== undefined) options.payload = payload as InjectOptions['payload'];
  if (remoteAddress) options.remoteAddress = remoteAddress;
  return app.inject(options);
}

/** GET `url` as a visitor, asserting 200; its JSON. */
export async function getOk(app: FastifyInstance, url: string) {
  const response = await app.inject({ method: 'GET', url });
  assert.equal(response.statusCode, 200, response.body);
  return response.json();
}

export async function signUp(app: FastifyInstance, email = uniqueEmail(), password = PASSWORD): Promise<TestUser> {
  const response = await call(app, 'POST', '/api/sign-up', { payload: { email, password } });
  assert.equal(response.statusCode, 200, response.body);
  const { user } = response.json();
  return { id: user.id, email: user.email, token: user.token };
}

/** A new user with the staff role (users.role; the session reads it on each request), for the staff desk's tests. */
export async function signUpStaff(app: FastifyInstance): Promise<TestUser> {
  const user = await signUp(app);
  await app.db.update(users).set({ role: 'staff' }).where(eq(users.id, user.id));
  return user;
}

export async function signIn(app: FastifyInstance, email: string, password = PASSWORD, rememberMe = true): Promise<string> {
  const response = await call(app, 'POST', '/api/sign-in', { payload: { identity: email, credential: password, remember_me: rememberMe } });
  assert.equal(response.statusCode, 200, response.body);
  return response.json().user.token;
}

/** The user the token belongs to according to /api/initiate, or null. */
export async function whoAmI(app: FastifyInstance, token: string): Promise<SessionUser | null> {
  const response = await call(app, 'GET', '/api/initiate', { token });
  assert.equal(response.statusCode, 200, response.body);
  return response.json().user;
}

/** Moves a session's expiry into the past, as if its time had run out. */
export async function expireSession(db: Db, token: string): Promise<void> {
  const expired = await db.update(sessions).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(sessions.tokenHash, hashToken(token))).returning({ id: sessions.id });
  assert.equal(expired.length, 1, 'no session for that token');
}

/** The newest mail to an address (after the app's background work has run). */
export async function lastMailTo(app: FastifyInstance, db: Db, to: string) {
  await app.background.idle();
  const mails = await db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
  return mails.sort((a, b) => b.id - a.id)[0];
}

/** The reset token inside a mailed link. */
export function resetTokenFrom(text: string): string {
  const match = /\/password-reset\/([A-Za-z0-9_-]{43})\b/.exec(text);
  assert.ok(match?.[1], `no reset link in: ${text}`);
  return match[1];
}
