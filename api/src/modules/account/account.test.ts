import assert from 'node:assert/strict';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { count, eq } from 'drizzle-orm';
import { is } from 'superstruct';
import { ProfileUpdatedStruct, SuccessStruct } from '@shop/shared/contracts';
import { DELETE_ACCOUNT_PHRASE, PROFILE_MAX_LENGTH } from '@shop/shared/constants';
import { buildApp } from '../../app';
import { mailOutbox, passwordResetTokens, sessions, users } from '../../db/schema';
import { VALID_PROFILE } from '../../test/authz';
import { PASSWORD, call, lastMailTo, signIn, signUp, uniqueEmail, whoAmI, type TestUser } from '../../test/identity';
import { buildTestApp, createTestDatabase, temporaryDir, testConfig } from '../../test/setup';
import { TEXTS } from '../auth/messages';
import { createResetToken } from '../auth/repository';
import type { OwnedFilesQuery } from './owned-data';

const database = await createTestDatabase();
const { db } = database;
const mediaDir = await temporaryDir('shop-account-media-');

describe('account: profile, password, deletion', () => {
  let app: FastifyInstance;
  beforeEach(() => {
    app = buildTestApp(database, testConfig({ MEDIA_DIR: mediaDir, RATE_LIMIT_PASSWORD_CHECK_PER_USER: '5' }));
  });
  afterEach(() => app.close());

  const profileOf = (user: TestUser, changes: Record<string, unknown> = {}) => ({ ...VALID_PROFILE, email: user.email, ...changes });
  const saveProfile = (user: TestUser, payload: unknown) => call(app, 'POST', '/api/profile', { token: user.token, payload });
  const changePassword = (user: TestUser, payload: unknown) => call(app, 'POST', '/api/account/change-password', { token: user.token, payload });
  const deleteAccount = (user: TestUser, password: unknown = DELETE_ACCOUNT_PHRASE) => call(app, 'POST', '/api/account/delete', { token: user.token, payload: { password } });

  test('POST /api/profile saves every field and answers the user', async () => {
    const user = await signUp(app);
    const full = profileOf(user, { company: 'Engines Ltd', apartment: 'Flat 2', county: 'Middlesex', orderNotes: 'Ring twice' });
    const response = await saveProfile(user, full);
    assert.equal(response.statusCode, 200, response.body);
    const body = response.json();
    assert.ok(is(body, ProfileUpdatedStruct));
    const { email, ...profile } = full;
    assert.deepEqual(body, { success: true, message: 'Profile saved', user: { id: user.id, email, profile, role: 'customer' } });
    assert.deepEqual(await whoAmI(app, user.token), { id: user.id, email, profile, role: 'customer' });
  });

  test('optional fields left out or blank are cleared; text is trimmed', async () => {
    const user = await signUp(app);
    await saveProfile(user, profileOf(user, { company: 'Old Co', orderNotes: 'old' }));
    const response = await saveProfile(user, profileOf(user, { firstName: '  Ada  ', company: '   ' }));
    const { profile } = response.json().user;
    assert.equal(profile.firstName, 'Ada');
    assert.equal(profile.company, undefined);
    assert.equal(profile.orderNotes, undefined);
  });

  test('POST /api/profile answers the spec texts for missing and malformed fields', async () => {
    const user = await signUp(app);
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ email: undefined }, 'email', 'Email is required'],
      [{ email: '' }, 'email', 'Email is required'],
      [{ email: 'nope' }, 'email', 'Invalid email address'],
      [{ firstName: undefined }, 'firstName', 'First name is required'],
      [{ firstName: '   ' }, 'firstName', 'First name is required'],
      [{ lastName: '' }, 'lastName', 'Last name is required'],
      [{ country: undefined }, 'country', 'Country is required'],
      [{ country: 'Narnia' }, 'country', 'Invalid country'],
      [{ country: '<script>' }, 'country', 'Invalid country'],
      [{ streetAddress: '' }, 'streetAddress', 'Street address is required'],
      [{ city: undefined }, 'city', 'City is required'],
      [{ postcode: '' }, 'postcode', 'Postcode is required'],
      [{ phone: undefined }, 'phone', 'Phone is required'],
      [{ phone: '555-CALL-NOW' }, 'phone', 'Invalid phone number'],
      [{ phone: '<script>' }, 'phone', 'Invalid phone number'],
      [{ firstName: 'x'.repeat(101) }, 'firstName', 'First name must be at most 100 characters long'],
      [{ firstName: 7 }, 'firstName', 'First name must be text'],
      [{ orderNotes: 'x'.repeat(2001) }, 'orderNotes', 'Order notes must be at most 2000 characters long'],
      [{ role: 'admin' }, 'role', 'Unknown field role'],
    ];
    for (const [changes, field, message] of cases) {
      const response = await saveProfile(user, profileOf(user, changes));
      assert.equal(response.statusCode, 400, JSON.stringify(changes));
      assert.deepEqual(response.json(), { success: false, field, message }, JSON.stringify(changes));
    }
    assert.equal((await whoAmI(app, user.token))?.profile, null, 'nothing was saved');
  });

  test('POST /api/profile refuses a field one longer than PROFILE_MAX_LENGTH with its limit, and saves exactly the limit', async () => {
    const user = await signUp(app);
    const labels = {
      firstName: 'First name',
      lastName: 'Last name',
      company: 'Company',
      country: 'Country',
      streetAddress: 'Street address',
      apartment: 'Apartment',
      city: 'City',
      county: 'County',
      postcode: 'Postcode',
      phone: 'Phone',
      orderNotes: 'Order notes',
    };
    const fields = Object.keys(labels) as Array<keyof typeof labels>;
    const fill = (field: keyof typeof labels, length: number) => (field === 'phone' ? '5' : 'x').repeat(length);
    for (const field of fields) {
      const max = PROFILE_MAX_LENGTH[field];
      const response = await saveProfile(user, profileOf(user, { [field]: fill(field, max + 1) }));
      assert.equal(response.statusCode, 400, field);
      assert.deepEqual(response.json(), { success: false, field, message: `${labels[field]} must be at most ${max} characters long` });
    }
    assert.equal((await whoAmI(app, user.token))?.profile, null, 'nothing was saved');
    // The country is a code from the list whatever its length limit.
    const longest = Object.fromEntries(
      fields.map((field) => [field, field === 'country' ? VALID_PROFILE.country : fill(field, PROFILE_MAX_LENGTH[field])]),
    );
    const saved = await saveProfile(user, profileOf(user, longest));
    assert.equal(saved.statusCode, 200, saved.body);
    assert.deepEqual((await whoAmI(app, user.token))?.profile, longest);
  });

  test('the email can change, but never to another account\'s address: 409 on email', async () => {
    const user = await signUp(app);
    const other = await signUp(app);
    const taken = await saveProfile(user, profileOf(user, { email: ` ${other.email.toUpperCase()} `, currentPassword: PASSWORD }));
    assert.equal(taken.statusCode, 409);
    assert.deepEqual(taken.json(), { success: false, field: 'email', message: 'An account with this email already exists.' });
    const renamed = uniqueEmail('Renamed');
    const response = await saveProfile(user, profileOf(user, { email: renamed, currentPassword: PASSWORD }));
    assert.equal(response.json().user.email, renamed.toLowerCase());
    assert.ok(await signIn(app, renamed));
  });

  test('an email change needs the current password; a wrong or missing one changes nothing', async () => {
    const user = await signUp(app);
    const renamed = uniqueEmail('moved');
    const missing = await saveProfile(user, profileOf(user, { email: renamed }));
    assert.equal(missing.statusCode, 400);
    assert.deepEqual(missing.json(), { success: false, field: 'currentPassword', message: 'Current password is required' });
    const wrong = await saveProfile(user, profileOf(user, { email: renamed, currentPassword: 'not the password' }));
    assert.deepEqual(wrong.json(), { success: false, field: 'currentPassword', message: 'Current password is incorrect' });
    assert.equal((await whoAmI(app, user.token))?.email, user.email);
    // The rest of the profile saves without it while the email stays.
    assert.equal((await saveProfile(user, profileOf(user, { city: 'Leeds' }))).statusCode, 200);
  });

  test('an account without a password (social sign-in only) is told to set one before changing its email', async () => {
    const user = await signUp(app);
    await db.update(users).set({ passwordHash: null }).where(eq(users.id, user.id));
    const response = await saveProfile(user, profileOf(user, { email: uniqueEmail('social'), currentPassword: 'anything' }));
    assert.equal(response.statusCode, 400);
    assert.equal(response.json().field, 'currentPassword');
    assert.equal(response.json().message, TEXTS.setPasswordFirst);
  });

  test('an email change mails the old address, ends the other sessions (keeps this one) and kills open reset links', async () => {
    const user = await signUp(app);
    const otherDevice = await signIn(app, user.email);
    const resetToken = await createResetToken(db, user.id, 60_000);
    await db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, user.id));
    const renamed = uniqueEmail('new-home');
    const response = await saveProfile(user, profileOf(user, { email: renamed, currentPassword: PASSWORD }));
    assert.equal(response.statusCode, 200, response.body);
    assert.equal((await whoAmI(app, user.token))?.email, renamed.toLowerCase());
    assert.equal(await whoAmI(app, otherDevice), null);
    const notice = await lastMailTo(app, db, user.email);
    assert.equal(notice?.subject, 'Your Story Shop email address was changed');
    assert.ok(notice?.text.includes('If you did not make this change'));
    assert.ok(!notice?.text.includes(renamed.toLowerCase()), 'the new address is masked');
    const validity = await call(app, 'POST', '/api/password-reset/validate', { payload: { token: resetToken } });
    assert.deepEqual(validity.json(), { valid: false });
    const [row] = await db.select({ at: users.emailVerifiedAt }).from(users).where(eq(users.id, user.id));
    assert.equal(row?.at, null, 'the new address is not proved');
  });

  test('email changes count against the per-user password check limit', async () => {
    const user = await signUp(app);
    for (let attempt = 0; attempt < 5; attempt += 1) await saveProfile(user, profileOf(user, { email: uniqueEmail(), currentPassword: 'guess' }));
    const limited = await saveProfile(user, profileOf(user, { email: uniqueEmail(), currentPassword: PASSWORD }));
    assert.equal(limited.statusCode, 429);
    assert.equal(limited.json().field, 'currentPassword');
  });

  test('SQL-looking and Unicode profile text is stored as given', async () => {
    const user = await signUp(app);
    const response = await saveProfile(user, profileOf(user, { lastName: "O'Brien\"); DROP TABLE users;--", city: 'Zürich 🏔', orderNotes: '𝒻𝒶𝓃𝒸𝓎 notes' }));
    assert.equal(response.statusCode, 200, response.body);
    const { profile } = response.json().user;
    assert.deepEqual([profile.lastName, profile.city, profile.orderNotes], ["O'Brien\"); DROP TABLE users;--", 'Zürich 🏔', '𝒻𝒶𝓃𝒸𝓎 notes']);
  });

  test('change password: success message, old password gone, other sessions and open reset links ended, this one kept', async () => {
    const user = await signUp(app);
    const other = await signIn(app, user.email);
    const resetToken = await createResetToken(db, user.id, 60_000);
    const response = await changePassword(user, { currentPassword: PASSWORD, newPassword: 'longer-new-password' });
    assert.equal(response.statusCode, 200, response.body);
    assert.ok(is(response.json(), SuccessStruct));
    assert.deepEqual(response.json(), { success: true, message: 'Password changed successfully' });
    assert.equal((await whoAmI(app, user.token))?.id, user.id);
    assert.equal(await whoAmI(app, other), null);
    assert.equal((await call(app, 'POST', '/api/sign-in', { payload: { identity: user.email, credential: PASSWORD, remember_me: true } })).statusCode, 401);
    assert.ok(await signIn(app, user.email, 'longer-new-password'));
    const validity = await call(app, 'POST', '/api/password-reset/validate', { payload: { token: resetToken } });
    assert.deepEqual(validity.json(), { valid: false });
  });

  test('change password answers the spec texts and a wrong current password changes nothing', async () => {
    const user = await signUp(app);
    const other = await signIn(app, user.email);
    const cases: Array<[unknown, string, string]> = [
      [{ newPassword: 'longer-new-password' }, 'currentPassword', 'Current password is required'],
      [{ currentPassword: '', newPassword: 'longer-new-password' }, 'currentPassword', 'Current password is required'],
      [{ currentPassword: PASSWORD }, 'newPassword', 'New password is required'],
      [{ currentPassword: PASSWORD, newPassword: 'short12' }, 'newPassword', 'Password must be at least 8 characters'],
      [{ currentPassword: PASSWORD, newPassword: 'x'.repeat(257) }, 'newPassword', 'Password must be at most 256 characters long'],
      [{ currentPassword: 'not-the-password', newPassword: 'longer-new-password' }, 'currentPassword', 'Current password is incorrect'],
    ];
    for (const [payload, field, message] of cases) {
      const response = await changePassword(user, payload);
      assert.equal(response.statusCode, 400, JSON.stringify(payload));
      assert.deepEqual(response.json(), { success: false, field, message }, JSON.stringify(payload));
    }
    assert.equal((await whoAmI(app, other))?.id, user.id);
    assert.ok(await signIn(app, user.email, PASSWORD));
  });

  test('current-password guesses are limited per user', async () => {
    const user = await signUp(app);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      assert.equal((await changePassword(user, { currentPassword: `guess-${attempt}`, newPassword: 'longer-new-password' })).statusCode, 400);
    }
    const limited = await changePassword(user, { currentPassword: PASSWORD, newPassword: 'longer-new-password' });
    assert.equal(limited.statusCode, 429);
    assert.equal(limited.json().field, 'currentPassword');
  });

  test('delete needs the exact phrase', async () => {
    const user = await signUp(app);
    for (const phrase of ['deleteaccount', 'delete account', 'DeletE AccounT ', '', 42, null]) {
      const response = await deleteAccount(user, phrase);
      assert.equal(response.statusCode, 400, JSON.stringify(phrase));
      assert.deepEqual(response.json(), { success: false, field: 'password', message: 'Please type DeletE AccounT to confirm.' });
    }
    assert.equal((await whoAmI(app, user.token))?.id, user.id);
  });

  test('delete removes the user and everything they own; their tokens answer 401 after', async () => {
    const user = await signUp(app);
    const other = await signIn(app, user.email);
    await saveProfile(user, profileOf(user));
    await call(app, 'POST', '/api/password-reset', { payload: { email: user.email } });
    assert.ok(await lastMailTo(app, db, user.email));
    const response = await deleteAccount(user);
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual(response.json(), { success: true, message: 'Your account has been deleted.' });
    for (const table of [sessions, passwordResetTokens, mailOutbox]) {
      const [row] = await db.select({ value: count() }).from(table).where(eq(table.userId, user.id));
      assert.equal(row?.value, 0);
    }
    assert.equal((await db.select().from(users).where(eq(users.id, user.id))).length, 0);
    for (const token of [user.token, other]) {
      assert.equal(await whoAmI(app, token), null);
      assert.equal((await changePassword({ ...user, token }, { currentPassword: PASSWORD, newPassword: 'longer-new-password' })).statusCode, 401);
    }
    assert.equal((await call(app, 'POST', '/api/sign-in', { payload: { identity: user.email, credential: PASSWORD, remember_me: true } })).statusCode, 401);
    // The address is free again.
    await signUp(app, user.email);
  });

  test('delete removes the user\'s files after the transaction, and never a path outside the media folder', async () => {
    const outside = path.join(path.dirname(mediaDir), `outside-${Date.now()}.txt`);
    await writeFile(outside, 'keep me');
    const owned = path.join(mediaDir, 'uploads', `user-file-${Date.now()}.jpg`);
    await mkdir(path.dirname(owned), { recursive: true });
    await writeFile(owned, 'photo');
    const queries: OwnedFilesQuery[] = [async () => [path.relative(mediaDir, owned), path.relative(mediaDir, outside)]];
    const withFiles = buildApp({ config: testConfig({ MEDIA_DIR: mediaDir }), database, logger: false, ownedFiles: queries });
    try {
      const user = await signUp(withFiles);
      const response = await call(withFiles, 'POST', '/api/account/delete', { token: user.token, payload: { password: DELETE_ACCOUNT_PHRASE } });
      assert.equal(response.statusCode, 200);
      await assert.rejects(readFile(owned), { code: 'ENOENT' });
      assert.equal(await readFile(outside, 'utf8'), 'keep me');
    } finally {
      await withFiles.close();
    }
  });

  test('a failing owned-data query rolls the whole deletion back', async () => {
    const queries: OwnedFilesQuery[] = [async () => { throw new Error('storage listing failed'); }];
    const failing = buildApp({ config: testConfig({ MEDIA_DIR: mediaDir }), database, logger: false, ownedFiles: queries });
    try {
      const user = await signUp(failing);
      const response = await call(failing, 'POST', '/api/account/delete', { token: user.token, payload: { password: DELETE_ACCOUNT_PHRASE } });
      assert.equal(response.statusCode, 500);
      assert.deepEqual(response.json(), { success: false, message: 'Internal server error' });
      assert.equal((await whoAmI(failing, user.token))?.id, user.id, 'the account is still there');
    } finally {
      await failing.close();
    }
  });
});
