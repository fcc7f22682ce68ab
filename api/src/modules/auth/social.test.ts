import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import { afterEach, beforeEach, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { is } from 'superstruct';
import { SOCIAL_PROVIDERS, SocialSignInNoticeStruct, SocialSignInResultStruct } from '@shop/shared/contracts';
import { buildApp } from '../../app';
import { users } from '../../db/schema';
import { PASSWORD, call, signUp, uniqueEmail, whoAmI } from '../../test/identity';
import { buildTestApp, createTestDatabase, testConfig } from '../../test/setup';
import { HANDOFF_PATH, HANDOFF_REFUSED, STATE_MISMATCH, safeReturnPath } from './site-routes';
import type { SocialClient } from './social-providers';

const database = await createTestDatabase();
const PUBLIC_URL = 'https://shop.example';
const CONFIGURED = {
  PUBLIC_URL,
  GOOGLE_CLIENT_ID: 'google-client',
  GOOGLE_CLIENT_SECRET: 'google-secret',
  FACEBOOK_CLIENT_ID: 'facebook-client',
  FACEBOOK_CLIENT_SECRET: 'facebook-secret',
  MICROSOFT_CLIENT_ID: 'microsoft-client',
  MICROSOFT_CLIENT_SECRET: 'microsoft-secret',
};

/** A provider that answers whatever the test sets, and remembers what it was asked. */
interface FakeProvider {
  email: string | null;
  failure: Error | undefined;
  exchanges: Array<{ code: string; verifier: string }>;
  client: SocialClient;
}

function fakeProvider(): FakeProvider {
  const fake: FakeProvider = {
    email: null as string | null,
    failure: undefined as Error | undefined,
    exchanges: [] as Array<{ code: string; verifier: string }>,
    client: {
      authorizationUrl: (state: string, verifier: string) => new URL(`https://provider.example/authorize?state=${state}&challenge-for=${verifier}`),
      async verifiedEmail(code: string, verifier: string) {
        fake.exchanges.push({ code, verifier });
        if (fake.failure) throw fake.failure;
        return fake.email;
      },
    },
  };
  return fake;
}

function cookieOf(setCookie: string | string[] | undefined): string {
  const header = [setCookie ?? []].flat().find((value) => value.startsWith('shop_oauth='));
  assert.ok(header, 'no state cookie');
  return header.split(';')[0]!;
}

describe('social sign-in when no provider is configured', () => {
  let app: FastifyInstance;
  beforeEach(() => {
    app = buildTestApp(database, testConfig({ PUBLIC_URL }));
  });
  afterEach(() => app.close());

  test('each link sends the user back to /sign-in with a "not available" notice', async () => {
    for (const provider of SOCIAL_PROVIDERS) {
      for (const url of [`/auth/${provider}?return=/account/orders`, `/auth/${provider}`, `/auth/${provider}/callback?code=x&state=y`]) {
        const response = await app.inject({ method: 'GET', url });
        assert.equal(response.statusCode, 302, url);
        const location = new URL(String(response.headers.location));
        assert.equal(`${location.origin}${location.pathname}`, `${PUBLIC_URL}/sign-in`);
        const notice = Object.fromEntries(location.searchParams);
        assert.ok(is(notice, SocialSignInNoticeStruct));
        assert.deepEqual(notice, { social: 'unavailable', provider });
      }
    }
  });

  test('an unknown provider is a 404', async () => {
    const response = await app.inject({ method: 'GET', url: '/auth/myspace' });
    assert.equal(response.statusCode, 404);
  });
});

describe('social sign-in with the real provider clients (no network)', () => {
  let app: FastifyInstance;
  beforeEach(() => {
    app = buildTestApp(database, testConfig(CONFIGURED));
  });
  afterEach(() => app.close());

  test('Google and Microsoft: a code flow with state and PKCE (S256), the state kept in an HttpOnly cookie', async () => {
    const expected = { google: 'https://accounts.google.com/o/oauth2/v2/auth', microsoft: 'https://login.microsoftonline.com/common/oauth2/v2.0/authorize' };
    for (const [provider, endpoint] of Object.entries(expected)) {
      const response = await app.inject({ method: 'GET', url: `/auth/${provider}?return=/account/orders` });
      assert.equal(response.statusCode, 302);
      const location = new URL(String(response.headers.location));
      assert.equal(`${location.origin}${location.pathname}`, endpoint);
      const params = Object.fromEntries(location.searchParams);
      assert.equal(params.response_type, 'code');
      assert.equal(params.client_id, `${provider}-client`);
      assert.equal(params.redirect_uri, `${PUBLIC_URL}/auth/${provider}/callback`);
      assert.equal(params.code_challenge_method, 'S256');
      assert.match(params.code_challenge ?? '', /^[A-Za-z0-9_-]{43}$/);
      assert.match(params.state ?? '', /^[A-Za-z0-9_-]{20,}$/);
      assert.match(params.scope ?? '', /\bopenid\b.*\bemail\b/);
      const setCookie = String([response.headers['set-cookie']].flat()[0]);
      assert.match(setCookie, /^shop_oauth=/);
      assert.match(setCookie, /HttpOnly/);
      assert.match(setCookie, /SameSite=Lax/);
      assert.match(setCookie, /Secure/);
      assert.match(setCookie, new RegExp(`Path=/auth/${provider}/callback`));
      assert.ok(!setCookie.includes(params.code_challenge!), 'the cookie holds the verifier, not the challenge');
    }
  });

  test('Facebook: a code flow with state', async () => {
    const response = await app.inject({ method: 'GET', url: '/auth/facebook' });
    const location = new URL(String(response.headers.location));
    assert.equal(location.hostname, 'www.facebook.com');
    assert.equal(location.searchParams.get('redirect_uri'), `${PUBLIC_URL}/auth/facebook/callback`);
    assert.ok(location.searchParams.get('state'));
    assert.equal(location.searchParams.get('scope'), 'email');
  });

  test('a callback whose state does not match the cookie is refused with 400 before any provider call', async () => {
    const start = await app.inject({ method: 'GET', url: '/auth/google' });
    const cookie = cookieOf(start.headers['set-cookie']);
    const state = new URL(String(start.headers.location)).searchParams.get('state')!;
    const attempts = [
      { url: `/auth/google/callback?code=abc&state=wrong-${state}`, cookie },
      { url: `/auth/google/callback?code=abc&state=${state}` },
      { url: `/auth/google/callback?code=abc`, cookie },
      { url: `/auth/microsoft/callback?code=abc&state=${state}`, cookie },
      { url: `/auth/google/callback?code=abc&state=${state}`, cookie: 'shop_oauth=not-base64-json' },
    ];
    for (const { url, cookie: sent } of attempts) {
      const response = await app.inject({ method: 'GET', url, headers: sent ? { cookie: sent } : {} });
      assert.equal(response.statusCode, 400, url);
      assert.deepEqual(response.json(), { success: false, message: STATE_MISMATCH });
    }
  });
});

describe('social sign-in callback', () => {
  let app: FastifyInstance;
  let provider: FakeProvider;
  beforeEach(() => {
    provider = fakeProvider();
    app = buildApp({ config: testConfig({ PUBLIC_URL }), database, logger: false, socialClients: { google: provider.client } });
  });
  afterEach(() => app.close());

  /** Starts a flow and answers the callback's answer for the given query. */
  const flow = async (returnPath: string | undefined, query: (state: string) => string) => {
    const start = await app.inject({ method: 'GET', url: `/auth/google${returnPath === undefined ? '' : `?return=${encodeURIComponent(returnPath)}`}` });
    assert.equal(start.statusCode, 302);
    const state = new URL(String(start.headers.location)).searchParams.get('state')!;
    return app.inject({ method: 'GET', url: `/auth/google/callback?${query(state)}`, headers: { cookie: cookieOf(start.headers['set-cookie']) } });
  };
  const completed = (response: { statusCode: number; headers: Record<string, unknown> }) => {
    assert.equal(response.statusCode, 302);
    const location = new URL(String(response.headers.location));
    assert.equal(`${location.origin}${location.pathname}${location.search}`, `${PUBLIC_URL}/sign-in/complete`);
    const fragment = Object.fromEntries(new URLSearchParams(location.hash.slice(1)));
    assert.ok(is(fragment, SocialSignInResultStruct));
    return fragment;
  };
  const failed = (response: { statusCode: number; headers: Record<string, unknown> }) => {
    assert.equal(response.statusCode, 302);
    assert.equal(response.headers.location, `${PUBLIC_URL}/sign-in?social=failed&provider=google`);
  };

  test('a new verified email gets a new account and a token in the fragment, never in the query', async () => {
    const email = uniqueEmail('social');
    provider.email = email.toUpperCase();
    const response = await flow('/account/orders', (state) => `code=the-code&state=${state}`);
    const { token, return: returnPath } = completed(response);
    assert.equal(returnPath, '/account/orders');
    assert.equal(provider.exchanges[0]?.code, 'the-code');
    assert.match(provider.exchanges[0]?.verifier ?? '', /^[A-Za-z0-9_-]{43}$/);
    const user = await whoAmI(app, token);
    assert.equal(user?.email, email);
    const [row] = await database.db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.email, email));
    assert.equal(row?.passwordHash, null, 'social accounts have no password');
    assert.match(String([response.headers['set-cookie']].flat()[0]), /shop_oauth=;.*Expires=Thu, 01 Jan 1970/, 'the state cookie is cleared');
  });

  test('the result is good only in the browser that finished the flow: POST /auth/handoff checks its cookie', async () => {
    provider.email = uniqueEmail('handoff');
    const response = await flow(undefined, (state) => `code=c&state=${state}`);
    const { token } = completed(response);
    const setCookie = [response.headers['set-cookie']].flat().map(String).find((value) => value.startsWith('shop_handoff='));
    assert.ok(setCookie, 'no handoff cookie');
    assert.match(setCookie, /HttpOnly/);
    assert.match(setCookie, /SameSite=Lax/);
    assert.match(setCookie, /Path=\/auth\/handoff(;|$)/);
    assert.ok(!setCookie.includes(token), 'the cookie does not hold the token itself');
    const cookie = setCookie.split(';')[0]!;
    const handoff = (payload: unknown, sent?: string) =>
      app.inject({ method: 'POST', url: HANDOFF_PATH, payload: payload as object, headers: sent ? { cookie: sent } : {} });

    // Someone else's token (a link an attacker made from their own sign-in) is refused, with or without a cookie.
    provider.email = uniqueEmail('attacker');
    const { token: attackers } = completed(await flow(undefined, (state) => `code=c&state=${state}`));
    for (const sent of [undefined, cookie]) {
      const refused = await handoff({ token: attackers }, sent);
      assert.equal(refused.statusCode, 400);
      assert.equal(refused.json().message, HANDOFF_REFUSED);
    }
    // Asked twice (the page remounted), it still holds.
    for (let ask = 0; ask < 2; ask += 1) {
      const accepted = await handoff({ token }, cookie);
      assert.equal(accepted.statusCode, 200, accepted.body);
      assert.deepEqual(accepted.json(), { success: true });
    }
    for (const payload of [{}, { token: 42 }, { token: '' }]) assert.equal((await handoff(payload, cookie)).statusCode, 400);
  });

  test('a verified email of an existing account signs into that account', async () => {
    const existing = await signUp(app);
    provider.email = existing.email;
    const { token } = completed(await flow(undefined, (state) => `code=c&state=${state}`));
    assert.equal((await whoAmI(app, token))?.id, existing.id);
  });

  test('pre-hijack: an account whose email was never proved loses its password and sessions when the owner first signs in socially', async () => {
    // Someone signs up with the victim's address before the victim does.
    const squatter = await signUp(app, uniqueEmail('victim'), PASSWORD);
    provider.email = squatter.email;
    const { token } = completed(await flow(undefined, (state) => `code=c&state=${state}`));
    assert.equal((await whoAmI(app, token))?.id, squatter.id);
    assert.equal(await whoAmI(app, squatter.token), null, "the squatter's session has ended");
    const signIn = await call(app, 'POST', '/api/sign-in', { payload: { identity: squatter.email, credential: PASSWORD, remember_me: true } });
    assert.equal(signIn.statusCode, 401, "the squatter's password no longer works");
    const [row] = await database.db.select({ passwordHash: users.passwordHash, verifiedAt: users.emailVerifiedAt }).from(users).where(eq(users.id, squatter.id));
    assert.equal(row?.passwordHash, null);
    assert.ok(row?.verifiedAt);
  });

  test('an account whose email was proved keeps its password and sessions at a social sign-in', async () => {
    const owner = await signUp(app, uniqueEmail('proved'), PASSWORD);
    await database.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, owner.id));
    provider.email = owner.email;
    completed(await flow(undefined, (state) => `code=c&state=${state}`));
    assert.equal((await whoAmI(app, owner.token))?.id, owner.id);
    const signIn = await call(app, 'POST', '/api/sign-in', { payload: { identity: owner.email, credential: PASSWORD, remember_me: true } });
    assert.equal(signIn.statusCode, 200);
  });

  test('the return path defaults to /account and only same-site paths are kept', async () => {
    provider.email = uniqueEmail('returning');
    for (const [given, expected] of [
      [undefined, '/account'],
      ['/account/orders?tab=open', '/account/orders?tab=open'],
      ['//evil.example/steal', '/account'],
      ['https://evil.example/', '/account'],
      ['/\\evil.example', '/account'],
      ['javascript:alert(1)', '/account'],
      ['account', '/account'],
    ] as const) {
      assert.equal(completed(await flow(given, (state) => `code=c&state=${state}`)).return, expected, String(given));
    }
  });

  test('an unverified email, a refused consent or a failed exchange go back to /sign-in with "failed"', async () => {
    provider.email = null;
    failed(await flow(undefined, (state) => `code=c&state=${state}`));
    provider.email = 'not an address';
    failed(await flow(undefined, (state) => `code=c&state=${state}`));
    provider.email = uniqueEmail();
    failed(await flow(undefined, (state) => `error=access_denied&state=${state}`));
    provider.failure = new Error('invalid_grant');
    failed(await flow(undefined, (state) => `code=c&state=${state}`));
    assert.equal((await database.db.select().from(users).where(eq(users.email, provider.email))).length, 0);
  });

  test('a state is good for one callback only', async () => {
    provider.email = uniqueEmail();
    const start = await app.inject({ method: 'GET', url: '/auth/google' });
    const state = new URL(String(start.headers.location)).searchParams.get('state')!;
    const first = await app.inject({ method: 'GET', url: `/auth/google/callback?code=c&state=${state}`, headers: { cookie: cookieOf(start.headers['set-cookie']) } });
    completed(first);
    // The browser drops the cleared cookie; replaying the callback without it fails.
    const replay = await app.inject({ method: 'GET', url: `/auth/google/callback?code=c&state=${state}` });
    assert.equal(replay.statusCode, 400);
  });

  test('the callback\'s code and state never reach the log', async () => {
    let log = '';
    const stream = new Writable({ write(chunk, _encoding, done) { log += chunk.toString(); done(); } });
    const logged = buildApp({ config: testConfig({ PUBLIC_URL }), database, logger: { level: 'info', stream }, socialClients: { google: provider.client } });
    try {
      provider.email = uniqueEmail();
      const start = await logged.inject({ method: 'GET', url: '/auth/google' });
      const state = new URL(String(start.headers.location)).searchParams.get('state')!;
      const response = await logged.inject({ method: 'GET', url: `/auth/google/callback?code=secret-auth-code&state=${state}`, headers: { cookie: cookieOf(start.headers['set-cookie']) } });
      const { token } = completed(response);
      assert.ok(log.includes('/auth/google/callback?code=%5Bredacted%5D&state=%5Bredacted%5D'), log);
      for (const secret of ['secret-auth-code', state, token]) assert.ok(!log.includes(secret), `log holds ${secret}`);
    } finally {
      await logged.close();
    }
  });
});

describe('safeReturnPath', () => {
  test('keeps paths on this site and replaces everything else with /account', () => {
    assert.equal(safeReturnPath('/cart'), '/cart');
    assert.equal(safeReturnPath('/a/../b'), '/b');
    for (const value of [undefined, '', 42, '//x.example', '/.//x.example', '/a/..//x.example', '/\\x.example', 'http://x.example', '/\u0000', `/${'a'.repeat(3000)}`]) {
      assert.equal(safeReturnPath(value), '/account', String(value));
    }
  });
});

