import assert from 'node:assert/strict';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, before, beforeEach, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { eq, inArray, sql } from 'drizzle-orm';
import { is } from 'superstruct';
import {
  CreateOrderAnswerStruct,
  OrderListStruct,
  VALIDATION_MESSAGES as M,
  type Billing,
  type CartItem,
  type Order,
} from '@shop/shared/contracts';
import { DELETE_ACCOUNT_PHRASE, DiscountType, FieldDataType, ProductType } from '@shop/shared/constants';
import {
  captionFields,
  cartItemImages,
  cartItems,
  carts,
  couponRedemptions,
  coupons,
  leadTimePrices,
  mailOutbox,
  media,
  orderItemPhotos,
  orderItems,
  orders,
  productImages,
  products,
} from '../../db/schema';
import { call, signUp, type TestUser } from '../../test/identity';
import { jpeg, multipartForm } from '../../test/photos';
import { buildTestApp, createTestDatabase, temporaryDir, testConfig } from '../../test/setup';
import { COUNTRY_UNKNOWN } from '../auth/messages';
import { POPULARITY_WEIGHT } from '../catalog/repository';
import { markOrderPaid } from './payment';
import { ORDER_TEXTS } from './request';

const database = await createTestDatabase();
const { db } = database;
const mediaDir = await temporaryDir('shop-orders-');

let serial = 0;
const unique = (label: string) => `${label}-${process.pid}-${(serial += 1)}`;

const BILLING: Billing = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  country: 'GBR',
  streetAddress: '1 Analytical Row',
  city: 'London',
  postcode: 'N1 9GU',
  phone: '+44 (20) 7946-0958',
};

/** Lead-time options of the test: the free default (72 h) and a paid rush (24 h). */
let freeLead: number;
let rushLead: number;
before(async () => {
  const made = await db
    .insert(leadTimePrices)
    .values([
      { caption: 'Standard', priceCents: 0, period: 72 },
      { caption: 'Rush', priceCents: 1500, period: 24 },
    ])
    .returning({ id: leadTimePrices.id });
  [freeLead, rushLead] = made.map((row) => row.id) as [number, number];
});

async function makeSimple(priceCents = 1250, isAvailable = true): Promise<number> {
  const slug = unique('mug');
  const [row] = await db
    .insert(products)
    .values({ slug, name: `Mug ${slug}`, priceCents, type: ProductType.SIMPLE, isAvailable })
    .returning({ id: products.id });
  assert.ok(row);
  return row.id;
}

/** A clip taking 2 photos, with one required caption field "Story title"; answers its ids. */
async function makeClip(priceCents = 4900): Promise<{ id: number; name: string; fieldId: number }> {
  const slug = unique('clip');
  const name = `Clip ${slug}`;
  const [row] = await db
    .insert(products)
    .values({ slug, name, priceCents, type: ProductType.CLIP, clipImageCount: 2, clipDuration: 60 })
    .returning({ id: products.id });
  assert.ok(row);
  const [field] = await db
    .insert(captionFields)
    .values({ productId: row.id, label: 'Story title', position: 0, dataType: FieldDataType.STRING, required: true })
    .returning({ id: captionFields.id });
  assert.ok(field);
  return { id: row.id, name, fieldId: field.id };
}

async function makeCoupon(type: number, percent: number | null): Promise<{ id: number; code: string }> {
  const code = unique('CODE').toUpperCase();
  const [row] = await db.insert(coupons).values({ code, type, percent }).returning({ id: coupons.id });
  assert.ok(row);
  return { id: row.id, code };
}

