import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { is } from 'superstruct';
import { HealthStruct, InitialStateStruct, ServerTimeStruct, type InitialState } from '@shop/shared/contracts';
import { EDITABLE_TEXT_DEFAULTS, NavigationGroup } from '@shop/shared/constants';
import { getOk } from '../../test/identity';
import { buildTestApp, createSeededDatabase, testConfig } from '../../test/setup';

const { database, mediaDir } = await createSeededDatabase();

describe('site routes', () => {
  let app: FastifyInstance;
  beforeEach(() => {
    app = buildTestApp(database, testConfig({ MEDIA_DIR: mediaDir }));
  });
  afterEach(() => app.close());

  const get = (url: string) => getOk(app, url);

  test('GET /api/health answers ok after asking the database', async () => {
    const body = await get('/api/health');
    assert.ok(is(body, HealthStruct));
  });

  test('GET /api/initiate answers the initial state contract', async () => {
    const body: InitialState = await get('/api/initiate');
    assert.ok(is(body, InitialStateStruct), JSON.stringify(InitialStateStruct.validate(body)[0]?.failures()));
    assert.equal(body.user, null);
    assert.deepEqual(body.wishlist, []);
    assert.ok(Math.abs(body.time - Date.now() / 1000) < 5);
  });

  test('GET /api/initiate lists categories, some without an image', async () => {
    const { categories }: InitialState = await get('/api/initiate');
    assert.ok(categories.length >= 6);
    assert.ok(categories.filter((category) => category.image).length >= 5);
    assert.ok(categories.some((category) => category.image === null));
  });

  test('GET /api/initiate sorts navigation by group, then position', async () => {
    const { navigation }: InitialState = await get('/api/initiate');
    const groups = Object.values(NavigationGroup);
    const sorted = [...navigation].sort((a, b) => groups.indexOf(a.group) - groups.indexOf(b.group) || a.position - b.position);
    assert.deepEqual(navigation, sorted);
    for (const group of groups) assert.ok(navigation.some((entry) => entry.group === group), `no ${group} entries`);
    assert.ok(navigation.some((entry) => entry.path === '/pages/terms-of-service'));
    // The support chat has no entry in the account menu the spec lists: the footer's Useful Links lead there.
    assert.ok(navigation.some((entry) => entry.group === NavigationGroup.FOOTER_PRIMARY && entry.path === '/account/support'));
  });

  test('GET /api/initiate has every default editable text keyed by its name', async () => {
    const { texts }: InitialState = await get('/api/initiate');
    for (const [name, text] of Object.entries(EDITABLE_TEXT_DEFAULTS)) {
      assert.deepEqual(texts[name], { definedName: name, title: text.title, content: text.content });
    }
  });

  test('GET /api/initiate computes filter bounds from the products in whole dollars and seconds', async () => {
    const { filterParams }: InitialState = await get('/api/initiate');
    assert.deepEqual(filterParams, {
      price: { min: 19, max: 129, step: 1 },
      amount: { min: 10, max: 60, step: 1 },
      duration: { min: 50, max: 300, step: 1 },
    });
  });

  test('GET /api/initiate sorts lead-time prices by price, starting with the free default', async () => {
    const { leadTimePrices }: InitialState = await get('/api/initiate');
    assert.deepEqual(
      leadTimePrices.map(({ caption, price, period }) => [caption, price, period]),
      [
        ['Standard', 0, 72],
        ['Fast', 19, 24],
        ['Express', 39, 6],
      ],
    );
  });

  test('GET /api/time answers the server clock in whole seconds', async () => {
    const body = await get('/api/time');
    assert.ok(is(body, ServerTimeStruct));
    assert.ok(Number.isInteger(body.time));
    assert.ok(Math.abs(body.time - Date.now() / 1000) < 5);
  });
});
