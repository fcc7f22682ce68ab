import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { is } from 'superstruct';
import { ProductType } from '@shop/shared/constants';
import type { Billing, CaptionValue, Order } from '@shop/shared/contracts';
import {
  StaffOrderListStruct,
  StaffSubmissionListStruct,
  TRACKING_NUMBER_MAX_LENGTH,
  type StaffOrderItem,
  type StaffSubmission,
} from '@shop/shared/staff';
import {
  marketplacePhotos,
  marketplaceSubmissions,
  media,
  orderItemPhotos,
  orderItems,
  orders,
  products,
} from '../../db/schema';
import { SIGN_IN_REQUIRED, STAFF_ONLY_MESSAGE } from '../../plugins/auth';
import { call, PASSWORD, signIn, signUp, signUpStaff, whoAmI, type TestUser } from '../../test/identity';
import { buildTestApp, createTestDatabase, testConfig } from '../../test/setup';
import { markOrderPaid } from '../orders/index';
import { STAFF_TEXTS } from './routes';

const database = await createTestDatabase();
const { db } = database;
const config = testConfig();

const ADA: CaptionValue = { fieldId: 1, label: 'Name', position: 0, type: 'text', value: 'Ada' };

let fileCounter = 0;
/** A media row to point photos at (the staff lists only name the files). */
async function mediaFile(): Promise<string> {
  const file = `staff-${process.pid}-${Date.now()}-${(fileCounter += 1)}.webp`;
  await db.insert(media).values({ file, kind: 'image', originalPath: `photos/${file}`, mime: 'image/webp' });
  return file;
}

interface ItemSetup {
  type?: number;
  paidAt?: Date | null;
  period?: number | null;
  status?: 'packing' | 'shipping' | 'delivered';
  draftVideo?: string | null;
  videoStory?: string | null;
  deliveredAt?: Date | null;
  photos?: number;
  /** The address typed at checkout (none: the order's mails go to the account's). */
  email?: string;
}

/** One order of `user` with one item, made straight in the database; answers the item's id. */
async function makeItem(user: TestUser, setup: ItemSetup = {}): Promise<number> {
  const {
    type = ProductType.SIMPLE,
    paidAt = new Date('1990-01-01T00:00:00Z'),
    period = null,
    status = 'packing',
  } = setup;
  const [order] = await db
    .insert(orders)
    .values({
      userId: user.id,
      paid: paidAt !== null,
      paidAt,
      subtotalCents: 1000,
      discountCents: 0,
      taxCents: 0,
      totalCents: 1000,
      paymentMethod: 'card',
      email: setup.email ?? null,
    })
    .returning({ id: orders.id });
  assert.ok(order);
  const [item] = await db
    .insert(orderItems)
    .values({
      orderId: order.id,
      type,
      name: type === ProductType.CLIP ? 'Birthday story' : 'Photo mug',
      slug: type === ProductType.CLIP ? 'birthday-story' : 'photo-mug',
      quantity: 2,
      priceCents: 1000,
      baseCostCents: 1000,
      leadTime: period === null ? null : { id: 1, caption: 'Fast', priceCents: 500, period },
      captions: type === ProductType.CLIP ? [ADA] : [],
      status,
      draftVideo: setup.draftVideo ?? null,
      videoStory: setup.videoStory ?? null,
      renderState: setup.draftVideo ? 'draft' : 'none',
      deliveredAt: setup.deliveredAt ?? null,
    })
    .returning({ id: orderItems.id });
  assert.ok(item);
  for (let position = (setup.photos ?? 0) - 1; position >= 0; position -= 1)
    await db.insert(orderItemPhotos).values({ orderItemId: item.id, image: await mediaFile(), position });
  return item.id;
}

async function itemRow(id: number) {
  const [row] = await db
    .select({
      status: orderItems.status,
      trackingNumber: orderItems.trackingNumber,
      shippedAt: orderItems.shippedAt,
      deliveredAt: orderItems.deliveredAt,
    })
    .from(orderItems)
    .where(eq(orderItems.id, id));
  assert.ok(row, `no item ${id}`);
  return row;
}