describe('orders', () => {
  let app: FastifyInstance;
  let user: TestUser;
  beforeEach(async () => {
    app = buildTestApp(database, testConfig({ MEDIA_DIR: mediaDir, CATALOG_CACHE_TTL_MS: '0' }));
    user = await signUp(app);
  });
  afterEach(() => app.close());

  const update = async (payload: object, token = user.token): Promise<CartItem[]> => {
    const response = await call(app, 'POST', '/api/cart/update', { token, payload });
    assert.equal(response.statusCode, 200, response.body);
    return response.json();
  };
  const applyCoupon = async (code: string, token = user.token) => {
    const response = await call(app, 'POST', '/api/cart/apply-coupon', { token, payload: { coupon: code } });
    assert.equal(response.statusCode, 200, response.body);
  };
  const addPhoto = async (cartItem: number, token = user.token) => {
    const form = multipartForm([
      ['cartItem', String(cartItem)],
      ['position', '99'],
      ['image', { file: await jpeg() }],
    ]);
    const response = await call(app, 'POST', '/api/cart/image', {
      token,
      payload: form.payload,
      headers: form.headers,
    });
    assert.equal(response.statusCode, 200, response.body);
  };
  /** The clip in the cart, ready for checkout: its caption, a lead time and `photos` photos. */
  const addReadyClip = async (
    clip: { id: number; fieldId: number },
    extras: object = {},
    photos = 1,
    token = user.token,
  ) => {
    const cart = await update(
      { product: clip.id, captions: [{ fieldId: clip.fieldId, value: 'Our summer' }], ...extras },
      token,
    );
    const item = cart.find((line) => line.product === clip.id);
    assert.ok(item);
    for (let index = 0; index < photos; index += 1) await addPhoto(item.id, token);
    return item.id;
  };
  const order = async (payload: unknown, token = user.token) => {
    const response = await call(app, 'POST', '/api/order', { token, payload });
    const body = response.json();
    assert.ok(is(body, CreateOrderAnswerStruct), response.body);
    return { status: response.statusCode, body };
  };
  const orderId = async (payload: unknown, token = user.token): Promise<number> => {
    const { status, body } = await order(payload, token);
    assert.equal(status, 200, JSON.stringify(body));
    assert.equal(body.success, true);
    return (body as { order: { id: number } }).order.id;
  };
  const listOrders = async (token = user.token): Promise<Order[]> => {
    const response = await call(app, 'GET', '/api/orders', { token });
    assert.equal(response.statusCode, 200, response.body);
    const list = response.json();
    assert.ok(is(list, OrderListStruct), JSON.stringify(OrderListStruct.validate(list)[0]?.failures()[0]));
    return list;
  };
  const cartOf = async (token = user.token): Promise<CartItem[]> =>
    (await call(app, 'GET', '/api/cart', { token })).json();
  const ordersOf = (userId: number) => db.select().from(orders).where(eq(orders.userId, userId));
  const mailsOf = (userId: number) => db.select().from(mailOutbox).where(eq(mailOutbox.userId, userId));
  const photoFiles = async () =>
    (await readdir(path.join(mediaDir, 'photos')).catch(() => [] as string[])).filter((file) => !file.startsWith('.'));

  test('every billing field wrong or missing, and the payment method, refused with the checkout’s own words; nothing written', async () => {
    await update({ product: await makeSimple(), quantity: 1 });
    const before = await cartOf();
    const without = (field: keyof Billing) =>
      Object.fromEntries(Object.entries(BILLING).filter(([name]) => name !== field));
    const cases: [string, unknown, string, string][] = [
      ['no billing at all', { paymentMethod: 'card' }, M.firstNameRequired, 'firstName'],
      ['first name missing', { ...without('firstName'), paymentMethod: 'card' }, M.firstNameRequired, 'firstName'],
      ['first name blank', { ...BILLING, firstName: '   ', paymentMethod: 'card' }, M.firstNameRequired, 'firstName'],
      ['last name missing', { ...without('lastName'), paymentMethod: 'card' }, M.lastNameRequired, 'lastName'],
      ['country missing', { ...without('country'), paymentMethod: 'card' }, M.countryRequired, 'country'],
      [
        'street address blank',
        { ...BILLING, streetAddress: '', paymentMethod: 'card' },
        M.streetAddressRequired,
        'streetAddress',
      ],
      ['city missing', { ...without('city'), paymentMethod: 'card' }, M.cityRequired, 'city'],
      ['postcode missing', { ...without('postcode'), paymentMethod: 'card' }, M.postcodeRequired, 'postcode'],
      ['phone missing', { ...without('phone'), paymentMethod: 'card' }, M.phoneRequired, 'phone'],
      ['phone with letters', { ...BILLING, phone: '555 CALL ME', paymentMethod: 'card' }, M.phoneInvalid, 'phone'],
      ['phone not text', { ...BILLING, phone: 5550100, paymentMethod: 'card' }, M.phoneInvalid, 'phone'],
      ['unknown country', { ...BILLING, country: 'Atlantis', paymentMethod: 'card' }, COUNTRY_UNKNOWN, 'country'],
      [
        'a 10,000-character name',
        { ...BILLING, firstName: 'A'.repeat(10_000), paymentMethod: 'card' },
        'First name must be at most 100 characters long',
        'firstName',
      ],
      [
        'a 10,000-character note',
        { ...BILLING, orderNotes: 'n'.repeat(10_000), paymentMethod: 'card' },
        'Order notes must be at most 2000 characters long',
        'orderNotes',
      ],
      [
        'a name that is not text',
        { ...BILLING, lastName: ['Lovelace'], paymentMethod: 'card' },
        'Last name must be text',
        'lastName',
      ],
      ['no payment method', BILLING, M.paymentMethodRequired, 'paymentMethod'],
      ['an unknown payment method', { ...BILLING, paymentMethod: 'bitcoin' }, M.paymentMethodRequired, 'paymentMethod'],
      ['an unknown field', { ...BILLING, paymentMethod: 'card', total: 0 }, 'Unknown field total', 'total'],
    ];
    for (const [label, payload, error, field] of cases) {
      const { status, body } = await order(payload);
      assert.equal(status, 400, label);
      assert.deepEqual(body, { success: false, error, message: error, field }, label);
    }
    assert.deepEqual(await ordersOf(user.id), []);
    assert.deepEqual(await cartOf(), before, 'the cart is as it was');
  });

  test('the checkout email: blank, not an address or too long refused with the form’s words; nothing written', async () => {
    await addReadyClip(await makeClip());
    const before = await cartOf();
    const cases: [string, unknown, string][] = [
      ['blank', '   ', M.emailRequired],
      ['not an address', 'ada.example.com', M.emailInvalid],
      ['a hidden character', 'ada\u200b@example.com', M.emailInvalid],
      ['not text', 42, M.emailInvalid],
      ['255 characters', `${'a'.repeat(243)}@example.com`, 'Email address must be at most 254 characters long'],
    ];
    for (const [label, email, error] of cases) {
      const { status, body } = await order({ email, paymentMethod: 'card' });
      assert.equal(status, 400, label);
      assert.deepEqual(body, { success: false, error, message: error, field: 'email' }, label);
    }
    assert.deepEqual(await ordersOf(user.id), []);
    assert.deepEqual(await cartOf(), before, 'the cart is as it was');
  });

  test('the order’s mails go to the checkout email (stored trimmed, lower case), else to the account’s', async () => {
    const free = async () => {
      await addReadyClip(await makeClip(4900), { leadTimePrice: freeLead });
      await applyCoupon((await makeCoupon(DiscountType.ONE_TIME_FREE_CLIP, null)).code);
    };
    await free();
    const typed = await orderId({ email: '  Ada.Gifts@Example.COM ' });
    const [stored] = await db.select({ email: orders.email }).from(orders).where(eq(orders.id, typed));
    assert.equal(stored?.email, 'ada.gifts@example.com');
    await free();
    const untyped = await orderId({});
    const [older] = await db.select({ email: orders.email }).from(orders).where(eq(orders.id, untyped));
    assert.equal(older?.email, null, 'a checkout that sends no email (an older bundle)');
    const mails = await mailsOf(user.id);
    const to = (id: number) => mails.find((mail) => mail.subject.includes(`#${String(id).padStart(6, '0')}`))?.to;
    assert.equal(to(typed), 'ada.gifts@example.com');
    assert.equal(to(untyped), user.email);
  });

  test('billing is trimmed and kept on the order; a clip-only cart needs none and ignores none sent', async () => {
    await update({ product: await makeSimple(), quantity: 1 });
    const first = await orderId({
      ...BILLING,
      firstName: '  Ada ',
      company: '  ',
      paymentMethod: 'paypal',
    });
    const [stored] = await db.select().from(orders).where(eq(orders.id, first));
    assert.deepEqual(stored?.billing, BILLING);
    assert.equal(stored?.paymentMethod, 'paypal');

    await addReadyClip(await makeClip());
    const second = await orderId({ paymentMethod: 'card' });
    const [clipOrder] = await db.select().from(orders).where(eq(orders.id, second));
    assert.equal(clipOrder?.billing, null);
  });

  test('the spec’s flat checkout payload places the order with its billing; a billing object is not a field', async () => {
    await update({ product: await makeSimple(), quantity: 1 });
    const before = await cartOf();
    const wrong = await order({ email: 'ada@example.com', billing: 'Main St 1', paymentMethod: 'card' });
    assert.equal(wrong.status, 400);
    assert.deepEqual(wrong.body, { success: false, error: 'Unknown field billing', message: 'Unknown field billing', field: 'billing' });
    assert.deepEqual(await ordersOf(user.id), []);
    assert.deepEqual(await cartOf(), before, 'the cart is as it was');

    // storefront §3 "Checkout payload": every field, at the top level.
    const billing: Billing = {
      ...BILLING,
      company: 'Analytical Engines Ltd',
      apartment: 'Flat 2',
      county: 'Greater London',
      orderNotes: 'Leave it with the porter',
    };
    const id = await orderId({ email: 'ada@example.com', ...billing, paymentMethod: 'apple' });
    const [stored] = await db.select().from(orders).where(eq(orders.id, id));
    assert.deepEqual(stored?.billing, billing);
    assert.equal(stored?.email, 'ada@example.com');
    assert.equal(stored?.paymentMethod, 'apple');
    assert.deepEqual(await cartOf(), []);
  });

  test('a checkout bundle from before the flat payload (billing as an object) still places its order during a rollout', async () => {
    await update({ product: await makeSimple(), quantity: 1 });
    const id = await orderId({ email: 'ada@example.com', billing: BILLING, paymentMethod: 'card' });
    const [stored] = await db.select().from(orders).where(eq(orders.id, id));
    assert.deepEqual(stored?.billing, BILLING);
    assert.equal(stored?.paymentMethod, 'card');

    await update({ product: await makeSimple(), quantity: 1 });
    const unknown = await order({ billing: { ...BILLING, fax: '123' }, paymentMethod: 'card' });
    assert.equal(unknown.status, 400);
    assert.deepEqual(unknown.body, { success: false, error: 'Unknown field fax', message: 'Unknown field fax', field: 'fax' });
  });

  test('the order keeps a snapshot of each item and totals in cents; the ordered items leave the cart, their photos move to the order', async () => {
    const clip = await makeClip(4900);
    const simple = await makeSimple(1250);
    const picture = `${unique('mug-picture')}.jpg`;
    await db
      .insert(media)
      .values({ file: picture, kind: 'image', originalPath: `catalog/${picture}`, mime: 'image/jpeg' });
    await db.insert(productImages).values({ productId: simple, image: picture, position: 0 });
    const clipItem = await addReadyClip(
      clip,
      { additionalPhotoCount: 1, giftVideoStory: true, leadTimePrice: rushLead },
      2,
    );
    await update({ product: simple, quantity: 2 });
    const regular = await makeCoupon(DiscountType.REGULAR_PERCENTAGE, 10);
    await applyCoupon(regular.code);
    const cartPhotos = await db
      .select()
      .from(cartItemImages)
      .where(eq(cartItemImages.cartItemId, clipItem))
      .orderBy(cartItemImages.position);
    assert.equal(cartPhotos.length, 2);
    const filesBefore = await photoFiles();

    const id = await orderId({ ...BILLING, paymentMethod: 'card' });

    // clip 49.00 + 1 extra photo 1.00 + rush 15.00 + gift 50.00 = 115.00; mugs 2 × 12.50 = 25.00; 10 % off both.
    const [stored] = await db.select().from(orders).where(eq(orders.id, id));
    assert.ok(stored);
    assert.deepEqual(
      {
        subtotal: stored.subtotalCents,
        discount: stored.discountCents,
        tax: stored.taxCents,
        total: stored.totalCents,
        paid: stored.paid,
        coupon: stored.couponId,
      },
      { subtotal: 14_000, discount: 1400, tax: 1118, total: 13_718, paid: false, coupon: regular.id },
    );
    const [cartAfter] = await db.select({ couponId: carts.couponId }).from(carts).where(eq(carts.userId, user.id));
    assert.equal(cartAfter?.couponId, null, 'a regular coupon goes with the order it discounted');
    const [listed] = await listOrders();
    assert.ok(listed);
    assert.equal(listed.id, id);
    assert.deepEqual(
      {
        subtotal: listed.subtotal,
        discount: listed.discount,
        tax: listed.tax,
        totalCost: listed.totalCost,
        paid: listed.paid,
        paidAt: listed.paidAt,
      },
      { subtotal: 140, discount: 14, tax: 11.18, totalCost: 137.18, paid: false, paidAt: null },
    );
    const [clipLine, mugLine] = listed.items;
    assert.ok(clipLine && mugLine);
    assert.deepEqual(
      {
        type: clipLine.type,
        name: clipLine.name,
        price: clipLine.price,
        baseCost: clipLine.baseCost,
        quantity: clipLine.quantity,
        status: clipLine.status,
        leadTimePrice: clipLine.leadTimePrice,
      },
      {
        type: ProductType.CLIP,
        name: clip.name,
        price: 103.5,
        baseCost: 115,
        quantity: 1,
        status: 'packing',
        leadTimePrice: { id: rushLead, caption: 'Rush', price: 15, period: 24 },
      },
    );
    assert.deepEqual(clipLine.captions, [
      { fieldId: clip.fieldId, label: 'Story title', position: 0, type: 'text', value: 'Our summer' },
    ]);
    assert.deepEqual(
      clipLine.photos.map(({ image, position }) => ({ image, position })),
      cartPhotos.map(({ image }, position) => ({ image, position })),
    );
    assert.deepEqual(
      {
        type: mugLine.type,
        price: mugLine.price,
        baseCost: mugLine.baseCost,
        quantity: mugLine.quantity,
        leadTimePrice: mugLine.leadTimePrice,
        captions: mugLine.captions,
        photos: mugLine.photos,
      },
      {
        type: ProductType.SIMPLE,
        price: 22.5,
        baseCost: 25,
        quantity: 2,
        leadTimePrice: null,
        captions: [],
        photos: [],
      },
    );
    assert.deepEqual(mugLine.preview, [picture]);
    const [extras] = await db.select().from(orderItems).where(eq(orderItems.id, clipLine.id));
    assert.deepEqual(
      {
        base: extras?.baseCostCents,
        discount: extras?.discountCents,
        photos: extras?.additionalPhotoCount,
        gift: extras?.giftVideoStory,
      },
      { base: 11_500, discount: 1150, photos: 1, gift: true },
    );

    assert.deepEqual(await cartOf(), [], 'the ordered items left the cart');
    const mediaRows = await db
      .select({ file: media.file })
      .from(media)
      .where(
        inArray(
          media.file,
          cartPhotos.map((photo) => photo.image),
        ),
      );
    assert.equal(mediaRows.length, 2, 'the photos’ media rows are kept');
    assert.deepEqual((await photoFiles()).sort(), filesBefore.sort(), 'and their files');
    for (const photo of cartPhotos)
      assert.equal((await call(app, 'GET', `/api/media/${photo.image}?s=s`)).statusCode, 200);

    // The snapshot does not follow the catalogue.
    await db.update(products).set({ name: 'Renamed', priceCents: 1 }).where(eq(products.id, simple));
    await db.delete(products).where(eq(products.id, clip.id));
    const [again] = await listOrders();
    assert.deepEqual(again, listed);
  });

  test('unavailable items stay in the cart and are not ordered', async () => {
    const gone = await makeSimple(900);
    const kept = await makeSimple(1000);
    await update({ product: gone, quantity: 1 });
    await update({ product: kept, quantity: 1 });
    await db.update(products).set({ isAvailable: false }).where(eq(products.id, gone));
    const id = await orderId({ ...BILLING, paymentMethod: 'card' });
    const items = await db
      .select({ productId: orderItems.productId })
      .from(orderItems)
      .where(eq(orderItems.orderId, id));
    assert.deepEqual(items, [{ productId: kept }]);
    const [stored] = await db.select().from(orders).where(eq(orders.id, id));
    assert.equal(stored?.subtotalCents, 1000);
    assert.deepEqual(
      (await cartOf()).map((item) => item.product),
      [gone],
    );
  });

  test('a free order (a free-clip coupon on a one-clip cart) is paid at once and mailed once; no payment method needed', async () => {
    const clip = await makeClip(4900);
    await addReadyClip(clip, { leadTimePrice: freeLead });
    const free = await makeCoupon(DiscountType.ONE_TIME_FREE_CLIP, null);
    await applyCoupon(free.code);
    const id = await orderId({});
    const [stored] = await db.select().from(orders).where(eq(orders.id, id));
    assert.ok(stored);
    assert.equal(stored.totalCents, 0);
    assert.equal(stored.paid, true);
    assert.ok(stored.paidAt instanceof Date);
    assert.equal(stored.paymentMethod, null);
    const mails = await mailsOf(user.id);
    assert.equal(mails.length, 1);
    assert.match(mails[0]?.subject ?? '', new RegExp(`#${String(id).padStart(6, '0')}`));
    // The line at its price before the coupon, so the lines add up to the subtotal the discount is taken from.
    const mailText = mails[0]?.text ?? '';
    assert.ok(mailText.includes(`${clip.name} × 1: $49.00`), mailText);
    assert.ok(mailText.includes('Subtotal: $49.00') && mailText.includes('Discount: -$49.00'), mailText);
    assert.deepEqual(
      await db
        .select({ orderId: couponRedemptions.orderId })
        .from(couponRedemptions)
        .where(eq(couponRedemptions.userId, user.id)),
      [{ orderId: id }],
    );
    const [cart] = await db.select({ couponId: carts.couponId }).from(carts).where(eq(carts.userId, user.id));
    assert.equal(cart?.couponId, null, 'the used one-time coupon leaves the cart');
    const [listed] = await listOrders();
    assert.equal(listed?.paid, true);
    assert.equal(listed?.paidAt, stored.paidAt.toISOString());
  });

  test('a one-time coupon is used once: orders fired at once give exactly one discount; a later order pays in full', async () => {
    const clip = await makeClip(4000);
    await addReadyClip(clip);
    const once = await makeCoupon(DiscountType.ONE_TIME_PERCENTAGE, 25);
    await applyCoupon(once.code);
    const answers = await Promise.all(Array.from({ length: 4 }, () => order({ paymentMethod: 'card' })));
    assert.equal(answers.filter((answer) => answer.status === 200).length, 1, JSON.stringify(answers));
    for (const answer of answers.filter((candidate) => candidate.status !== 200)) {
      assert.equal(answer.status, 409);
      assert.equal(answer.body.success, false);
    }
    const made = await ordersOf(user.id);
    assert.equal(made.length, 1);
    assert.equal(made[0]?.discountCents, 1000);

    // The same code on the cart again (as if applied in another tab before the first order): it gives nothing now.
    await addReadyClip(clip);
    await db.update(carts).set({ couponId: once.id }).where(eq(carts.userId, user.id));
    const second = await orderId({ paymentMethod: 'card' });
    const [full] = await db.select().from(orders).where(eq(orders.id, second));
    assert.deepEqual({ discount: full?.discountCents, coupon: full?.couponId }, { discount: 0, coupon: null });
    assert.equal((await db.select().from(couponRedemptions).where(eq(couponRedemptions.couponId, once.id))).length, 1);
  });

  // Orders of one user already queue on the cart's lock; the redemption row is the guard of last resort. Here another
  // connection holds an uncommitted redemption while the order runs: the order's insert waits for it, then finds the
  // coupon taken and prices the order without it. PGlite has a single connection, so this runs on PostgreSQL only.
  if (database.driver === 'postgres') {
    test('a one-time coupon redeemed by another transaction while the order runs is not discounted twice (PostgreSQL)', async () => {
      await addReadyClip(await makeClip(4000));
      const once = await makeCoupon(DiscountType.ONE_TIME_PERCENTAGE, 25);
      await applyCoupon(once.code);
      let release = () => {};
      const gate = new Promise<void>((resolve) => (release = resolve));
      let held = () => {};
      const holding = new Promise<void>((resolve) => (held = resolve));
      const other = db.transaction(async (tx) => {
        await tx.insert(couponRedemptions).values({ couponId: once.id, userId: user.id });
        held();
        await gate;
      });
      await holding;
      const placed = order({ paymentMethod: 'card' });
      const waiting = async () =>
        (await db.execute(
          sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
        )) as unknown as { rows: { n: number }[] };
      while ((await waiting()).rows[0]?.n !== 1) await new Promise((resolve) => setImmediate(resolve));
      release();
      await other;
      const { status, body } = await placed;
      assert.equal(status, 200, JSON.stringify(body));
      const [made] = await ordersOf(user.id);
      assert.deepEqual({ discount: made?.discountCents, coupon: made?.couponId }, { discount: 0, coupon: null });
      assert.deepEqual(
        await db
          .select({ orderId: couponRedemptions.orderId })
          .from(couponRedemptions)
          .where(eq(couponRedemptions.couponId, once.id)),
        [{ orderId: null }],
      );
    });
  }

  test('a cart changed after the checkout page: prices are read again, and a cart no longer ready is refused', async () => {
    const simple = await makeSimple(1000);
    await update({ product: simple, quantity: 1 });
    await db.update(products).set({ priceCents: 1500 }).where(eq(products.id, simple));
    const id = await orderId({ ...BILLING, paymentMethod: 'card' });
    const [stored] = await db.select().from(orders).where(eq(orders.id, id));
    assert.deepEqual(
      { subtotal: stored?.subtotalCents, tax: stored?.taxCents, total: stored?.totalCents },
      { subtotal: 1500, tax: 133, total: 1633 },
    );

    const clip = await makeClip();
    const itemId = await addReadyClip(clip);
    await db.delete(cartItemImages).where(eq(cartItemImages.cartItemId, itemId));
    const before = await cartOf();
    const { status, body } = await order({ paymentMethod: 'card' });
    assert.equal(status, 409);
    assert.deepEqual(body, {
      success: false,
      error: `To proceed to payment, upload photos for ${clip.name}`,
      message: `To proceed to payment, upload photos for ${clip.name}`,
      field: 'cart',
    });
    assert.deepEqual(await cartOf(), before);
    assert.equal((await ordersOf(user.id)).length, 1);

    await db.delete(cartItems).where(eq(cartItems.id, itemId));
    const empty = await order({ paymentMethod: 'card' });
    assert.equal(empty.status, 409);
    assert.equal(empty.body.success, false);
  });

  test('an order sent with the total its page showed is refused when the cart now comes to another; nothing written', async () => {
    const simple = await makeSimple(1000);
    await update({ product: simple, quantity: 1 });
    // $10.00 + 8.875% tax = $10.89 on the checkout; another device then makes it 4 ($43.55).
    await update({ product: simple, quantity: 4 });
    const before = await cartOf();
    const { status, body } = await order({ ...BILLING, paymentMethod: 'card', expectedTotal: 10.89 });
    assert.equal(status, 409);
    assert.deepEqual(body, { success: false, error: ORDER_TEXTS.cartChanged, message: ORDER_TEXTS.cartChanged, field: 'cart' });
    assert.deepEqual(await cartOf(), before);
    assert.equal((await ordersOf(user.id)).length, 0);

    for (const expectedTotal of [-1, 'ten']) {
      const refused = await order({ ...BILLING, paymentMethod: 'card', expectedTotal });
      assert.equal(refused.status, 400);
      assert.deepEqual(refused.body, { success: false, error: 'Invalid expectedTotal', message: 'Invalid expectedTotal', field: 'expectedTotal' });
    }

    const id = await orderId({ ...BILLING, paymentMethod: 'card', expectedTotal: 43.55 });
    const [stored] = await db.select().from(orders).where(eq(orders.id, id));
    assert.equal(stored?.totalCents, 4355);
  });

  test('GET /api/orders answers only the user’s own orders, newest first', async () => {
    await update({ product: await makeSimple(), quantity: 1 });
    const first = await orderId({ ...BILLING, paymentMethod: 'card' });
    await update({ product: await makeSimple(), quantity: 3 });
    const second = await orderId({ ...BILLING, paymentMethod: 'card' });
    assert.deepEqual(
      (await listOrders()).map((listed) => listed.id),
      [second, first],
    );
    const other = await signUp(app);
    assert.deepEqual(await listOrders(other.token), []);
  });

  test('an order request sent again with its key (the answer lost) gets the order made the first time; nothing more is made or mailed', async () => {
    const mug = await makeSimple(900);
    await update({ product: mug, quantity: 1 });
    const requestKey = 'checkout-attempt-0123456789abcdef';
    const first = await orderId({ ...BILLING, paymentMethod: 'card', requestKey });
    assert.deepEqual(await cartOf(), [], 'the first request emptied the cart');
    const again = await order({ ...BILLING, paymentMethod: 'card', requestKey });
    assert.deepEqual([again.status, again.body], [200, { success: true, order: { id: first } }]);
    assert.equal((await ordersOf(user.id)).length, 1);
    // Another key is another order: the cart, empty now, is refused as before.
    assert.equal((await order({ ...BILLING, paymentMethod: 'card', requestKey: `${requestKey}-2` })).status, 409);
    // The key is the user's own: another account sending it makes its own order.
    const other = await signUp(app);
    await update({ product: mug, quantity: 1 }, other.token);
    const theirs = await orderId({ ...BILLING, paymentMethod: 'card', requestKey }, other.token);
    assert.notEqual(theirs, first);
    // A free order sent again is not mailed again.
    const clip = await makeClip(4900);
    await addReadyClip(clip, { leadTimePrice: freeLead });
    await applyCoupon((await makeCoupon(DiscountType.ONE_TIME_FREE_CLIP, null)).code);
    const free = await orderId({ requestKey: 'free-attempt-0123456789abcdef' });
    const mails = (await mailsOf(user.id)).length;
    assert.equal(await orderId({ requestKey: 'free-attempt-0123456789abcdef' }), free);
    assert.equal((await mailsOf(user.id)).length, mails);
    for (const bad of ['short', 'x'.repeat(65), 'spaces are not allowed here!'])
      assert.equal((await order({ paymentMethod: 'card', requestKey: bad })).status, 400, bad);
  });

  test('popularity: an unpaid order keeps none of its cart weight, a paid one adds a purchase; a deleted account takes back its interest', async () => {
    const popularityOf = async (id: number) =>
      (await db.select({ popularity: products.popularity }).from(products).where(eq(products.id, id)))[0]!.popularity;
    // Placing order after order without paying used to leave +2 behind each time.
    const mug = await makeSimple(900);
    for (let round = 0; round < 3; round += 1) {
      await update({ product: mug, quantity: 1 });
      assert.equal(await popularityOf(mug), POPULARITY_WEIGHT.cart, 'in the cart');
      await orderId({ ...BILLING, paymentMethod: 'card' });
      assert.equal(await popularityOf(mug), 0, 'ordered, not paid');
    }
    // A paid order (a free one is paid at once) adds a purchase's weight, once.
    const clip = await makeClip(4900);
    await addReadyClip(clip, { leadTimePrice: freeLead });
    await applyCoupon((await makeCoupon(DiscountType.ONE_TIME_FREE_CLIP, null)).code);
    const paid = await orderId({});
    assert.equal(await popularityOf(clip.id), POPULARITY_WEIGHT.paid);
    assert.equal(await db.transaction((tx) => markOrderPaid(tx, paid, new Date())), false, 'paid already');
    assert.equal(await popularityOf(clip.id), POPULARITY_WEIGHT.paid);
    // Wishlist and cart rows that go with the account take their weight with them; the purchase stays.
    const other = await makeSimple(1100);
    await update({ product: other, quantity: 1 });
    for (const product of [other, clip.id])
      assert.equal((await call(app, 'POST', '/api/wishlist/add', { token: user.token, payload: { product } })).statusCode, 200);
    assert.equal(await popularityOf(other), POPULARITY_WEIGHT.cart + POPULARITY_WEIGHT.wishlist);
    const deleted = await call(app, 'POST', '/api/account/delete', { token: user.token, payload: { password: DELETE_ACCOUNT_PHRASE } });
    assert.equal(deleted.statusCode, 200, deleted.body);
    assert.equal(await popularityOf(other), 0);
    assert.equal(await popularityOf(clip.id), POPULARITY_WEIGHT.paid);
  });

  test('deleting the account removes its order photos (rows and files)', async () => {
    const itemId = await addReadyClip(await makeClip(), {}, 2);
    const photos = (
      await db.select({ image: cartItemImages.image }).from(cartItemImages).where(eq(cartItemImages.cartItemId, itemId))
    ).map((photo) => photo.image);
    await orderId({ paymentMethod: 'card' });
    const response = await call(app, 'POST', '/api/account/delete', {
      token: user.token,
      payload: { password: DELETE_ACCOUNT_PHRASE },
    });
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual(await db.select().from(media).where(inArray(media.file, photos)), []);
    assert.deepEqual(await db.select().from(orderItemPhotos).where(inArray(orderItemPhotos.image, photos)), []);
    const files = await photoFiles();
    for (const photo of photos)
      assert.ok(!files.some((file) => file.startsWith(photo.replace(/\.\w+$/, ''))), `${photo} removed`);
    assert.deepEqual(
      await db
        .execute(sql`select 1 from orders where user_id = ${user.id}`)
        .then((result) => (result as unknown as { rows: unknown[] }).rows),
      [],
    );
  });
});
