import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { is } from 'superstruct';
import { CartStruct, type CartItem, type Product } from '@shop/shared/contracts';
import { EXTRA_PHOTO_PRICE, GIFT_VIDEO_CARD_PRICE, ProductType } from '@shop/shared/constants';
import { cartItems } from '../../db/schema';
import { call, signUp, type TestUser } from '../../test/identity';
import { buildTestApp, createSeededDatabase, testConfig } from '../../test/setup';

const { database, mediaDir } = await createSeededDatabase();

describe('cart', () => {
  let app: FastifyInstance;
  let user: TestUser;
  let clip: Product;
  let simple: Product;
  let unavailable: Product;
  let leadTimes: { id: number; price: number }[];
  beforeEach(async () => {
    app = buildTestApp(database, testConfig({ MEDIA_DIR: mediaDir, CATALOG_CACHE_TTL_MS: '0' }));
    user = await signUp(app);
    const products: Product[] = (await call(app, 'GET', '/api/catalog?_perPage=100')).json().data;
    const find = (test: (product: Product) => boolean) => {
      const found = products.find(test);
      assert.ok(found);
      return found;
    };
    clip = find((product) => product.type === ProductType.CLIP && product.isAvailable && product.captionFields.length >= 2);
    simple = find((product) => product.type === ProductType.SIMPLE && product.isAvailable);
    unavailable = find((product) => !product.isAvailable);
    leadTimes = (await call(app, 'GET', '/api/initiate')).json().leadTimePrices;
  });
  afterEach(() => app.close());

  const post = async (path: 'update' | 'remove' | 'merge', payload: unknown, token = user.token) => {
    const response = await call(app, 'POST', `/api/cart/${path}`, { token, payload });
    const body = response.json();
    if (response.statusCode === 200) assert.ok(is(body, CartStruct), JSON.stringify(CartStruct.validate(body)[0]?.failures()[0]));
    return { status: response.statusCode, body };
  };
  const cartOf = async (token = user.token): Promise<CartItem[]> => {
    const response = await call(app, 'GET', '/api/cart', { token });
    assert.equal(response.statusCode, 200, response.body);
    return response.json();
  };

  test('a new user\'s cart is empty; visitors are asked to sign in', async () => {
    assert.deepEqual(await cartOf(), []);
    for (const [method, url] of [['GET', '/api/cart'], ['POST', '/api/cart/update'], ['POST', '/api/cart/remove'], ['POST', '/api/cart/merge']] as const) {
      assert.equal((await call(app, method, url, method === 'POST' ? { payload: { product: clip.id, id: 1, items: [] } } : {})).statusCode, 401, url);
    }
  });

  test('update creates a clip item with the defaults: one copy, no extras, the free lead time', async () => {
    const { status, body } = await post('update', { product: clip.id });
    assert.equal(status, 200);
    const free = leadTimes.find((option) => option.price === 0);
    assert.deepEqual(body, [
      {
        id: body[0].id,
        product: clip.id,
        quantity: 1,
        additionalPhotoCount: 0,
        leadTimePrice: free?.id,
        giftVideoStory: false,
        images: [],
        captions: [],
        baseCost: clip.price,
        productPrice: clip.price,
        extraPhotoCost: 0,
        leadTimeCost: 0,
      },
    ]);
  });

  test('the server prices clip extras itself, whatever costs the client sends', async () => {
    await post('update', { product: clip.id });
    const fast = leadTimes.find((option) => option.price > 0);
    assert.ok(fast);
    const { body } = await post('update', {
      product: clip.id,
      additionalPhotoCount: 3,
      leadTimePrice: fast.id,
      giftVideoStory: true,
      quantity: 7,
      baseCost: 0.01,
      productPrice: 0.01,
      extraPhotoCost: 0,
      leadTimeCost: 0,
    });
    assert.equal(body.length, 1, 'still one row for the product');
    const [item] = body as CartItem[];
    assert.equal(item?.quantity, 1, 'a clip is bought once');
    assert.equal(item?.extraPhotoCost, 3 * EXTRA_PHOTO_PRICE);
    assert.equal(item?.leadTimeCost, fast.price);
    assert.equal(item?.baseCost, clip.price + 3 * EXTRA_PHOTO_PRICE + fast.price + GIFT_VIDEO_CARD_PRICE);
    const { body: partly } = await post('update', { product: clip.id, giftVideoStory: false });
    assert.equal(partly[0].additionalPhotoCount, 3, 'fields not sent are kept');
    assert.equal(partly[0].baseCost, clip.price + 3 * EXTRA_PHOTO_PRICE + fast.price);
  });

  test('a simple product costs price × quantity and takes no clip extras', async () => {
    const { body } = await post('update', { product: simple.id, quantity: 3, additionalPhotoCount: 5, giftVideoStory: true });
    const [item] = body as CartItem[];
    assert.equal(item?.quantity, 3);
    assert.equal(item?.additionalPhotoCount, 0);
    assert.equal(item?.giftVideoStory, false);
    assert.equal(item?.leadTimePrice, null);
    assert.equal(item?.baseCost, Math.round(simple.price * 3 * 100) / 100);
  });

  test('captions are kept per caption field and answered with the field\'s label, position and type', async () => {
    const [first, second] = clip.captionFields;
    assert.ok(first && second);
    const { body } = await post('update', {
      product: clip.id,
      captions: [
        { fieldId: first.id, value: 'Draft' },
        { fieldId: second.id, value: 'Ann & Bo' },
        { fieldId: first.id, value: 'Our Day' },
      ],
    });
    assert.deepEqual(body[0].captions, [
      { fieldId: first.id, label: first.label, position: first.position, type: first.type, value: 'Our Day' },
      { fieldId: second.id, label: second.label, position: second.position, type: second.type, value: 'Ann & Bo' },
    ]);
  });

  test('refused changes answer 4xx naming the field and write nothing', async () => {
    await post('update', { product: clip.id });
    const before = await cartOf();
    const otherClip: Product = (await call(app, 'GET', '/api/catalog?_filter=' + encodeURIComponent(JSON.stringify({ type: { operator: 'eq', value: 2 }, id: { operator: 'not-in', value: [clip.id] } })))).json().data[0];
    const cases: [unknown, number, string][] = [
      [{ product: 999_999 }, 404, 'product'],
      [{ product: unavailable.id }, 409, 'product'],
      [{ product: clip.id, leadTimePrice: 999_999 }, 400, 'leadTimePrice'],
      [{ product: clip.id, captions: [{ fieldId: otherClip.captionFields[0]?.id, value: 'x' }] }, 400, 'captions.0.fieldId'],
      [{ product: clip.id, additionalPhotoCount: -1 }, 400, 'additionalPhotoCount'],
      [{ product: simple.id, quantity: 0 }, 400, 'quantity'],
      [{ product: simple.id, quantity: 1_000_000 }, 400, 'quantity'],
      [{ quantity: 2 }, 400, 'product'],
      [{ product: clip.id, owner: 3 }, 400, 'owner'],
    ];
    for (const [payload, status, field] of cases) {
      const answer = await post('update', payload);
      assert.equal(answer.status, status, JSON.stringify(payload));
      assert.equal(answer.body.field, field, JSON.stringify(answer.body));
    }
    assert.deepEqual(await cartOf(), before);
  });

  test('remove takes the user\'s own item out and answers the rest', async () => {
    await post('update', { product: clip.id });
    const { body } = await post('update', { product: simple.id });
    const { status, body: after } = await post('remove', { id: body[0].id });
    assert.equal(status, 200);
    assert.deepEqual(after.map((item: CartItem) => item.product), [simple.id]);
  });

  test('another user\'s item or an unknown id answers 404 and nothing changes', async () => {
    const other = await signUp(app);
    const [theirs] = (await post('update', { product: clip.id }, other.token)).body as CartItem[];
    assert.ok(theirs);
    await post('update', { product: simple.id });
    const mine = await cartOf();
    for (const id of [theirs.id, 999_999]) {
      const { status, body } = await post('remove', { id });
      assert.equal(status, 404);
      assert.deepEqual(body, { message: 'Could not find cart item', field: 'id' });
    }
    assert.equal((await post('remove', { id: 'x' })).status, 400);
    assert.deepEqual(await cartOf(other.token), [theirs]);
    assert.deepEqual(await cartOf(), mine);
  });

  test('merge joins the browser cart without duplicates: one row per product, nothing lost', async () => {
    await post('update', { product: simple.id, quantity: 2 });
    const fast = leadTimes.find((option) => option.price > 0);
    const { status, body } = await post('merge', {
      items: [
        { product: simple.id, quantity: 5 },
        { product: clip.id, additionalPhotoCount: 2 },
        { product: clip.id, giftVideoStory: true, leadTimePrice: fast?.id },
        { product: 999_999 },
      ],
    });
    assert.equal(status, 200);
    const byProduct = new Map((body as CartItem[]).map((item) => [item.product, item]));
    assert.equal(body.length, 2);
    assert.equal(byProduct.get(simple.id)?.quantity, 5);
    assert.deepEqual(
      (({ additionalPhotoCount, giftVideoStory, leadTimePrice }) => ({ additionalPhotoCount, giftVideoStory, leadTimePrice }))(byProduct.get(clip.id) as CartItem),
      { additionalPhotoCount: 2, giftVideoStory: true, leadTimePrice: fast?.id },
    );
    const again = await post('merge', { items: [{ product: clip.id }, { product: simple.id, quantity: 1 }] });
    assert.deepEqual(again.body, body, 'merging what is already there changes nothing');
    const rows = await database.db.select().from(cartItems).where(eq(cartItems.productId, clip.id));
    assert.equal(rows.filter((row) => row.cartId === rows[0]?.cartId).length, 1);
  });
});
