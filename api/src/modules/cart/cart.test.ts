import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { is } from 'superstruct';
import { CartStruct, type CartItem, type Product } from '@shop/shared/contracts';
import { CART_MAX_QUANTITY, EXTRA_PHOTO_PRICE, GIFT_VIDEO_CARD_PRICE, MAX_ADDITIONAL_PHOTO_COUNT, ProductType } from '@shop/shared/constants';
import { cartItems, carts } from '../../db/schema';
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
    assert.equal(byProduct.get(simple.id)?.quantity, 7, 'the visitor\'s quantity is added');
    assert.deepEqual(
      (({ quantity, additionalPhotoCount, giftVideoStory, leadTimePrice }) => ({ quantity, additionalPhotoCount, giftVideoStory, leadTimePrice }))(byProduct.get(clip.id) as CartItem),
      { quantity: 1, additionalPhotoCount: 2, giftVideoStory: true, leadTimePrice: fast?.id },
    );
    const again = await post('merge', { items: [{ product: clip.id }] });
    assert.deepEqual(again.body, body, 'merging a clip that is already there with nothing new changes nothing');
    const rows = await database.db.select().from(cartItems).where(eq(cartItems.productId, clip.id));
    assert.equal(rows.filter((row) => row.cartId === rows[0]?.cartId).length, 1);
  });

  test('a merged clip that names no lead time gets the default: the free option, else the cheapest', async () => {
    const visitor = await signUp(app);
    const { status, body } = await post('merge', { items: [{ product: clip.id }] }, visitor.token);
    assert.equal(status, 200);
    const cheapest = [...leadTimes].sort((a, b) => a.price - b.price || a.id - b.id)[0];
    assert.ok(cheapest, 'the demo shop has lead-time options');
    assert.equal((body as CartItem[])[0]?.leadTimePrice, cheapest.id);
  });

  test('merge adds quantities of simple products, also of two browser items of one product, capped at the maximum', async () => {
    await post('update', { product: simple.id, quantity: 2 });
    const { body } = await post('merge', { items: [{ product: simple.id, quantity: 3 }, { product: simple.id, quantity: 4 }, { product: simple.id }] });
    assert.deepEqual(
      (body as CartItem[]).map((item) => [item.product, item.quantity, item.baseCost]),
      [[simple.id, 10, Math.round(simple.price * 10 * 100) / 100]],
    );
    const capped = await post('merge', { items: [{ product: simple.id, quantity: 95 }] });
    assert.equal(capped.body[0].quantity, CART_MAX_QUANTITY);
    const other = await signUp(app);
    const fresh = await post('merge', { items: [{ product: simple.id, quantity: 60 }, { product: simple.id, quantity: 60 }] }, other.token);
    assert.equal(fresh.body[0].quantity, CART_MAX_QUANTITY, 'two browser items add up to the cap at most');
  });

  test('a merge retried with the same merge key (its answer was lost) adds nothing; a new key merges again', async () => {
    const first = await post('merge', { items: [{ product: simple.id, quantity: 2 }], mergeKey: 'browser-cart-1' });
    assert.equal(first.status, 200);
    assert.equal(first.body[0].quantity, 2);
    const retry = await post('merge', { items: [{ product: simple.id, quantity: 2 }], mergeKey: 'browser-cart-1' });
    assert.equal(retry.status, 200);
    assert.equal(retry.body[0].quantity, 2, 'the retry must not add the quantity again');
    const next = await post('merge', { items: [{ product: simple.id, quantity: 3 }], mergeKey: 'browser-cart-2' });
    assert.equal(next.body[0].quantity, 5);
    const short = await post('merge', { items: [{ product: simple.id }], mergeKey: 'x' });
    assert.equal(short.status, 400);
    assert.equal(short.body.field, 'mergeKey');
    assert.equal((await post('merge', { items: [] })).body[0].quantity, 5, 'a refused merge changes nothing');
  });

  test('merge keeps a clip\'s extras: the larger photo count, the gift if either had it, the dearer lead time, the account\'s captions', async () => {
    const [first, second] = clip.captionFields;
    assert.ok(first && second);
    const [fast, express] = leadTimes.filter((option) => option.price > 0).sort((a, b) => a.price - b.price);
    const free = leadTimes.find((option) => option.price === 0);
    assert.ok(fast && express && free && fast.price < express.price);
    // The account's clip on the free option; the visitor paid for the faster one, which is kept.
    await post('update', { product: clip.id, additionalPhotoCount: 4, leadTimePrice: free.id, captions: [{ fieldId: first.id, value: 'Ours' }] });
    const { body } = await post('merge', {
      items: [{ product: clip.id, additionalPhotoCount: 2, giftVideoStory: true, leadTimePrice: fast.id, captions: [{ fieldId: second.id, value: 'Theirs' }], quantity: 5 }],
    });
    const [item] = body as CartItem[];
    assert.deepEqual(
      [item?.quantity, item?.additionalPhotoCount, item?.giftVideoStory, item?.leadTimePrice, item?.captions.map((caption) => caption.value)],
      [1, 4, true, fast.id, ['Ours']],
    );
    assert.equal(item?.baseCost, clip.price + 4 * EXTRA_PHOTO_PRICE + fast.price + GIFT_VIDEO_CARD_PRICE);
    // The account's dearer choice stays over a cheaper one.
    await post('update', { product: clip.id, leadTimePrice: express.id });
    assert.equal((await post('merge', { items: [{ product: clip.id, leadTimePrice: fast.id }] })).body[0].leadTimePrice, express.id);
    const bigger = await post('merge', { items: [{ product: clip.id, additionalPhotoCount: 9, giftVideoStory: false }] });
    assert.deepEqual([bigger.body[0].additionalPhotoCount, bigger.body[0].giftVideoStory], [9, true]);

    const other = await signUp(app);
    const fresh = await post('merge', { items: [{ product: clip.id, leadTimePrice: express.id, captions: [{ fieldId: second.id, value: 'Theirs' }] }] }, other.token);
    assert.deepEqual([fresh.body[0].leadTimePrice, fresh.body[0].captions[0]?.value], [express.id, 'Theirs'], 'a new clip takes the visitor\'s choices');
  });

  test('bad input answers 4xx with a message naming the field and leaves the cart as it was', async () => {
    await post('update', { product: simple.id, quantity: 2 });
    await post('update', { product: clip.id });
    const other = await signUp(app);
    const [theirs] = (await post('update', { product: simple.id, quantity: 3 }, other.token)).body as CartItem[];
    assert.ok(theirs);
    await call(app, 'POST', '/api/cart/apply-coupon', { token: user.token, payload: { coupon: 'STORY10' } });
    const mine = await cartOf();
    const theirCart = await cartOf(other.token);
    const quantityMessage = `quantity must be a whole number from 1 to ${CART_MAX_QUANTITY}`;
    const cases: { path: string; payload: unknown; status: number; message: string; field?: string }[] = [
      { path: 'update', payload: { product: simple.id, quantity: 0 }, status: 400, message: quantityMessage, field: 'quantity' },
      { path: 'update', payload: { product: simple.id, quantity: -3 }, status: 400, message: quantityMessage, field: 'quantity' },
      { path: 'update', payload: { product: simple.id, quantity: 1.5 }, status: 400, message: quantityMessage, field: 'quantity' },
      { path: 'update', payload: { product: simple.id, quantity: 1e9 }, status: 400, message: quantityMessage, field: 'quantity' },
      { path: 'update', payload: { product: simple.id, quantity: '3' }, status: 400, message: quantityMessage, field: 'quantity' },
      {
        path: 'update',
        payload: { product: clip.id, additionalPhotoCount: -1 },
        status: 400,
        message: `additionalPhotoCount must be a whole number from 0 to ${MAX_ADDITIONAL_PHOTO_COUNT}`,
        field: 'additionalPhotoCount',
      },
      { path: 'update', payload: { product: clip.id, leadTimePrice: 999_999 }, status: 400, message: 'Unknown lead time option', field: 'leadTimePrice' },
      { path: 'apply-coupon', payload: { coupon: 'X'.repeat(10_000) }, status: 400, message: 'A coupon code has at most 64 characters', field: 'coupon' },
      { path: 'remove', payload: { id: theirs.id }, status: 404, message: 'Could not find cart item', field: 'id' },
      ...['update', 'remove', 'merge', 'apply-coupon'].map((path) => ({ path, payload: '{"product": 1,', status: 400, message: 'Malformed JSON body' })),
    ];
    for (const { path, payload, status, message, field } of cases) {
      const response = await call(app, 'POST', `/api/cart/${path}`, {
        token: user.token,
        payload: payload as object,
        headers: typeof payload === 'string' ? { 'content-type': 'application/json' } : {},
      });
      const label = `${path} ${typeof payload === 'string' ? payload : JSON.stringify(payload).slice(0, 60)}`;
      assert.equal(response.statusCode, status, `${label}: ${response.body}`);
      assert.deepEqual(response.json(), field ? { message, field } : { message }, label);
      assert.deepEqual(await cartOf(), mine, `${label} changed the cart`);
    }
    assert.deepEqual(await cartOf(other.token), theirCart, 'the other user\'s cart is unchanged');
  });

  test('concurrent changes from two tabs lose nothing and never duplicate a product', async () => {
    const available = (await call(app, 'GET', '/api/catalog?_perPage=100')).json().data.filter((product: Product) => product.isAvailable) as Product[];
    const simples = available.filter((product) => product.type === ProductType.SIMPLE).slice(0, 4);
    const clips = available.filter((product) => product.type === ProductType.CLIP).slice(0, 6);
    assert.ok(simples.length === 4 && clips.length === 6);
    const [hot, ...otherSimples] = simples as [Product, ...Product[]];
    const [merged1, merged2, ...addedClips] = clips as [Product, Product, ...Product[]];
    const burst = (calls: Promise<{ statusCode: number; body: string }>[]) => Promise.all(calls);
    const update = (payload: object) => call(app, 'POST', '/api/cart/update', { token: user.token, payload });

    // A user without a cart row yet: every call races to make it.
    const first = await burst([
      ...[hot, ...otherSimples].map((product) => update({ product: product.id })),
      ...addedClips.map((product) => update({ product: product.id, additionalPhotoCount: 1 })),
      ...Array.from({ length: 8 }, (_, index) => update({ product: hot.id, quantity: index + 1 })),
      call(app, 'POST', '/api/cart/merge', { token: user.token, payload: { items: [{ product: hot.id, quantity: 2 }, { product: merged1.id }] } }),
      call(app, 'GET', '/api/cart', { token: user.token }),
    ]);
    // Then changes, a merge, coupons and removals of one cart at once.
    const second = await burst([
      ...Array.from({ length: 8 }, (_, index) => update({ product: hot.id, quantity: 20 + index })),
      ...addedClips.map((product) => update({ product: product.id, giftVideoStory: true })),
      call(app, 'POST', '/api/cart/merge', { token: user.token, payload: { items: [{ product: hot.id, quantity: 3 }, { product: merged2.id }, { product: merged1.id }] } }),
      ...['STORY10', 'WELCOME25', 'STORY10'].map((coupon) => call(app, 'POST', '/api/cart/apply-coupon', { token: user.token, payload: { coupon } })),
      call(app, 'GET', '/api/cart', { token: user.token }),
    ]);
    for (const response of [...first, ...second]) assert.equal(response.statusCode, 200, response.body);

    const rows = await database.db.select({ productId: cartItems.productId, quantity: cartItems.quantity }).from(cartItems).innerJoin(carts, eq(carts.id, cartItems.cartId)).where(eq(carts.userId, user.id));
    const expected = [...simples, ...clips].map((product) => product.id).sort((a, b) => a - b);
    assert.deepEqual(rows.map((row) => row.productId).sort((a, b) => a - b), expected, 'exactly one row per product, every product present');
    const hotQuantity = rows.find((row) => row.productId === hot.id)?.quantity ?? 0;
    assert.ok(hotQuantity >= 20 && hotQuantity <= 27 + 3, `hot quantity ${hotQuantity}`);
    assert.equal((await database.db.select().from(carts).where(eq(carts.userId, user.id))).length, 1, 'one cart row');
    const cart = await cartOf();
    assert.ok(cart.every((item) => item.discountAmount !== undefined && item.discountAmount > 0), 'the coupon is on the cart');
    assert.ok(cart.filter((item) => addedClips.some((product) => product.id === item.product)).every((item) => item.giftVideoStory && item.additionalPhotoCount === 1));
  });
});
