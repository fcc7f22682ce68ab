import assert from 'node:assert/strict';
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { DELETE_ACCOUNT_PHRASE } from '@shop/shared/constants';
import { mailOutbox, passwordResetTokens, sessions, users } from '../../db/schema';
import { hashToken } from '../../lib/tokens';
import { PASSWORD, call, lastMailTo, resetTokenFrom, signIn, signUp, uniqueEmail, whoAmI } from '../../test/identity';
import { buildTestApp, createTestDatabase, temporaryDir, testConfig } from '../../test/setup';

const database = await createTestDatabase();
const { db } = database;
const outboxDir = await temporaryDir('shop-outbox-');
const NEW_PASSWORD = 'a brand new password';
const INVALID_LINK = { success: false, field: 'token', message: 'This password reset link is invalid or has expired.' };

describe('password reset', () => {
  let app: FastifyInstance;
  beforeEach(() => {
    app = buildTestApp(database, testConfig({ MAIL_OUTBOX_DIR: outboxDir, PUBLIC_URL: 'https://shop.example' }));
  });
  afterEach(() => app.close());

  const post = (url: string, payload: unknown) => call(app, 'POST', url, { payload });
  /** The JSON copy of an outbox row: without SMTP, the delivered mail. */
  const deliveredMail = async (mailId: number) => {
    const file = (await readdir(outboxDir)).find((name) => name.includes(`Z-${mailId}-u`));
    assert.ok(file, 'no outbox file');
    return { file, content: JSON.parse(await readFile(path.join(outboxDir, file), 'utf8')) as { to: string; text: string; html: string } };
  };
  /** Asks for a link for the user and answers the token read from the delivered mail. */
  const requestLink = async (email: string) => {
    const response = await post('/api/password-reset', { email });
    assert.equal(response.statusCode, 200, response.body);
    const mail = await lastMailTo(app, db, email);
    assert.ok(mail, `no mail to ${email}`);
    return resetTokenFrom((await deliveredMail(mail.id)).content.text);
  };
  const confirm = (token: string, password = NEW_PASSWORD, confirmation = password) => post('/api/password-reset/confirm', { password, password_confirmation: confirmation, token });

  test('answers the same for a known and an unknown address, and mails only the known one', async () => {
    const user = await signUp(app);
    const unknown = uniqueEmail('nobody');
    const known = await post('/api/password-reset', { email: user.email });
    const other = await post('/api/password-reset', { email: unknown });
    assert.deepEqual([known.statusCode, other.statusCode], [200, 200]);
    assert.equal(known.body, other.body);
    assert.deepEqual(known.json(), { success: true });
    assert.ok(await lastMailTo(app, db, user.email));
    assert.equal(await lastMailTo(app, db, unknown), undefined);
  });

  test('mails a one-hour link to /password-reset/{token} on PUBLIC_URL, keeping only the token hash', async () => {
    const user = await signUp(app);
    const token = await requestLink(user.email);
    const mail = await lastMailTo(app, db, user.email);
    assert.equal(mail?.subject, 'Reset your Story Shop password');
    const { content } = await deliveredMail(mail!.id);
    assert.ok(content.text.includes(`https://shop.example/password-reset/${token}`));
    assert.ok(content.html.includes(`href="https://shop.example/password-reset/${token}"`));
    // The outbox row keeps the mail without its usable link.
    assert.ok(mail?.text.includes('https://shop.example/password-reset/[redacted]'));
    assert.ok(!JSON.stringify(mail).includes(token));
    const [row] = await db.select().from(passwordResetTokens).where(eq(passwordResetTokens.tokenHash, hashToken(token)));
    assert.equal(row?.userId, user.id);
    assert.ok(Math.abs((row?.expiresAt.getTime() ?? 0) - Date.now() - 60 * 60 * 1000) < 60_000);
    const stored = JSON.stringify(await db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id)));
    assert.ok(!stored.includes(token));
  });

  test('writes each mail as a JSON file in MAIL_OUTBOX_DIR', async () => {
    const user = await signUp(app);
    const token = await requestLink(user.email);
    const [mail] = await db.select().from(mailOutbox).where(eq(mailOutbox.to, user.email));
    const { file, content } = await deliveredMail(mail!.id);
    assert.match(file, new RegExp(`^\\d{4}-\\d{2}-\\d{2}T\\d{2}-\\d{2}-\\d{2}-\\d{3}Z-${mail!.id}-u${user.id}\\.json$`));
    assert.deepEqual(Object.keys(content).sort(), ['createdAt', 'html', 'subject', 'text', 'to']);
    assert.equal(content.to, user.email);
    assert.ok(content.text.includes(token));
  });

  test("deleting the account removes its mail's JSON copies too", async () => {
    const user = await signUp(app);
    await requestLink(user.email);
    const ownFiles = async () => (await readdir(outboxDir)).filter((name) => name.endsWith(`-u${user.id}.json`));
    assert.equal((await ownFiles()).length, 1);
    const deleted = await call(app, 'POST', '/api/account/delete', { token: user.token, payload: { password: DELETE_ACCOUNT_PHRASE } });
    assert.equal(deleted.statusCode, 200, deleted.body);
    assert.deepEqual(await ownFiles(), []);
  });

  test('a completed reset marks the email as proved', async () => {
    const user = await signUp(app);
    const unproved = await db.select({ at: users.emailVerifiedAt }).from(users).where(eq(users.id, user.id));
    assert.equal(unproved[0]?.at, null);
    assert.equal((await confirm(await requestLink(user.email))).statusCode, 200);
    const [row] = await db.select({ at: users.emailVerifiedAt }).from(users).where(eq(users.id, user.id));
    assert.ok(row?.at instanceof Date);
  });

  test('the reset request answers the spec texts for a bad address', async () => {
    const cases: Array<[unknown, string]> = [
      [{}, 'Email is required'],
      [{ email: '' }, 'Email is required'],
      [{ email: 'nope' }, 'Invalid email address'],
      [{ email: ['a@b.co'] }, 'Invalid email address'],
      [{ email: `${'x'.repeat(300)}@example.com` }, 'Email address must be at most 254 characters long'],
    ];
    for (const [payload, message] of cases) {
      const response = await post('/api/password-reset', payload);
      assert.equal(response.statusCode, 400, JSON.stringify(payload));
      assert.deepEqual(response.json(), { success: false, field: 'email', message });
    }
  });

  test('POST /api/password-reset/validate says whether a link can be used', async () => {
    const user = await signUp(app);
    const token = await requestLink(user.email);
    assert.deepEqual((await post('/api/password-reset/validate', { token })).json(), { valid: true });
    for (const other of ['x'.repeat(43), 'short', "' or 1=1 --", token.toUpperCase()]) {
      const response = await post('/api/password-reset/validate', { token: other });
      assert.equal(response.statusCode, 200);
      assert.deepEqual(response.json(), { valid: false }, other);
    }
    for (const payload of [{}, { token: '' }, { token: 42 }, { token: 'x'.repeat(513) }]) {
      const response = await post('/api/password-reset/validate', payload);
      assert.equal(response.statusCode, 400);
      assert.deepEqual(response.json(), { ...INVALID_LINK, valid: false }, JSON.stringify(payload));
    }
  });

  test('confirming sets the new password and ends every session of the user', async () => {
    const user = await signUp(app);
    const second = await signIn(app, user.email);
    const token = await requestLink(user.email);
    const response = await confirm(token);
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.json().success, true);
    assert.equal(await whoAmI(app, user.token), null);
    assert.equal(await whoAmI(app, second), null);
    assert.equal((await db.select().from(sessions).where(eq(sessions.userId, user.id))).length, 0);
    assert.equal((await post('/api/sign-in', { identity: user.email, credential: PASSWORD, remember_me: true })).statusCode, 401);
    assert.ok(await signIn(app, user.email, NEW_PASSWORD));
  });

  test('a link works once; the user\'s other open links die with it', async () => {
    const user = await signUp(app);
    const first = await requestLink(user.email);
    const second = await requestLink(user.email);
    assert.equal((await confirm(first)).statusCode, 200);
    for (const token of [first, second]) {
      const again = await confirm(token, 'yet another password');
      assert.equal(again.statusCode, 400);
      assert.deepEqual(again.json(), INVALID_LINK);
      assert.deepEqual((await post('/api/password-reset/validate', { token })).json(), { valid: false });
    }
    assert.ok(await signIn(app, user.email, NEW_PASSWORD));
  });

  test('two confirmations at once: one wins, the other is refused', async () => {
    const user = await signUp(app);
    const token = await requestLink(user.email);
    const answers = await Promise.all([confirm(token, 'first-new-password'), confirm(token, 'second-new-password')]);
    assert.deepEqual(answers.map((answer) => answer.statusCode).sort(), [200, 400]);
  });

  test('an expired link is refused and changes nothing', async () => {
    const user = await signUp(app);
    const token = await requestLink(user.email);
    await db.update(passwordResetTokens).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(passwordResetTokens.tokenHash, hashToken(token)));
    assert.deepEqual((await post('/api/password-reset/validate', { token })).json(), { valid: false });
    const response = await confirm(token);
    assert.equal(response.statusCode, 400);
    assert.deepEqual(response.json(), INVALID_LINK);
    assert.equal((await whoAmI(app, user.token))?.id, user.id, 'sessions survive a refused reset');
    assert.ok(await signIn(app, user.email, PASSWORD));
  });

  test('a deleted user\'s link is refused', async () => {
    const user = await signUp(app);
    const token = await requestLink(user.email);
    await call(app, 'POST', '/api/account/delete', { token: user.token, payload: { password: 'DeletE AccounT' } });
    assert.deepEqual((await post('/api/password-reset/validate', { token })).json(), { valid: false });
    assert.deepEqual((await confirm(token)).json(), INVALID_LINK);
  });

  test('confirm answers the spec texts for the new password and its confirmation', async () => {
    const user = await signUp(app);
    const token = await requestLink(user.email);
    const cases: Array<[unknown, string, string]> = [
      [{ password_confirmation: 'whatever1', token }, 'password', 'Password is required'],
      [{ password: '', password_confirmation: '', token }, 'password', 'Password is required'],
      [{ password: '12345', password_confirmation: '12345', token }, 'password', 'Password must be at least 6 characters long'],
      [{ password: 'x'.repeat(257), password_confirmation: 'x'.repeat(257), token }, 'password', 'Password must be at most 256 characters long'],
      [{ password: NEW_PASSWORD, token }, 'password_confirmation', 'Please confirm your password'],
      [{ password: NEW_PASSWORD, password_confirmation: '', token }, 'password_confirmation', 'Please confirm your password'],
      [{ password: NEW_PASSWORD, password_confirmation: `${NEW_PASSWORD}!`, token }, 'password_confirmation', 'Passwords do not match'],
      [{ password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD }, 'token', 'This password reset link is invalid or has expired.'],
      [{ password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD, token: 'made-up' }, 'token', 'This password reset link is invalid or has expired.'],
    ];
    for (const [payload, field, message] of cases) {
      const response = await post('/api/password-reset/confirm', payload);
      assert.equal(response.statusCode, 400, JSON.stringify(payload));
      assert.deepEqual(response.json(), { success: false, field, message }, JSON.stringify(payload));
    }
    assert.deepEqual((await post('/api/password-reset/validate', { token })).json(), { valid: true }, 'refused attempts do not use the link');
  });
});
