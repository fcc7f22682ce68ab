import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import { DELETE_ACCOUNT_PHRASE } from '@shop/shared/constants';
import { OWNERSHIP_CASES, PROTECTED_ENDPOINTS, PUBLIC_ROUTES, assertSignInRequired, snapshotUser } from '../../test/authz';
import { bearer, call, expireSession, signUp } from '../../test/identity';
import { buildTestApp, createTestDatabase, temporaryDir, testConfig } from '../../test/setup';

const database = await createTestDatabase();
// The photo cases store uploads: in a folder of this run, never the developer's media folder.
const config = testConfig({ MEDIA_DIR: await temporaryDir('shop-authz-media-') });

describe('authorization matrix', () => {
  let app: FastifyInstance;
  const routes: string[] = [];
  beforeEach(() => {
    app = buildTestApp(database, config);
    routes.length = 0;
    app.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) if (method !== 'HEAD' && method !== 'OPTIONS') routes.push(`${method} ${route.url}`);
    });
  });
  afterEach(() => app.close());

  test('every route is either public or listed as needing a user', async () => {
    await app.ready();
    // A listed url may carry a query (GET /api/support/message?ticket=1); the route is its path.
    const protectedRoutes = new Set(PROTECTED_ENDPOINTS.map(({ method, url }) => `${method} ${url.split('?')[0]}`));
    const unclassified = routes.filter((route) => !PUBLIC_ROUTES.has(route) && !protectedRoutes.has(route));
    assert.deepEqual(unclassified, [], 'add these to PUBLIC_ROUTES or PROTECTED_ENDPOINTS in src/test/authz.ts');
    for (const route of protectedRoutes) assert.ok(routes.includes(route), `${route} is listed but not registered`);
  });

  test('every endpoint that needs a user answers 401 without a usable token', async () => {
    const expired = await signUp(app);
    await expireSession(database.db, expired.token);
    const loggedOut = await signUp(app);
    await call(app, 'GET', '/auth/logout', { token: loggedOut.token });
    const deleted = await signUp(app);
    await call(app, 'POST', '/api/account/delete', { token: deleted.token, payload: { password: DELETE_ACCOUNT_PHRASE } });

    const credentials: Array<[string, Record<string, string>]> = [
      ['without a token', {}],
      ['with garbage', { authorization: 'Bearer not a token at all' }],
      ['with an empty bearer', { authorization: 'Bearer ' }],
      ['with another scheme', { authorization: `Basic ${Buffer.from('a@b.c:password').toString('base64')}` }],
      ['with an unknown well-formed token', bearer(randomBytes(32).toString('base64url'))],
      ['with a SQL-looking token', { authorization: "Bearer ' or 1=1 --" }],
      ['with an expired token', bearer(expired.token)],
      ['with a logged-out token', bearer(loggedOut.token)],
      ["with a deleted user's token", bearer(deleted.token)],
    ];
    for (const endpoint of PROTECTED_ENDPOINTS) {
      for (const [label, headers] of credentials) await assertSignInRequired(app, endpoint, headers, label);
    }
  });

  for (const ownership of OWNERSHIP_CASES) {
    test(`ownership: ${ownership.name}; the other user's data is untouched`, async () => {
      const actor = await signUp(app);
      const other = await signUp(app);
      await call(app, 'POST', '/api/profile', { token: other.token, payload: { email: other.email, firstName: 'Other', lastName: 'Person', country: 'USA', streetAddress: '2 Elm', city: 'Salem', postcode: '97301', phone: '555-0100' } });
      await ownership.prepare?.(app, database.db, other);
      const before = await snapshotUser(database.db, other.id);
      const response = await ownership.act(app, actor, other);
      assert.ok(response.statusCode < 500, response.body);
      assert.ok(!response.body.includes('"Other"'), 'the other user\'s data was answered');
      assert.deepEqual(await snapshotUser(database.db, other.id), before);
      assert.equal((await call(app, 'GET', '/api/initiate', { token: other.token })).json().user?.id, other.id, 'the other user is still signed in');
    });
  }
});