describe('staff desk', () => {
  let app: FastifyInstance;
  let shopper: TestUser;
  let staff: TestUser;
  beforeEach(async () => {
    app = buildTestApp(database, config);
    shopper = await signUp(app);
    staff = await signUpStaff(app);
  });
  afterEach(() => app.close());

  const staffOrders = async (): Promise<StaffOrderItem[]> => {
    const response = await call(app, 'GET', '/api/staff/orders', { token: staff.token });
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.headers['cache-control'], 'private, no-store');
    const list: unknown = response.json();
    assert.ok(is(list, StaffOrderListStruct), response.body.slice(0, 500));
    return list;
  };
  const ship = (id: unknown, payload: unknown, token = staff.token) =>
    call(app, 'POST', `/api/staff/orders/item/${String(id)}/ship`, { token, payload });
  const deliver = (id: unknown, token = staff.token) =>
    call(app, 'POST', `/api/staff/orders/item/${String(id)}/deliver`, { token, payload: {} });
  const shopperItem = async (id: number) => {
    const response = await call(app, 'GET', '/api/orders', { token: shopper.token });
    assert.equal(response.statusCode, 200, response.body);
    const item = (response.json() as Order[]).flatMap((order) => order.items).find((entry) => entry.id === id);
    assert.ok(item, `item ${id} is not in the shopper's orders`);
    return item;
  };

  test('the list holds paid items to fulfil, oldest due first, then the recently done ones, most recent first', async () => {
    // Clips are due at payment plus their period (24 h without a lead time); simple items count from the payment.
    const clipDueLater = await makeItem(shopper, {
      type: ProductType.CLIP,
      paidAt: new Date('1990-01-01T00:00:00Z'),
      period: 72,
      draftVideo: 'draft-video.mp4',
      photos: 3,
    });
    const simple = await makeItem(shopper, { paidAt: new Date('1990-01-02T06:00:00Z'), email: 'gifts@example.com' });
    const clipDueFirst = await makeItem(shopper, { type: ProductType.CLIP, paidAt: new Date('1990-01-01T00:00:00Z') });
    const unpaid = await makeItem(shopper, { paidAt: null });
    const hourAgo = new Date(Date.now() - 60 * 60 * 1000);
    const doneClip = await makeItem(shopper, {
      type: ProductType.CLIP,
      videoStory: `story-${process.pid}-${Date.now()}`,
      deliveredAt: hourAgo,
    });
    const doneSimple = await makeItem(shopper, { status: 'delivered', deliveredAt: new Date() });
    const doneLongAgo = await makeItem(shopper, {
      status: 'delivered',
      deliveredAt: new Date(Date.now() - 30 * 24 * 60 * 60 * 1000),
    });

    const list = await staffOrders();
    const mine = new Set([clipDueLater, simple, clipDueFirst, unpaid, doneClip, doneSimple, doneLongAgo]);
    assert.deepEqual(
      list.filter((item) => mine.has(item.id)).map((item) => item.id),
      [clipDueFirst, simple, clipDueLater, doneSimple, doneClip],
    );

    const clip = list.find((item) => item.id === clipDueLater);
    assert.ok(clip);
    assert.equal(clip.customerEmail, shopper.email);
    assert.equal(clip.type, ProductType.CLIP);
    assert.equal(clip.quantity, 2);
    assert.equal(clip.paidAt, '1990-01-01T00:00:00.000Z');
    assert.equal(clip.dueAt, '1990-01-04T00:00:00.000Z');
    assert.equal(clip.renderState, 'draft');
    assert.match(clip.draftLink ?? '', new RegExp(`^/video-story/draft/${clipDueLater}\\?expires=\\d+&signature=`));
    assert.deepEqual(clip.captions, [ADA]);
    assert.deepEqual(
      clip.photos.map((photo) => photo.position),
      [0, 1, 2],
    );
    assert.equal(list.find((item) => item.id === clipDueFirst)?.dueAt, '1990-01-02T00:00:00.000Z');
    assert.equal(list.find((item) => item.id === clipDueFirst)?.draftLink, null);
    assert.equal(list.find((item) => item.id === simple)?.dueAt, null);
    assert.equal(list.find((item) => item.id === simple)?.customerEmail, 'gifts@example.com', 'the checkout email');
  });

  test('a simple item carries where it goes, as typed at checkout; a clip and an order stored without billing carry none', async () => {
    const [mug] = await db
      .insert(products)
      .values({
        slug: `staff-mug-${process.pid}-${Date.now()}`,
        name: 'Staff mug',
        priceCents: 1250,
        type: ProductType.SIMPLE,
      })
      .returning({ id: products.id });
    assert.ok(mug);
    /** Puts the mug in the shopper's cart, orders it with `billing` (POST /api/order) and pays; the order's id. */
    const placePaidOrder = async (billing: Partial<Billing>): Promise<number> => {
      const cart = await call(app, 'POST', '/api/cart/update', { token: shopper.token, payload: { product: mug.id } });
      assert.equal(cart.statusCode, 200, cart.body);
      const placed = await call(app, 'POST', '/api/order', {
        token: shopper.token,
        payload: { email: 'ada@example.com', ...billing, paymentMethod: 'card' },
      });
      assert.equal(placed.statusCode, 200, placed.body);
      const orderId = (placed.json() as { order: { id: number } }).order.id;
      assert.ok(await markOrderPaid(db, orderId, new Date('1990-01-03T00:00:00Z')));
      return orderId;
    };
    const full: Billing = {
      firstName: 'Ada',
      lastName: 'Lovelace',
      company: 'Analytical Engines Ltd',
      country: 'GBR',
      streetAddress: '12 Analytical Row',
      apartment: 'Flat 3',
      city: 'London',
      county: 'Greater London',
      postcode: 'N1 9GU',
      phone: '+44 (20) 7946-0958',
      orderNotes: 'Ring twice.\nThe porter takes parcels.',
    };
    const fullOrder = await placePaidOrder({ ...full, city: '  London  ' });
    const required = {
      firstName: 'Bob',
      lastName: 'Babbage',
      country: 'USA',
      streetAddress: '1 Main St',
      city: 'Salem',
    };
    const plainOrder = await placePaidOrder({ ...required, postcode: '97301', phone: '555-0100', company: '  ' });
    // A clip bought in the same order is not shipped: it carries no address although its order has one.
    const [clip] = await db
      .insert(orderItems)
      .values({
        orderId: fullOrder,
        type: ProductType.CLIP,
        name: 'Story',
        slug: 'story',
        quantity: 1,
        priceCents: 0,
        baseCostCents: 0,
      })
      .returning({ id: orderItems.id });
    assert.ok(clip);
    const simpleWithoutBilling = await makeItem(shopper);

    const list = await staffOrders();
    const ofOrder = (orderId: number) => list.find((item) => item.orderId === orderId);
    assert.equal(ofOrder(fullOrder)?.name, 'Staff mug');
    assert.deepEqual(ofOrder(fullOrder)?.shipTo, full, 'every field, trimmed as the order stores it');
    assert.deepEqual(
      ofOrder(plainOrder)?.shipTo,
      { ...required, postcode: '97301', phone: '555-0100' },
      'no key for an optional field left blank',
    );
    for (const id of [clip.id, simpleWithoutBilling]) {
      const item = list.find((entry) => entry.id === id);
      assert.ok(item && !('shipTo' in item), `item ${id} has no shipTo`);
    }
  });

  test('a simple item is shipped with its tracking number, then delivered, and the shopper sees both steps', async () => {
    const item = await makeItem(shopper);
    const shipped = await ship(item, { trackingNumber: '  1Z 999 AA1 0123 4567 84  ' });
    assert.equal(shipped.statusCode, 200, shipped.body);
    assert.deepEqual(shipped.json(), { ok: true });
    const row = await itemRow(item);
    assert.equal(row.status, 'shipping');
    assert.equal(row.trackingNumber, '1Z 999 AA1 0123 4567 84');
    assert.ok(row.shippedAt);
    const seen = await shopperItem(item);
    assert.deepEqual([seen.status, seen.trackingNumber], ['shipping', '1Z 999 AA1 0123 4567 84']);
    assert.equal((await staffOrders()).find((entry) => entry.id === item)?.status, 'shipping');

    const delivered = await deliver(item);
    assert.equal(delivered.statusCode, 200, delivered.body);
    assert.equal((await itemRow(item)).status, 'delivered');
    assert.ok((await itemRow(item)).deliveredAt);
    assert.equal((await shopperItem(item)).status, 'delivered');
    const list = await staffOrders();
    const done = list.find((entry) => entry.id === item);
    assert.equal(done?.status, 'delivered');
    // Done items come after every open one.
    const isDone = (entry: StaffOrderItem) =>
      entry.type === ProductType.CLIP ? entry.videoStory !== null : entry.status === 'delivered';
    const firstDone = list.findIndex(isDone);
    assert.ok(list.slice(firstDone).every(isDone), 'an open item is listed after a done one');
    assert.ok(list.slice(firstDone).some((entry) => entry.id === item));
  });

  test('bad ids, clips, wrong states and bad tracking numbers answer 4xx and change nothing', async () => {
    const packing = await makeItem(shopper);
    const clip = await makeItem(shopper, { type: ProductType.CLIP });
    const unpaid = await makeItem(shopper, { paidAt: null });
    const before = await itemRow(packing);

    const cases: Array<[Promise<{ statusCode: number; json(): unknown; body: string }>, number, object]> = [
      [ship('abc', { trackingNumber: 'T1' }), 400, { message: STAFF_TEXTS.itemId, field: 'id' }],
      [ship('99999999999', { trackingNumber: 'T1' }), 400, { message: STAFF_TEXTS.itemId, field: 'id' }],
      [ship('0', { trackingNumber: 'T1' }), 400, { message: STAFF_TEXTS.itemId, field: 'id' }],
      [ship('1.5', { trackingNumber: 'T1' }), 400, { message: STAFF_TEXTS.itemId, field: 'id' }],
      [ship(2_147_483_647, { trackingNumber: 'T1' }), 404, { message: STAFF_TEXTS.notFound, field: 'id' }],
      [ship(unpaid, { trackingNumber: 'T1' }), 404, { message: STAFF_TEXTS.notFound, field: 'id' }],
      [ship(clip, { trackingNumber: 'T1' }), 409, { message: STAFF_TEXTS.clip, field: 'id' }],
      [deliver(clip), 409, { message: STAFF_TEXTS.clip, field: 'id' }],
      [deliver(packing), 409, { message: STAFF_TEXTS.notShipping, field: 'id' }],
      [deliver('abc'), 400, { message: STAFF_TEXTS.itemId, field: 'id' }],
      [ship(packing, { trackingNumber: '   ' }), 400, { message: STAFF_TEXTS.trackingBlank, field: 'trackingNumber' }],
      [ship(packing, { trackingNumber: '' }), 400, { message: STAFF_TEXTS.trackingBlank, field: 'trackingNumber' }],
      [
        ship(packing, { trackingNumber: 'X'.repeat(TRACKING_NUMBER_MAX_LENGTH + 1) }),
        400,
        { message: STAFF_TEXTS.trackingLong, field: 'trackingNumber' },
      ],
      [ship(packing, {}), 400, { message: 'trackingNumber is required', field: 'trackingNumber' }],
      [
        ship(packing, { trackingNumber: null }),
        400,
        { message: 'trackingNumber is required', field: 'trackingNumber' },
      ],
      [
        ship(packing, { trackingNumber: 12345 }),
        400,
        { message: 'trackingNumber must be text', field: 'trackingNumber' },
      ],
      [
        ship(packing, { trackingNumber: 'T1', status: 'delivered' }),
        400,
        { message: 'Unknown field status', field: 'status' },
      ],
    ];
    for (const [answer, status, body] of cases) {
      const response = await answer;
      assert.equal(response.statusCode, status, response.body);
      assert.deepEqual(response.json(), body);
    }
    assert.deepEqual(await itemRow(packing), before);
    assert.equal((await itemRow(clip)).status, 'packing');

    // A tracking number of exactly the maximum length is fine; shipping twice is refused and keeps the first number.
    const longest = 'Y'.repeat(TRACKING_NUMBER_MAX_LENGTH);
    assert.equal((await ship(packing, { trackingNumber: longest })).statusCode, 200);
    const again = await ship(packing, { trackingNumber: 'T2' });
    assert.equal(again.statusCode, 409, again.body);
    assert.deepEqual(again.json(), { message: STAFF_TEXTS.notPacking, field: 'id' });
    assert.equal((await itemRow(packing)).trackingNumber, longest);
  });

  test('marketplace submissions are listed newest first with their variant, sender, form values and photos in order', async () => {
    const made: number[] = [];
    for (const [variant, values, userId] of [
      [1, { orderNumber: 'ETSY-1', email: 'buyer@example.com' }, shopper.id],
      [2, { orderNumber: 'ETSY-2', name: 'Ada', wishes: 'Blue <b>title</b>' }, null],
    ] as const) {
      const [submission] = await db
        .insert(marketplaceSubmissions)
        .values({ variant, values, userId, createdAt: new Date(Date.now() + made.length * 1000) })
        .returning({ id: marketplaceSubmissions.id });
      assert.ok(submission);
      made.push(submission.id);
      for (const position of [1, 0])
        await db
          .insert(marketplacePhotos)
          .values({ variant, owner: 'session:x', image: await mediaFile(), position, submissionId: submission.id });
    }
    const response = await call(app, 'GET', '/api/staff/marketplace', { token: staff.token });
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.headers['cache-control'], 'private, no-store');
    const list: unknown = response.json();
    assert.ok(is(list, StaffSubmissionListStruct), response.body.slice(0, 500));
    const mine = (list as StaffSubmission[]).filter((submission) => made.includes(submission.id));
    assert.deepEqual(
      mine.map((submission) => [submission.id, submission.variant, submission.account, submission.values]),
      [
        [made[1], 2, undefined, { orderNumber: 'ETSY-2', name: 'Ada', wishes: 'Blue <b>title</b>' }],
        [made[0], 1, shopper.email, { orderNumber: 'ETSY-1', email: 'buyer@example.com' }],
      ],
    );
    assert.ok(!('account' in mine[0]!), "a visitor's submission has no account key");
    for (const submission of mine)
      assert.deepEqual(
        submission.photos.map((photo) => photo.position),
        [0, 1],
      );
  });

  test('anonymous callers get 401 and shoppers 403 on every staff desk call, and nothing changes', async () => {
    const item = await makeItem(shopper);
    const calls = (token?: string) => [
      call(app, 'GET', '/api/staff/orders', { token }),
      call(app, 'GET', '/api/staff/marketplace', { token }),
      call(app, 'POST', `/api/staff/orders/item/${item}/ship`, { token, payload: { trackingNumber: 'T1' } }),
      call(app, 'POST', `/api/staff/orders/item/${item}/deliver`, { token, payload: {} }),
    ];
    for (const response of await Promise.all(calls())) {
      assert.equal(response.statusCode, 401, response.body);
      assert.deepEqual(response.json(), { message: SIGN_IN_REQUIRED });
    }
    for (const response of await Promise.all(calls(shopper.token))) {
      assert.equal(response.statusCode, 403, response.body);
      assert.deepEqual(response.json(), { message: STAFF_ONLY_MESSAGE });
    }
    assert.equal((await itemRow(item)).status, 'packing');
  });

  test('the session user says whether the user is staff, on sign-in and on /api/initiate', async () => {
    assert.equal((await whoAmI(app, staff.token))?.role, 'staff');
    assert.equal((await whoAmI(app, shopper.token))?.role, 'customer');
    const response = await call(app, 'POST', '/api/sign-in', {
      payload: { identity: staff.email, credential: PASSWORD, remember_me: false },
    });
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.json().user.role, 'staff');
    assert.ok(await signIn(app, shopper.email));
  });
});
