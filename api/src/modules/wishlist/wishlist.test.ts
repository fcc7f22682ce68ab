import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { is } from 'superstruct';
import { InitialStateStruct, WishlistStruct, type WishlistEntry } from '@shop/shared/contracts';
import { DELETE_ACCOUNT_PHRASE } from '@shop/shared/constants';
import { carts, wishlistEntries } from '../../db/schema';
import { call, signUp, type TestUser } from '../../test/identity';
import { buildTestApp, createSeededDatabase, testConfig } from '../../test/setup';

const { database, mediaDir } = await createSeededDatabase();

describe('wishlist', () => {
  let app: FastifyInstance;
  let user: TestUser;
  beforeEach(async () => {
    app = buildTestApp(database, testConfig({ MEDIA_DIR: mediaDir, CATALOG_CACHE_TTL_MS: '0' }));
    user = await signUp(app);
  });
  afterEach(() => app.close());

  const change = async (action: 'add' | 'remove' | 'merge', payload: unknown, token = user.token) => {
    const response = await call(app, 'POST', `/api/wishlist/${action}`, { token, payload });
    return { status: response.statusCode, body: response.json() };
  };
  const listOf = async (token = user.token): Promise<WishlistEntry[]> => {
    const response = await call(app, 'GET', '/api/wishlist', { token });
    assert.equal(response.statusCode, 200, response.body);
    return response.json();
  };
  const productIds = (entries: WishlistEntry[]) => entries.map((entry) => entry.product.id);

  test('add answers the new list: entries with the whole product and addedAt, newest first', async () => {
    await change('add', { product: 3 });
    const { status, body } = await change('add', { product: 8 });
    assert.equal(status, 200);
    assert.ok(is(body, WishlistStruct), JSON.stringify(WishlistStruct.validate(body)[0]?.failures()[0]));
    assert.deepEqual(productIds(body), [8, 3]);
    assert.ok(body.every((entry: WishlistEntry) => entry.product.onWishlist && !Number.isNaN(Date.parse(entry.addedAt))));
  });

  test('adding twice keeps one entry and its first addedAt', async () => {
    const first = (await change('add', { product: 4 })).body as WishlistEntry[];
    const second = (await change('add', { product: 4 })).body as WishlistEntry[];
    assert.deepEqual(second, first);
    assert.equal(second.length, 1);
  });

  test('remove answers the list without the product; removing one not on it changes nothing', async () => {
    await change('add', { product: 3 });
    await change('add', { product: 5 });
    assert.deepEqual(productIds((await change('remove', { product: 3 })).body), [5]);
    assert.deepEqual(productIds((await change('remove', { product: 3 })).body), [5]);
  });

  test('an unknown product answers 404 and changes nothing', async () => {
    await change('add', { product: 6 });
    for (const action of ['add', 'remove'] as const) {
      const { status, body } = await change(action, { product: 999_999 });
      assert.equal(status, 404);
      assert.deepEqual(body, { message: 'Could not find product', field: 'product' });
    }
    assert.deepEqual(productIds(await listOf()), [6]);
  });

  test('a malformed body answers 400 naming the field', async () => {
    for (const payload of [{}, { product: 'three' }, { product: -1 }, { product: 1.5 }, { product: 99_999_999_999 }, { product: 3, user: 2 }]) {
      const { status, body } = await change('add', payload);
      assert.equal(status, 400, JSON.stringify(payload));
      assert.ok(body.field, JSON.stringify(body));
    }
  });

  test('visitors are asked to sign in', async () => {
    for (const [method, url] of [['GET', '/api/wishlist'], ['POST', '/api/wishlist/add'], ['POST', '/api/wishlist/remove'], ['POST', '/api/wishlist/merge']] as const) {
      const response = await call(app, method, url, method === 'POST' ? { payload: { product: 3, products: [3] } } : {});
      assert.equal(response.statusCode, 401, url);
    }
  });

  test('each user has a list of their own', async () => {
    const other = await signUp(app);
    await change('add', { product: 7 }, other.token);
    await change('add', { product: 9 });
    assert.deepEqual(productIds(await listOf(other.token)), [7]);
    assert.deepEqual(productIds(await listOf()), [9]);
  });

  test('merge joins the browser list to the account without duplicates, skipping products that no longer exist', async () => {
    const [kept] = (await change('add', { product: 10 })).body as WishlistEntry[];
    const { status, body } = await change('merge', { products: [12, 10, 12, 999_999, 11] });
    assert.equal(status, 200);
    assert.deepEqual(productIds(body).sort((a, b) => a - b), [10, 11, 12]);
    assert.equal((body as WishlistEntry[]).find((entry) => entry.product.id === 10)?.addedAt, kept?.addedAt);
    assert.deepEqual(productIds((await change('merge', { products: [] })).body).sort((a, b) => a - b), [10, 11, 12]);
    assert.equal((await change('merge', { products: 'all' })).status, 400);
  });

  test('deleting the account removes its wishlist and cart', async () => {
    await change('add', { product: 2 });
    await call(app, 'POST', '/api/cart/update', { token: user.token, payload: { product: 2 } });
    const deleted = await call(app, 'POST', '/api/account/delete', { token: user.token, payload: { password: DELETE_ACCOUNT_PHRASE } });
    assert.equal(deleted.statusCode, 200, deleted.body);
    assert.deepEqual(await database.db.select().from(wishlistEntries).where(eq(wishlistEntries.userId, user.id)), []);
    assert.deepEqual(await database.db.select().from(carts).where(eq(carts.userId, user.id)), []);
  });

  test('/api/initiate carries the signed-in user\'s wishlist, and none for visitors', async () => {
    await change('add', { product: 2 });
    const signedIn = (await call(app, 'GET', '/api/initiate', { token: user.token })).json();
    assert.ok(is(signedIn, InitialStateStruct), JSON.stringify(InitialStateStruct.validate(signedIn)[0]?.failures()[0]));
    assert.deepEqual(productIds(signedIn.wishlist), [2]);
    assert.deepEqual((await call(app, 'GET', '/api/initiate')).json().wishlist, []);
  });
});
