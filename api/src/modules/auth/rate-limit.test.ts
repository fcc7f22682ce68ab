import assert from 'node:assert/strict';
import { randomInt } from 'node:crypto';
import { afterEach, before, beforeEach, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { MemoryRateLimitStore, addressKey, retryMessage } from '../../plugins/rate-limit';
import { eq } from 'drizzle-orm';
import { signInDevices } from '../../db/schema';
import { SIGN_IN_DEVICE_COOKIE } from './devices';
import { createResetToken } from './repository';
import { PASSWORD, call, signUp, uniqueEmail } from '../../test/identity';
import { LOCAL_REDIS_URL, requireRedis } from '../../test/redis';
import { buildTestApp, createTestDatabase, testConfig } from '../../test/setup';

const database = await createTestDatabase();

const LIMITS = {
  RATE_LIMIT_SIGN_IN_PER_IP: '6',
  RATE_LIMIT_SIGN_IN_PER_IDENTITY: '3',
  RATE_LIMIT_SIGN_IN_IDENTITY_CEILING: '8',
  RATE_LIMIT_RESET_PER_IP: '4',
  RATE_LIMIT_RESET_PER_IDENTITY: '2',
  RATE_LIMIT_SIGN_UP_PER_IP: '3',
};
const TOO_MANY = /^Too many attempts\. Please try again in \d+ minutes?\.$/;

/** A fresh client address per test, so counters never carry over (also in a shared Redis). */
const newAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

describe('rate limits', () => {
  let app: FastifyInstance;
  let address: string;
  beforeEach(() => {
    app = buildTestApp(database, testConfig(LIMITS));
    address = newAddress();
  });
  afterEach(() => app.close());

  const signIn = (identity: string, credential = 'wrong-password', remoteAddress = address) =>
    call(app, 'POST', '/api/sign-in', { payload: { identity, credential, remember_me: true }, remoteAddress });
  const assertLimited = (response: { statusCode: number; json(): { message: string; field?: string; success?: boolean }; headers: Record<string, unknown> }, field: string) => {
    assert.equal(response.statusCode, 429);
    const body = response.json();
    assert.match(body.message, TOO_MANY);
    assert.equal(body.field, field);
    assert.equal(body.success, false);
    assert.ok(Number(response.headers['retry-after']) > 0);
  };

  test('sign-in: per email and address, the fourth attempt within the window is refused, even with the right password', async () => {
    const user = await signUp(app, uniqueEmail(), PASSWORD);
    for (let attempt = 0; attempt < 3; attempt += 1) assert.equal((await signIn(user.email)).statusCode, 401);
    assertLimited(await signIn(user.email, PASSWORD), 'credential');
    assertLimited(await signIn(user.email.toUpperCase(), PASSWORD), 'credential');
    assert.equal((await signIn(uniqueEmail('other'))).statusCode, 401, 'another identity is not limited');
  });

  test('sign-in: a successful sign-in starts the count of its email and address again', async () => {
    const user = await signUp(app, uniqueEmail(), PASSWORD);
    // Six attempts of one email from one address, where three are allowed in a window: each success starts again.
    const answers = [];
    for (const credential of ['typo', 'typo', PASSWORD, 'typo', 'typo', PASSWORD])
      answers.push((await signIn(user.email, credential)).statusCode);
    assert.deepEqual(answers, [401, 401, 200, 401, 401, 200]);
  });

  test("sign-in: a stranger's failures from elsewhere do not lock the owner out", async () => {
    const user = await signUp(app, uniqueEmail(), PASSWORD);
    const stranger = newAddress();
    for (let attempt = 0; attempt < 3; attempt += 1) assert.equal((await signIn(user.email, 'wrong', stranger)).statusCode, 401);
    assertLimited(await signIn(user.email, 'wrong', stranger), 'credential');
    assert.equal((await signIn(user.email, PASSWORD, newAddress())).statusCode, 200);
  });

  test('sign-in: one email from any address meets a higher ceiling', async () => {
    const user = await signUp(app, uniqueEmail(), PASSWORD);
    for (let attempt = 0; attempt < 8; attempt += 1) assert.equal((await signIn(user.email, 'wrong', newAddress())).statusCode, 401);
    assertLimited(await signIn(user.email, PASSWORD, newAddress()), 'credential');
  });

  test("sign-in: strangers reaching an email's ceiling do not lock its owner out of a browser they signed in from before", async () => {
    const user = await signUp(app, uniqueEmail(), PASSWORD);
    const first = await signIn(user.email, PASSWORD);
    assert.equal(first.statusCode, 200);
    const device = first.cookies.find((cookie) => cookie.name === SIGN_IN_DEVICE_COOKIE);
    assert.ok(device, 'a successful sign-in remembers the browser');
    assert.equal(device.path, '/api/sign-in');
    assert.equal(device.httpOnly, true);
    assert.equal(device.sameSite, 'Strict');
    assert.ok(Number(device.maxAge) >= 364 * 24 * 3600);
    const withCookie = (name: string, value: string, credential: string, remoteAddress = newAddress()) =>
      call(app, 'POST', '/api/sign-in', { payload: { identity: user.email, credential, remember_me: true }, remoteAddress, headers: { cookie: `${name}=${value}` } });

    // The ceiling (8) counts that sign-in too.
    for (let attempt = 0; attempt < 7; attempt += 1) assert.equal((await signIn(user.email, 'wrong', newAddress())).statusCode, 401);
    assertLimited(await signIn(user.email, PASSWORD, newAddress()), 'credential');
    // The owner's browser, from any address, signs in; a made-up or malformed cookie does not.
    const owner = await withCookie(SIGN_IN_DEVICE_COOKIE, device.value, PASSWORD);
    assert.equal(owner.statusCode, 200, owner.body);
    assert.deepEqual(
      owner.cookies.map((cookie) => [cookie.name, cookie.value]),
      [[SIGN_IN_DEVICE_COOKIE, device.value]],
      'a known browser keeps its token (the cookie set again for another year)',
    );
    assertLimited(await withCookie(SIGN_IN_DEVICE_COOKIE, 'A'.repeat(43), PASSWORD), 'credential');
    assertLimited(await withCookie(SIGN_IN_DEVICE_COOKIE, 'not-a-token', PASSWORD), 'credential');
    // Another account's browser is no key to this one.
    const other = await signUp(app, uniqueEmail('other'), PASSWORD);
    const otherDevice = (await signIn(other.email, PASSWORD, newAddress())).cookies.find((cookie) => cookie.name === SIGN_IN_DEVICE_COOKIE);
    assert.ok(otherDevice);
    assertLimited(await withCookie(SIGN_IN_DEVICE_COOKIE, otherDevice.value, PASSWORD), 'credential');
    // The browser has its own count: guessing from it stays as slow as from one address.
    const guesser = newAddress();
    for (let attempt = 0; attempt < 3; attempt += 1) assert.equal((await withCookie(SIGN_IN_DEVICE_COOKIE, device.value, 'wrong', guesser)).statusCode, 401);
    assertLimited(await withCookie(SIGN_IN_DEVICE_COOKIE, device.value, PASSWORD, newAddress()), 'credential');
  });

  test('one browser is remembered for each account signed in from it; a changed password or a reset forgets them all', async () => {
    const ann = await signUp(app, uniqueEmail('ann'), PASSWORD);
    const bob = await signUp(app, uniqueEmail('bob'), PASSWORD);
    const deviceOf = (response: { cookies: Array<{ name: string; value: string }> }) =>
      response.cookies.find((cookie) => cookie.name === SIGN_IN_DEVICE_COOKIE)?.value;
    const fromBrowser = (email: string, cookie: string, credential = PASSWORD) =>
      call(app, 'POST', '/api/sign-in', { payload: { identity: email, credential, remember_me: true }, remoteAddress: newAddress(), headers: { cookie: `${SIGN_IN_DEVICE_COOKIE}=${cookie}` } });
    const annOnly = deviceOf(await signIn(ann.email, PASSWORD, newAddress()));
    assert.ok(annOnly);
    const both = deviceOf(await fromBrowser(bob.email, annOnly));
    assert.ok(both, 'Bob signing in from that browser is remembered too');
    assert.ok(both.endsWith(`.${annOnly}`), 'the new token goes in front of the one there');
    // Strangers fill both ceilings; the shared browser still signs either in.
    for (const email of [ann.email, bob.email])
      for (let attempt = 0; attempt < 8; attempt += 1) await signIn(email, 'wrong', newAddress());
    assertLimited(await signIn(ann.email, PASSWORD, newAddress()), 'credential');
    assert.equal((await fromBrowser(ann.email, both)).statusCode, 200);
    assert.equal((await fromBrowser(bob.email, both)).statusCode, 200);

    // Ann changes her password, Bob resets his: a browser that knew the old one is known no more.
    const annSession = (await fromBrowser(ann.email, both)).json().user.token as string;
    const changed = await call(app, 'POST', '/api/account/change-password', { token: annSession, payload: { currentPassword: PASSWORD, newPassword: 'another secret' }, remoteAddress: newAddress() });
    assert.equal(changed.statusCode, 200, changed.body);
    const token = await createResetToken(database.db, bob.id, 60_000);
    const reset = await call(app, 'POST', '/api/password-reset/confirm', { payload: { token, password: 'a new secret', password_confirmation: 'a new secret' }, remoteAddress: newAddress() });
    assert.equal(reset.statusCode, 200, reset.body);
    for (const user of [ann, bob]) assert.deepEqual(await database.db.select().from(signInDevices).where(eq(signInDevices.userId, user.id)), []);
    // (The reset cleared Bob's counters; Ann's ceiling still holds her, the browser no longer exempt.)
    assertLimited(await fromBrowser(ann.email, both, 'another secret'), 'credential');
  });

  test("a shared browser's cookie keeps the token just used in front, and drops the tokens no longer remembered", async () => {
    const [ann, bob] = [await signUp(app, uniqueEmail('ann'), PASSWORD), await signUp(app, uniqueEmail('bob'), PASSWORD)];
    const fromBrowser = async (email: string, cookie?: string) => {
      const answer = await call(app, 'POST', '/api/sign-in', { payload: { identity: email, credential: PASSWORD, remember_me: true }, remoteAddress: newAddress(), headers: cookie ? { cookie: `${SIGN_IN_DEVICE_COOKIE}=${cookie}` } : {} });
      assert.equal(answer.statusCode, 200, answer.body);
      return answer.cookies.find((item) => item.name === SIGN_IN_DEVICE_COOKIE)!.value;
    };
    const annToken = await fromBrowser(ann.email);
    const bobFirst = await fromBrowser(bob.email, annToken);
    const bobToken = bobFirst.split('.')[0]!;
    assert.deepEqual(bobFirst.split('.'), [bobToken, annToken]);
    assert.deepEqual((await fromBrowser(ann.email, bobFirst)).split('.'), [annToken, bobToken], 'Ann, just used, goes first');
    // Bob's browsers are forgotten (his password changed): his token leaves the cookie at its next setting.
    const session = (await call(app, 'POST', '/api/sign-in', { payload: { identity: bob.email, credential: PASSWORD, remember_me: true }, remoteAddress: newAddress() })).json().user.token as string;
    const changed = await call(app, 'POST', '/api/account/change-password', { token: session, payload: { currentPassword: PASSWORD, newPassword: 'another secret' } });
    assert.equal(changed.statusCode, 200, changed.body);
    assert.deepEqual((await fromBrowser(ann.email, `${bobToken}.${annToken}`)).split('.'), [annToken]);
  });

  test('sign-up remembers the browser too; a user keeps the 20 most recently used browsers', async () => {
    const created = await call(app, 'POST', '/api/sign-up', { payload: { email: uniqueEmail(), password: PASSWORD }, remoteAddress: newAddress() });
    assert.equal(created.statusCode, 200, created.body);
    assert.ok(created.cookies.some((cookie) => cookie.name === SIGN_IN_DEVICE_COOKIE));
    const { id, email } = created.json().user as { id: number; email: string };
    const devices = () => database.db.select().from(signInDevices).where(eq(signInDevices.userId, id));
    const main = created.cookies.find((cookie) => cookie.name === SIGN_IN_DEVICE_COOKIE)!.value;
    const [mainRow] = await devices();
    // A browser without cookies is remembered at every sign-in; the longest unused are forgotten, not the main
    // browser, which keeps signing in between them (the ceiling raised here).
    const roomy = buildTestApp(database, testConfig({ ...LIMITS, RATE_LIMIT_SIGN_IN_IDENTITY_CEILING: '100' }));
    try {
      // 26 sign-ins, 5 of them from the main browser: 21 new browsers and the main one, 2 over the 20 kept.
      for (let attempt = 0; attempt < 26; attempt += 1) {
        const headers: Record<string, string> = attempt % 5 === 0 ? { cookie: `${SIGN_IN_DEVICE_COOKIE}=${main}` } : {};
        const answer = await call(roomy, 'POST', '/api/sign-in', { payload: { identity: email, credential: PASSWORD, remember_me: true }, remoteAddress: newAddress(), headers });
        assert.equal(answer.statusCode, 200, answer.body);
      }
    } finally {
      await roomy.close();
    }
    const kept = await devices();
    assert.equal(kept.length, 20);
    assert.ok(kept.some((row) => row.id === mainRow!.id), 'the browser in use is kept');
  });

  test('a completed password reset clears the sign-in limits of its email', async () => {
    const user = await signUp(app, uniqueEmail(), PASSWORD);
    for (let attempt = 0; attempt < 3; attempt += 1) assert.equal((await signIn(user.email)).statusCode, 401);
    for (let attempt = 0; attempt < 5; attempt += 1) await signIn(user.email, 'wrong', newAddress());
    assertLimited(await signIn(user.email, PASSWORD), 'credential');
    const token = await createResetToken(database.db, user.id, 60_000);
    const confirm = await call(app, 'POST', '/api/password-reset/confirm', { payload: { token, password: 'a new secret', password_confirmation: 'a new secret' }, remoteAddress: newAddress() });
    assert.equal(confirm.statusCode, 200, confirm.body);
    assert.equal((await signIn(user.email, 'a new secret')).statusCode, 200);
  });

  test('an IPv6 client is counted by its /64 network: new addresses within it meet the same limit', async () => {
    const network = `2001:db8:${randomInt(0x10000).toString(16)}:${randomInt(0x10000).toString(16)}`;
    for (let host = 1; host <= 3; host += 1)
      assert.equal((await call(app, 'POST', '/api/sign-up', { payload: { email: uniqueEmail(), password: PASSWORD }, remoteAddress: `${network}::${host}` })).statusCode, 200);
    assertLimited(await call(app, 'POST', '/api/sign-up', { payload: { email: uniqueEmail(), password: PASSWORD }, remoteAddress: `${network}:0:0:0:ffff` }), 'email');
    const neighbour = `2001:db8:${randomInt(0x10000).toString(16)}:${randomInt(0x10000).toString(16)}::1`;
    assert.equal((await call(app, 'POST', '/api/sign-up', { payload: { email: uniqueEmail(), password: PASSWORD }, remoteAddress: neighbour })).statusCode, 200, 'another /64 is not limited');
  });

  test('addressKey: IPv4 as it is (also IPv4-mapped), IPv6 by its /64 in every spelling', () => {
    assert.equal(addressKey('203.0.113.7'), '203.0.113.7');
    assert.equal(addressKey('::ffff:203.0.113.7'), '203.0.113.7');
    assert.equal(addressKey('::FFFF:203.0.113.7'), '203.0.113.7');
    // The same address in the other ways IPv6 can carry it: hex, written out, and through NAT64.
    assert.equal(addressKey('::ffff:cb00:7107'), '203.0.113.7');
    assert.equal(addressKey('0:0:0:0:0:ffff:203.0.113.7'), '203.0.113.7');
    assert.equal(addressKey('64:ff9b::203.0.113.7'), '203.0.113.7');
    assert.notEqual(addressKey('64:ff9b::203.0.113.8'), addressKey('64:ff9b::203.0.113.7'));
    const key = '2001:db8:a:b::/64';
    for (const spelling of ['2001:db8:a:b::1', '2001:0DB8:000a:000b:ffff:ffff:ffff:ffff', '2001:db8:a:b:1:2:3:4', '2001:db8:a:b::', '2001:db8:a:b::1.2.3.4', 'fe80::1%eth0'.replace('fe80::1', '2001:db8:a:b::1')])
      assert.equal(addressKey(spelling), key, spelling);
    assert.equal(addressKey('2001:db8::1'), '2001:db8:0:0::/64');
    assert.equal(addressKey('::1'), '0:0:0:0::/64');
    assert.notEqual(addressKey('2001:db8:a:c::1'), key);
  });

  test('sign-in: per address, across identities', async () => {
    for (let attempt = 0; attempt < 6; attempt += 1) assert.equal((await signIn(uniqueEmail())).statusCode, 401);
    assertLimited(await signIn(uniqueEmail()), 'credential');
    assert.equal((await signIn(uniqueEmail(), 'x', newAddress())).statusCode, 401, 'another address is not limited');
  });

  test('an unknown and a known identity are limited alike (no enumeration through the limit)', async () => {
    const user = await signUp(app);
    const unknown = uniqueEmail('nobody');
    const answers = async (identity: string) => {
      const statuses: number[] = [];
      const from = newAddress();
      for (let attempt = 0; attempt < 4; attempt += 1) statuses.push((await signIn(identity, 'wrong', from)).statusCode);
      return statuses;
    };
    assert.deepEqual(await answers(user.email), [401, 401, 401, 429]);
    assert.deepEqual(await answers(unknown), [401, 401, 401, 429]);
  });

  test('password reset: per identity and per address, known or not', async () => {
    const user = await signUp(app);
    const reset = (email: string, remoteAddress = address) => call(app, 'POST', '/api/password-reset', { payload: { email }, remoteAddress });
    assert.equal((await reset(user.email)).statusCode, 200);
    assert.equal((await reset(user.email, newAddress())).statusCode, 200);
    assertLimited(await reset(user.email, newAddress()), 'email');
    const unknown = uniqueEmail('nobody');
    assert.equal((await reset(unknown, newAddress())).statusCode, 200);
    assert.equal((await reset(unknown, newAddress())).statusCode, 200);
    assertLimited(await reset(unknown, newAddress()), 'email');
    // This address has made one request; three more fit its limit of 4, the fifth does not.
    for (let attempt = 0; attempt < 3; attempt += 1) assert.equal((await reset(uniqueEmail())).statusCode, 200);
    assertLimited(await reset(uniqueEmail()), 'email');
  });

  test('sign-up: per address', async () => {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      assert.equal((await call(app, 'POST', '/api/sign-up', { payload: { email: uniqueEmail(), password: PASSWORD }, remoteAddress: address })).statusCode, 200);
    }
    assertLimited(await call(app, 'POST', '/api/sign-up', { payload: { email: uniqueEmail(), password: PASSWORD }, remoteAddress: address }), 'email');
  });

  test('behind a trusted proxy the client address comes from X-Forwarded-For', async () => {
    const viaProxy = (forwardedFor: string) =>
      call(app, 'POST', '/api/sign-in', { payload: { identity: uniqueEmail(), credential: 'x', remember_me: true }, remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': forwardedFor } });
    const client = newAddress();
    for (let attempt = 0; attempt < 6; attempt += 1) assert.equal((await viaProxy(client)).statusCode, 401);
    assert.equal((await viaProxy(client)).statusCode, 429);
    assert.equal((await viaProxy(newAddress())).statusCode, 401, 'other clients behind the same proxy are not limited');
  });

  test('an untrusted peer cannot choose its address with X-Forwarded-For', async () => {
    const peer = newAddress();
    for (let attempt = 0; attempt < 6; attempt += 1) {
      await call(app, 'POST', '/api/sign-in', { payload: { identity: uniqueEmail(), credential: 'x', remember_me: true }, remoteAddress: peer, headers: { 'x-forwarded-for': newAddress() } });
    }
    const response = await call(app, 'POST', '/api/sign-in', { payload: { identity: uniqueEmail(), credential: 'x', remember_me: true }, remoteAddress: peer, headers: { 'x-forwarded-for': newAddress() } });
    assert.equal(response.statusCode, 429);
  });
});

describe('the in-process counter store', () => {
  test('counts within a window and starts again when it ends', async () => {
    let now = 1_000_000;
    const store = new MemoryRateLimitStore(() => now);
    assert.deepEqual(await store.hit('k', 60_000), { count: 1, resetInMs: 60_000 });
    now += 30_000;
    assert.deepEqual(await store.hit('k', 60_000), { count: 2, resetInMs: 30_000 });
    assert.deepEqual(await store.hit('other', 60_000), { count: 1, resetInMs: 60_000 });
    now += 30_000;
    assert.deepEqual(await store.hit('k', 60_000), { count: 1, resetInMs: 60_000 });
  });

  test('forgets ended windows, so it does not grow without bound', async () => {
    let now = 0;
    const store = new MemoryRateLimitStore(() => now);
    for (let index = 0; index < 1000; index += 1) await store.hit(`key-${index}`, 1000);
    assert.equal(store.size, 1000);
    now += 120_000;
    await store.hit('fresh', 1000);
    assert.equal(store.size, 1);
  });

  test('words the wait in whole minutes', () => {
    assert.equal(retryMessage(1), 'Too many attempts. Please try again in 1 minute.');
    assert.equal(retryMessage(60_001), 'Too many attempts. Please try again in 2 minutes.');
    assert.equal(retryMessage(15 * 60_000), 'Too many attempts. Please try again in 15 minutes.');
  });
});

/** Redis on this machine (REDIS_URL, else the local default); without one these tests fail saying how to start it. */
const redisUrl = process.env.REDIS_URL || LOCAL_REDIS_URL;

describe('rate limits in Redis (REDIS_URL)', () => {
  before(() => requireRedis(redisUrl));

  test('two replicas share the counters', async () => {
    const config = testConfig({ ...LIMITS, REDIS_URL: redisUrl });
    const replicas = [buildTestApp(database, config), buildTestApp(database, config)];
    try {
      const identity = uniqueEmail('shared');
      const remoteAddress = newAddress();
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 4; attempt += 1) {
        const replica = replicas[attempt % 2]!;
        statuses.push((await call(replica, 'POST', '/api/sign-in', { payload: { identity, credential: 'wrong', remember_me: true }, remoteAddress })).statusCode);
      }
      assert.deepEqual(statuses, [401, 401, 401, 429]);
    } finally {
      await Promise.all(replicas.map((replica) => replica.close()));
    }
  });

  test("a sign-in on one replica starts the other's count of that email and address again", async () => {
    const config = testConfig({ ...LIMITS, REDIS_URL: redisUrl });
    const replicas = [buildTestApp(database, config), buildTestApp(database, config)] as const;
    try {
      // From a fresh address: the sign-up limit's counters in a shared Redis outlive a test run.
      const remoteAddress = newAddress();
      const email = uniqueEmail('shared');
      const signedUp = await call(replicas[0], 'POST', '/api/sign-up', { payload: { email, password: PASSWORD }, remoteAddress });
      assert.equal(signedUp.statusCode, 200, signedUp.body);
      const user = { email };
      const statuses: number[] = [];
      for (const [replica, credential] of [[0, 'wrong'], [1, 'wrong'], [0, PASSWORD], [1, 'wrong'], [1, 'wrong'], [0, PASSWORD]] as const) {
        const payload = { identity: user.email, credential, remember_me: true };
        statuses.push((await call(replicas[replica], 'POST', '/api/sign-in', { payload, remoteAddress })).statusCode);
      }
      assert.deepEqual(statuses, [401, 401, 200, 401, 401, 200]);
    } finally {
      await Promise.all(replicas.map((replica) => replica.close()));
    }
  });

  test('a completed reset clears the shared counters of its email', async () => {
    const app = buildTestApp(database, testConfig({ ...LIMITS, REDIS_URL: redisUrl }));
    try {
      // From a fresh address too: the sign-up limit's counters in a shared Redis outlive a test run.
      const remoteAddress = newAddress();
      const signedUp = await call(app, 'POST', '/api/sign-up', { payload: { email: uniqueEmail('reset'), password: PASSWORD }, remoteAddress });
      assert.equal(signedUp.statusCode, 200, signedUp.body);
      const user = signedUp.json().user as { id: number; email: string };
      const signIn = (credential: string) => call(app, 'POST', '/api/sign-in', { payload: { identity: user.email, credential, remember_me: true }, remoteAddress });
      for (let attempt = 0; attempt < 3; attempt += 1) assert.equal((await signIn('wrong')).statusCode, 401);
      assert.equal((await signIn(PASSWORD)).statusCode, 429);
      const token = await createResetToken(database.db, user.id, 60_000);
      const payload = { token, password: 'a new secret', password_confirmation: 'a new secret' };
      assert.equal((await call(app, 'POST', '/api/password-reset/confirm', { payload })).statusCode, 200);
      assert.equal((await signIn('a new secret')).statusCode, 200);
    } finally {
      await app.close();
    }
  });
});

describe('rate limits with an unreachable Redis', () => {
  test('fall back to counting in this process: sign-ins still work, and guessing is still refused', async () => {
    const app = buildTestApp(database, testConfig({ ...LIMITS, REDIS_URL: 'redis://127.0.0.1:1' }));
    try {
      const user = await signUp(app);
      const signIn = (credential: string) => call(app, 'POST', '/api/sign-in', { payload: { identity: user.email, credential, remember_me: true } });
      assert.equal((await signIn(PASSWORD)).statusCode, 200);
      for (let attempt = 0; attempt < 3; attempt += 1) assert.equal((await signIn('wrong')).statusCode, 401);
      const refused = await signIn(PASSWORD);
      assert.equal(refused.statusCode, 429, refused.body);
    } finally {
      await app.close();
    }
  });
});
