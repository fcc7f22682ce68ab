import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { CAPTION_MESSAGES, type CartItem, type Product } from '@shop/shared/contracts';
import { CAPTION_MAX_LENGTH, ProductType } from '@shop/shared/constants';
import { call, signUp, type TestUser } from '../../test/identity';
import { buildTestApp, createSeededDatabase, testConfig } from '../../test/setup';

const { database, mediaDir } = await createSeededDatabase();

describe('caption rules on the server', () => {
  let app: FastifyInstance;
  let user: TestUser;
  let products: Product[];
  beforeEach(async () => {
    app = buildTestApp(database, testConfig({ MEDIA_DIR: mediaDir, CATALOG_CACHE_TTL_MS: '0' }));
    user = await signUp(app);
    products = (await call(app, 'GET', '/api/catalog?_perPage=100')).json().data;
  });
  afterEach(() => app.close());

  /** An available clip with a caption field of this label, and that field. */
  const clipWith = (label: string) => {
    const product = products.find(
      (candidate) =>
        candidate.type === ProductType.CLIP &&
        candidate.isAvailable &&
        candidate.captionFields.some((field) => field.label === label),
    );
    const field = product?.captionFields.find((candidate) => candidate.label === label);
    assert.ok(product && field, label);
    return { product, field };
  };
  const update = (payload: unknown, token = user.token) => call(app, 'POST', '/api/cart/update', { token, payload });
  const cartOf = async (): Promise<CartItem[]> => (await call(app, 'GET', '/api/cart', { token: user.token })).json();
  /** POST /api/cart/merge (must answer 200): each merged item's captions as [fieldId, value]. */
  const mergedCaptions = async (items: unknown[]) => {
    const response = await call(app, 'POST', '/api/cart/merge', { token: user.token, payload: { items } });
    assert.equal(response.statusCode, 200, response.body);
    return (response.json() as CartItem[]).map((item) =>
      item.captions.map((caption) => [caption.fieldId, caption.value]),
    );
  };

  test("a value breaking its field's rule answers 400 with the form's message, field captions, and changes nothing", async () => {
    const age = clipWith('Age they are turning');
    const mood = clipWith('Music mood');
    const anniversary = clipWith('Anniversary date');
    const names = clipWith('Your names');
    for (const { product } of [age, mood])
      assert.equal((await update({ product: product.id, captions: [] })).statusCode, 200);
    const before = await cartOf();
    const cases: [{ product: Product; field: { id: number } }, string, string][] = [
      [age, 'abc', CAPTION_MESSAGES.number],
      [age, '1e3', CAPTION_MESSAGES.number],
      [age, '0', CAPTION_MESSAGES.min(1)],
      [age, '121', CAPTION_MESSAGES.max(120)],
      [mood, 'Jazz', CAPTION_MESSAGES.choice],
      [mood, '', CAPTION_MESSAGES.required],
      [anniversary, '2023-02-29', CAPTION_MESSAGES.date],
      [anniversary, 'tomorrow', CAPTION_MESSAGES.date],
      [names, '   ', CAPTION_MESSAGES.required],
    ];
    for (const [{ product, field }, value, message] of cases) {
      const response = await update({
        product: product.id,
        additionalPhotoCount: 3,
        captions: [{ fieldId: field.id, value }],
      });
      assert.equal(response.statusCode, 400, `${value}: ${response.body}`);
      assert.deepEqual(response.json(), { message, field: 'captions' }, value);
    }
    assert.deepEqual(await cartOf(), before, 'a refused change wrote nothing, not even its other fields');
  });

  test('a value longer than CAPTION_MAX_LENGTH answers 400 "Please enter at most 1000 characters" on captions', async () => {
    const names = clipWith('Your names');
    assert.equal((await update({ product: names.product.id, captions: [] })).statusCode, 200);
    const before = await cartOf();
    for (const value of ['x'.repeat(CAPTION_MAX_LENGTH + 1), 'x'.repeat(2032), ' '.repeat(CAPTION_MAX_LENGTH + 1)]) {
      const response = await update({ product: names.product.id, captions: [{ fieldId: names.field.id, value }] });
      assert.equal(response.statusCode, 400, response.body);
      assert.deepEqual(response.json(), { message: 'Please enter at most 1000 characters', field: 'captions' });
    }
    assert.deepEqual(await cartOf(), before);

    const longest = 'x'.repeat(CAPTION_MAX_LENGTH);
    const kept = await update({ product: names.product.id, captions: [{ fieldId: names.field.id, value: longest }] });
    assert.equal(kept.statusCode, 200, kept.body);
    assert.equal((await cartOf())[0]?.captions.find((caption) => caption.fieldId === names.field.id)?.value, longest);
  });

  test('values keeping their rules are stored; only the last value given for a field is checked', async () => {
    const age = clipWith('Age they are turning');
    const mood = clipWith('Music mood');
    const anniversary = clipWith('Anniversary date');
    const ageAnswer = await update({
      product: age.product.id,
      captions: [
        { fieldId: age.field.id, value: 'abc' },
        { fieldId: age.field.id, value: ' 42 ' },
      ],
    });
    assert.equal(ageAnswer.statusCode, 200, ageAnswer.body);
    const moodAnswer = await update({
      product: mood.product.id,
      captions: [
        { fieldId: mood.field.id, value: 'Romantic piano' },
        { fieldId: anniversary.field.id, value: '2024-02-29' },
      ],
    });
    assert.equal(moodAnswer.statusCode, 200, moodAnswer.body);
    const values = (await cartOf()).map((item) => [item.product, item.captions.map((caption) => caption.value)]);
    assert.deepEqual(values, [
      [age.product.id, [' 42 ']],
      [
        mood.product.id,
        mood.field.position < anniversary.field.position
          ? ['Romantic piano', '2024-02-29']
          : ['2024-02-29', 'Romantic piano'],
      ],
    ]);
  });

  test('merge drops a value breaking its rule and keeps the others: a stale browser cart never blocks sign-in', async () => {
    const mood = clipWith('Music mood');
    const names = clipWith('Your names');
    const captions = await mergedCaptions([
      {
        product: mood.product.id,
        captions: [
          { fieldId: mood.field.id, value: 'Jazz' },
          { fieldId: names.field.id, value: 'Ann & Bo' },
        ],
      },
    ]);
    assert.deepEqual(captions[0], [[names.field.id, 'Ann & Bo']]);
  });

  test("merge of two copies of one item: a copy whose values all break their rules does not hide the other's", async () => {
    const names = clipWith('Your names');
    const captions = await mergedCaptions([
      { product: names.product.id, captions: [{ fieldId: names.field.id, value: 'x'.repeat(CAPTION_MAX_LENGTH + 1) }] },
      { product: names.product.id, captions: [{ fieldId: names.field.id, value: 'Ann & Bo' }] },
    ]);
    assert.equal(captions.length, 1);
    assert.deepEqual(captions[0], [[names.field.id, 'Ann & Bo']]);
  });

  test('merge drops a value longer than CAPTION_MAX_LENGTH and keeps the others', async () => {
    const names = clipWith('Your names');
    const anniversary = clipWith('Anniversary date');
    const captions = await mergedCaptions([
      {
        product: names.product.id,
        captions: [
          { fieldId: names.field.id, value: 'x'.repeat(CAPTION_MAX_LENGTH + 1) },
          { fieldId: anniversary.field.id, value: '2024-02-29' },
        ],
      },
    ]);
    assert.deepEqual(captions[0], [[anniversary.field.id, '2024-02-29']]);
  });
});
