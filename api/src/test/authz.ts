// The authorization matrix later issues extend: every endpoint that needs a signed-in user, and the ownership cases
// that prove a user can never read or change another user's data. modules/account/authz.test.ts walks both lists.
import assert from 'node:assert/strict';
import type { FastifyInstance } from 'fastify';
import { eq, inArray } from 'drizzle-orm';
import { DELETE_ACCOUNT_PHRASE, DiscountType, ProductType } from '@shop/shared/constants';
import { NEW_IMAGE_ID_HEADER } from '@shop/shared/contracts';
import type { Db } from '../db/client';
import { cartItemImages, cartItems, carts, couponRedemptions, coupons, leadTimePrices, marketplacePhotos, media, orderItemPhotos, orderItems, orders, passwordResetTokens, paymentSessions, products, sessions, supportMessages, supportTickets, userCoupons, users, wishlistEntries } from '../db/schema';
import { SIGN_IN_REQUIRED } from '../plugins/auth';
import { bearer, call, type TestUser } from './identity';
import { jpeg, postForm, uploadSessionOf } from './photos';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ProtectedEndpoint {
  method: Method;
  url: string;
  /** A body that would succeed for a signed-in user, so only the missing user can explain a 401. */
  payload?: unknown;
}

export const VALID_PROFILE = {
  email: 'owner@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  country: 'USA',
  streetAddress: '1 Analytical Row',
  city: 'London',
  postcode: 'N1 9GU',
  phone: '+44 (20) 7946-0958',
};

/** A regular 10% code made by ensureTestCoupon. */
export const AUTHZ_COUPON = 'AUTHZ10';

/** Every endpoint that needs a user. A new route must be listed here or in PUBLIC_ROUTES (the matrix test checks). */
export const PROTECTED_ENDPOINTS: ProtectedEndpoint[] = [
  { method: 'POST', url: '/api/profile', payload: VALID_PROFILE },
  { method: 'POST', url: '/api/account/change-password', payload: { currentPassword: 'anything-at-all', newPassword: 'a-new-password' } },
  { method: 'POST', url: '/api/account/delete', payload: { password: DELETE_ACCOUNT_PHRASE } },
  // Catalogue issue: the signed-in user's wishlist and cart (requireUser runs before the body is read).
  { method: 'GET', url: '/api/wishlist' },
  { method: 'POST', url: '/api/wishlist/add', payload: { product: 1 } },
  { method: 'POST', url: '/api/wishlist/remove', payload: { product: 1 } },
  { method: 'POST', url: '/api/wishlist/merge', payload: { products: [1] } },
  { method: 'GET', url: '/api/cart' },
  { method: 'POST', url: '/api/cart/update', payload: { product: 1 } },
  { method: 'POST', url: '/api/cart/remove', payload: { id: 1 } },
  { method: 'POST', url: '/api/cart/merge', payload: { items: [{ product: 1 }] } },
  // Orders (issue 11): the signed-in user's cart becomes an order; the user's orders.
  { method: 'POST', url: '/api/order', payload: { paymentMethod: 'card' } },
  { method: 'GET', url: '/api/orders' },
  // Cart issue: coupons.
  { method: 'POST', url: '/api/cart/apply-coupon', payload: { coupon: AUTHZ_COUPON } },
  // Photo uploads issue: a cart item's photos (requireUser runs before the multipart form is read).
  { method: 'POST', url: '/api/cart/image', payload: { cartItem: 1, position: 0, image: 'chunk:0b6d6bb7-5f2c-4a43-9d2a-2c1f0a4e0b11' } },
  { method: 'DELETE', url: '/api/cart/image', payload: { id: 1, cartItem: 1 } },
  { method: 'POST', url: '/api/cart/update-positions', payload: { cartItem: 1, positions: [{ id: 1, position: 0 }] } },
  // Payments (issue 11): only the order's owner starts its payment.
  { method: 'POST', url: '/api/checkout/create-session', payload: { orderId: 1 } },
  // After-sale (issue 12): a clip's speed-up is bought by its owner only (docs/decisions/0023).
  { method: 'POST', url: '/api/order/speed-up', payload: { itemId: 1, leadTimeId: 1 } },
  // Support chat (issue 12): the user's own tickets; the staff side answers 401 too before its 403 for shoppers.
  { method: 'GET', url: '/api/support/ticket' },
  { method: 'POST', url: '/api/support/ticket', payload: { message: 'Hello' } },
  { method: 'GET', url: '/api/support/message?ticket=1' },
  { method: 'POST', url: '/api/support/message', payload: { ticket: 1, content: 'Hello' } },
  { method: 'GET', url: '/api/staff/support/ticket' },
  { method: 'GET', url: '/api/staff/support/message?ticket=1' },
  { method: 'POST', url: '/api/staff/support/message', payload: { ticket: 1, content: 'Hello' } },
  // After-sale (issue 12): the account's Coupons list.
  { method: 'GET', url: '/api/coupons' },
  // After-sale (issue 12): the staff desk's clip actions (401 before the 403 for shoppers; the path is the route's own).
  { method: 'POST', url: '/api/staff/orders/item/:id/approve' },
  { method: 'POST', url: '/api/staff/orders/item/:id/render' },
  { method: 'POST', url: '/api/staff/orders/item/:id/video' },
  // After-sale (issue 12): the staff desk's lists and the simple items' shipping steps (docs/decisions/0024).
  { method: 'GET', url: '/api/staff/orders' },
  { method: 'POST', url: '/api/staff/orders/item/:id/ship', payload: { trackingNumber: 'T1' } },
  { method: 'POST', url: '/api/staff/orders/item/:id/deliver' },
  { method: 'GET', url: '/api/staff/marketplace' },
  // The staff desk's refunds of payments that bought nothing (docs/decisions/0019).
  { method: 'GET', url: '/api/staff/refunds' },
  { method: 'POST', url: '/api/staff/refunds/:sessionId/retry' },
  { method: 'POST', url: '/api/staff/refunds/:sessionId/settle' },
];

/** Routes anyone may call, as `METHOD /path` with Fastify's parameter syntax. */
export const PUBLIC_ROUTES = new Set([
  'GET /api/health', 'GET /api/initiate', 'POST /api/editable-text', 'GET /api/faq', 'GET /api/about', 'GET /api/pages/:slug',
  'GET /api/reviews', 'GET /api/time', 'GET /api/media/:file',
  'GET /api/catalog', 'GET /api/catalog/popular', 'GET /api/catalog/:slug',
  'POST /api/sign-up', 'POST /api/sign-in', 'POST /api/password-reset', 'POST /api/password-reset/validate', 'POST /api/password-reset/confirm',
  'GET /auth/logout',
  // The social sign-in hand-off checks its own cookie (0009), before any user is signed in.
  'POST /auth/handoff',
  // Photo uploads issue: chunks and marketplace photos belong to the signed-in user, else the upload-session cookie.
  'POST /api/media/upload',
  ...['marketplace-orders', 'marketplace-orders-2'].flatMap((base) => [
    `GET /api/${base}`, `DELETE /api/${base}/:id`, `POST /api/${base}/update-positions`, `POST /api/${base}/upload`, `POST /api/${base}/submit`,
  ]),
  ...['google', 'facebook', 'microsoft'].flatMap((provider) => [`GET /auth/${provider}`, `GET /auth/${provider}/callback`]),
  // Payments (issue 11): the provider's signed webhook; the local provider's page, whose unguessable single-use session
  // id is its only key.
  'GET /api/checkout/config', 'POST /api/checkout/webhook',
  'GET /api/checkout/pay/:sessionId', 'POST /api/checkout/pay/:sessionId', 'POST /api/checkout/pay/:sessionId/cancel',
  // After-sale (issue 12): video links carry a short-lived signature instead of a Bearer header (docs/decisions/0022).
  'GET /video-story/stream/:id', 'GET /video-story/:id', 'GET /video-story/draft/:id',
]);

/** Asserts the endpoint answers 401 "Please sign in to continue." with these headers. */
export async function assertSignInRequired(app: FastifyInstance, endpoint: ProtectedEndpoint, headers: Record<string, string>, label: string) {
  const response = await call(app, endpoint.method, endpoint.url, { payload: endpoint.payload, headers });
  assert.equal(response.statusCode, 401, `${endpoint.method} ${endpoint.url} ${label}: ${response.body}`);
  assert.equal(response.json().message, SIGN_IN_REQUIRED, `${endpoint.method} ${endpoint.url} ${label}`);
}

/** What a user owns, to compare before and after another user's calls. */
export async function snapshotUser(db: Db, userId: number) {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  const userSessions = await db.select({ id: sessions.id, expiresAt: sessions.expiresAt }).from(sessions).where(eq(sessions.userId, userId));
  const resets = await db.select({ id: passwordResetTokens.id, usedAt: passwordResetTokens.usedAt }).from(passwordResetTokens).where(eq(passwordResetTokens.userId, userId));
  const wishlist = await db.select().from(wishlistEntries).where(eq(wishlistEntries.userId, userId)).orderBy(wishlistEntries.id);
  const cart = await db
    .select({ item: cartItems })
    .from(cartItems)
    .innerJoin(carts, eq(carts.id, cartItems.cartId))
    .where(eq(carts.userId, userId))
    .orderBy(cartItems.id);
  const cartRows = await db.select().from(carts).where(eq(carts.userId, userId));
  const heldCoupons = await db.select().from(userCoupons).where(eq(userCoupons.userId, userId)).orderBy(userCoupons.couponId);
  const redemptions = await db.select().from(couponRedemptions).where(eq(couponRedemptions.userId, userId)).orderBy(couponRedemptions.id);
  const cartPhotos = await db
    .select({ photo: cartItemImages })
    .from(cartItemImages)
    .innerJoin(cartItems, eq(cartItems.id, cartItemImages.cartItemId))
    .innerJoin(carts, eq(carts.id, cartItems.cartId))
    .where(eq(carts.userId, userId))
    .orderBy(cartItemImages.id);
  const marketplace = await db.select().from(marketplacePhotos).where(eq(marketplacePhotos.owner, `user:${userId}`)).orderBy(marketplacePhotos.id);
  const photoNames = [...cartPhotos.map((row) => row.photo.image), ...marketplace.map((photo) => photo.image)];
  const userOrders = await db.select().from(orders).where(eq(orders.userId, userId)).orderBy(orders.id);
  const ids = userOrders.map((order) => order.id);
  const ordered = ids.length > 0 ? await db.select().from(orderItems).where(inArray(orderItems.orderId, ids)).orderBy(orderItems.id) : [];
  const itemIds = ordered.map((item) => item.id);
  const orderPhotos = itemIds.length > 0 ? await db.select().from(orderItemPhotos).where(inArray(orderItemPhotos.orderItemId, itemIds)).orderBy(orderItemPhotos.id) : [];
  photoNames.push(...orderPhotos.map((photo) => photo.image));
  const photoMedia = photoNames.length > 0 ? await db.select().from(media).where(inArray(media.file, photoNames)).orderBy(media.file) : [];
  const tickets = await db.select().from(supportTickets).where(eq(supportTickets.userId, userId)).orderBy(supportTickets.id);
  const ticketIds = tickets.map((ticket) => ticket.id);
  const ticketMessages = ticketIds.length > 0 ? await db.select().from(supportMessages).where(inArray(supportMessages.ticketId, ticketIds)).orderBy(supportMessages.id) : [];
  return {
    user,
    sessions: userSessions.sort((a, b) => a.id - b.id),
    resets,
    wishlist,
    cart: cart.map((row) => row.item),
    carts: cartRows,
    coupons: heldCoupons,
    redemptions,
    cartPhotos: cartPhotos.map((row) => row.photo),
    marketplace,
    orders: userOrders,
    orderItems: ordered,
    orderPhotos,
    photoMedia,
    tickets,
    ticketMessages,
  };
}

/** A product to put in wishlists and carts (the matrix's database has no catalogue); its id. */
export async function ensureTestProduct(db: Db): Promise<number> {
  await db.insert(products).values({ slug: 'authz-product', name: 'Authz product', priceCents: 1000, type: ProductType.SIMPLE }).onConflictDoNothing({ target: products.slug });
  const [product] = await db.select({ id: products.id }).from(products).where(eq(products.slug, 'authz-product'));
  assert.ok(product);
  return product.id;
}

/** Puts AUTHZ_COUPON in the database (the matrix's database has no demo coupons); its id. */
export async function ensureTestCoupon(db: Db): Promise<number> {
  await db.insert(coupons).values({ code: AUTHZ_COUPON, type: DiscountType.REGULAR_PERCENTAGE, percent: 10 }).onConflictDoNothing();
  const [coupon] = await db.select({ id: coupons.id }).from(coupons).where(eq(coupons.code, AUTHZ_COUPON));
  assert.ok(coupon);
  return coupon.id;
}

/** A clip taking two photos (the matrix's database has no catalogue); its id. */
export async function ensureTestClip(db: Db): Promise<number> {
  await db.insert(products).values({ slug: 'authz-clip', name: 'Authz clip', priceCents: 4900, type: ProductType.CLIP, clipImageCount: 2, clipDuration: 60 }).onConflictDoNothing({ target: products.slug });
  const [clip] = await db.select({ id: products.id }).from(products).where(eq(products.slug, 'authz-clip'));
  assert.ok(clip);
  return clip.id;
}

/** A multipart photo save call (POST /api/cart/image or a marketplace upload) with a fresh JPEG. */
const sendPhoto = async (app: FastifyInstance, url: string, fields: Array<[string, string]>, headers: Record<string, string> = {}) =>
  postForm(app, url, [...fields, ['image', { file: await jpeg() }]], headers);

/** What the other user of a photo ownership case was given in `prepare`, by user id. */
const photosOf = new Map<number, { cartItem: number; cartImage: number; marketplacePhoto: number }>();
const photosFor = (user: TestUser) => {
  const photos = photosOf.get(user.id);
  assert.ok(photos, 'prepare did not run');
  return photos;
};
/** Gives `other` a clip in the cart with one photo, and one saved marketplace photo (variant 1), through the API. */
const preparePhotos: OwnershipCase['prepare'] = async (app, db, other) => {
  const cart = await call(app, 'POST', '/api/cart/update', { token: other.token, payload: { product: await ensureTestClip(db) } });
  const cartItem = (cart.json() as { id: number }[])[0]?.id ?? 0;
  const auth = bearer(other.token);
  const image = await sendPhoto(app, '/api/cart/image', [['cartItem', String(cartItem)], ['position', '0']], auth);
  assert.equal(image.statusCode, 200, image.body);
  const upload = await sendPhoto(app, '/api/marketplace-orders/upload', [['position', '0']], auth);
  assert.equal(upload.statusCode, 200, upload.body);
  photosOf.set(other.id, { cartItem, cartImage: Number(image.headers[NEW_IMAGE_ID_HEADER]), marketplacePhoto: upload.json().data[0].id });
};
/** How many media rows there are: a refused photo call must not add one. */
const mediaCount = async (db: Db) => (await db.select({ file: media.file }).from(media)).length;

/** Gives `user` a wishlist entry and a cart item (through the API); answers the product and cart item ids. */
async function fillLists(app: FastifyInstance, db: Db, user: TestUser): Promise<{ product: number; cartItem: number }> {
  const product = await ensureTestProduct(db);
  await call(app, 'POST', '/api/wishlist/add', { token: user.token, payload: { product } });
  const cart = await call(app, 'POST', '/api/cart/update', { token: user.token, payload: { product, quantity: 2 } });
  assert.equal(cart.statusCode, 200, cart.body);
  const [item] = cart.json() as { id: number }[];
  assert.ok(item);
  return { product, cartItem: item.id };
}

/** What the other user of a wishlist/cart ownership case was given in `prepare`, by user id. */
const filled = new Map<number, { product: number; cartItem: number }>();
const filledFor = (user: TestUser) => {
  const lists = filled.get(user.id);
  assert.ok(lists, 'prepare did not run');
  return lists;
};
const prepareLists: OwnershipCase['prepare'] = async (app, db, other) => {
  filled.set(other.id, await fillLists(app, db, other));
};

/** Billing fields that POST /api/order accepts (at the top level of its request). */
export const VALID_BILLING = { firstName: 'Ada', lastName: 'Lovelace', country: 'USA', streetAddress: '1 Analytical Row', city: 'Salem', postcode: '97301', phone: '555-0100' };

/** Gives `other` an order (through the API: the test product in the cart, then POST /api/order) and a cart item. */
const prepareOrder: OwnershipCase['prepare'] = async (app, db, other) => {
  await fillLists(app, db, other);
  const order = await call(app, 'POST', '/api/order', { token: other.token, payload: { ...VALID_BILLING, paymentMethod: 'card' } });
  assert.equal(order.statusCode, 200, order.body);
  await prepareLists(app, db, other);
};

export interface OwnershipCase {
  name: string;
  /**
   * Calls with `actor`'s token, naming `other`'s data wherever the request can name anything, and answers what the
   * actor was sent back; the matrix then checks `other`'s snapshot did not change and nothing of theirs was answered.
   */
  act(app: FastifyInstance, actor: TestUser, other: TestUser): Promise<{ statusCode: number; body: string }>;
  /** Gives `other` data for the case to aim at, before the snapshot. */
  prepare?(app: FastifyInstance, db: Db, other: TestUser): Promise<void>;
}

/** The support ticket `prepare` gave the other user of a support case, by user id. */
const ticketOf = new Map<number, number>();
const prepareTicket: OwnershipCase['prepare'] = async (app, _db, other) => {
  const response = await call(app, 'POST', '/api/support/ticket', { token: other.token, payload: { message: 'Other\'s private question' } });
  assert.equal(response.statusCode, 200, response.body);
  ticketOf.set(other.id, response.json().id);
};
const ticketFor = (user: TestUser) => {
  const ticket = ticketOf.get(user.id);
  assert.ok(ticket, 'prepare did not run');
  return ticket;
};

/** The unpaid order `prepare` gave the other user of a payment case, by user id. */
const unpaidOrderOf = new Map<number, number>();

/** The paid clip and the paid lead-time option `prepare` gave the other user of the speed-up case, by user id. */
const paidClipOf = new Map<number, { orderId: number; itemId: number; leadTimeId: number }>();

export const OWNERSHIP_CASES: OwnershipCase[] = [
  {
    name: 'POST /api/order/speed-up with another user\'s paid clip answers 404 and makes no payment session',
    prepare: async (_app, db, other) => {
      const [order] = await db
        .insert(orders)
        .values({ userId: other.id, paid: true, paidAt: new Date(), subtotalCents: 3000, discountCents: 0, taxCents: 0, totalCents: 3000, paymentMethod: 'card' })
        .returning({ id: orders.id });
      assert.ok(order);
      const [item] = await db
        .insert(orderItems)
        .values({ orderId: order.id, type: ProductType.CLIP, name: 'Story', slug: 'story', quantity: 1, priceCents: 3000, baseCostCents: 3000 })
        .returning({ id: orderItems.id });
      const [option] = await db.insert(leadTimePrices).values({ caption: 'Express', priceCents: 3900, period: 6 }).returning({ id: leadTimePrices.id });
      assert.ok(item && option);
      paidClipOf.set(other.id, { orderId: order.id, itemId: item.id, leadTimeId: option.id });
    },
    act: async (app, actor, other) => {
      const clip = paidClipOf.get(other.id);
      assert.ok(clip, 'prepare did not run');
      const response = await call(app, 'POST', '/api/order/speed-up', { token: actor.token, payload: { itemId: clip.itemId, leadTimeId: clip.leadTimeId } });
      assert.equal(response.statusCode, 404, response.body);
      assert.deepEqual(await app.db.select().from(paymentSessions).where(eq(paymentSessions.orderId, clip.orderId)), []);
      return response;
    },
  },
  {
    name: 'GET /api/support/ticket answers the token user\'s tickets only; another user\'s ticket is 404 to read or write',
    prepare: prepareTicket,
    act: async (app, actor, other) => {
      const ticket = ticketFor(other);
      const list = await call(app, 'GET', '/api/support/ticket', { token: actor.token });
      assert.deepEqual(list.json(), []);
      const answers = await Promise.all([
        call(app, 'GET', `/api/support/message?ticket=${ticket}`, { token: actor.token }),
        call(app, 'POST', '/api/support/message', { token: actor.token, payload: { ticket, content: 'Let me in' } }),
      ]);
      for (const response of answers) assert.equal(response.statusCode, 404, response.body);
      return answers[0] ?? list;
    },
  },
  {
    name: 'POST /api/support/ticket refuses a body naming another user',
    prepare: prepareTicket,
    act: async (app, actor, other) => {
      const response = await call(app, 'POST', '/api/support/ticket', { token: actor.token, payload: { message: 'Hello', userId: other.id } });
      assert.equal(response.statusCode, 400, response.body);
      return response;
    },
  },
  {
    name: 'staff support calls by a shopper answer 403 and change nothing',
    prepare: prepareTicket,
    act: async (app, actor, other) => {
      const ticket = ticketFor(other);
      const answers = await Promise.all([
        call(app, 'GET', '/api/staff/support/ticket', { token: actor.token }),
        call(app, 'GET', `/api/staff/support/message?ticket=${ticket}`, { token: actor.token }),
        call(app, 'POST', '/api/staff/support/message', { token: actor.token, payload: { ticket, content: 'I am staff' } }),
      ]);
      for (const response of answers) assert.equal(response.statusCode, 403, response.body);
      return answers[0] as { statusCode: number; body: string };
    },
  },
  {
    name: 'staff desk calls by a shopper answer 403, list nothing, ship nothing and refund nothing',
    prepare: prepareOrder,
    act: async (app, actor) => {
      const [list, ...rest] = await Promise.all([
        call(app, 'GET', '/api/staff/orders', { token: actor.token }),
        call(app, 'GET', '/api/staff/marketplace', { token: actor.token }),
        call(app, 'POST', '/api/staff/orders/item/1/ship', { token: actor.token, payload: { trackingNumber: 'T1' } }),
        call(app, 'POST', '/api/staff/orders/item/1/deliver', { token: actor.token }),
        call(app, 'GET', '/api/staff/refunds', { token: actor.token }),
        call(app, 'POST', '/api/staff/refunds/cs_local_x/retry', { token: actor.token }),
        call(app, 'POST', '/api/staff/refunds/cs_local_x/settle', { token: actor.token }),
      ]);
      for (const response of [list!, ...rest]) assert.equal(response.statusCode, 403, response.body);
      return list!;
    },
  },
  {
    name: 'GET /api/coupons answers the token user\'s coupons only',
    prepare: async (_app, db, other) => {
      await db.insert(userCoupons).values({ userId: other.id, couponId: await ensureTestCoupon(db) });
    },
    act: async (app, actor, other) => {
      const response = await call(app, 'GET', `/api/coupons?userId=${other.id}`, { token: actor.token });
      assert.equal(response.statusCode, 200, response.body);
      assert.deepEqual(response.json(), []);
      return response;
    },
  },
  {
    name: 'GET /api/orders answers the token user\'s orders only',
    prepare: prepareOrder,
    act: async (app, actor) => {
      const response = await call(app, 'GET', '/api/orders', { token: actor.token });
      assert.deepEqual(response.json(), []);
      return response;
    },
  },
  {
    name: 'POST /api/order orders the token user\'s cart only and refuses a body naming another user',
    prepare: prepareOrder,
    act: async (app, actor, other) => {
      const naming = await call(app, 'POST', '/api/order', { token: actor.token, payload: { ...VALID_BILLING, paymentMethod: 'card', userId: other.id } });
      assert.equal(naming.statusCode, 400, naming.body);
      const response = await call(app, 'POST', '/api/order', { token: actor.token, payload: { ...VALID_BILLING, paymentMethod: 'card' } });
      assert.equal(response.statusCode, 409, response.body);
      return response;
    },
  },
  {
    name: 'POST /api/checkout/create-session with another user\'s order answers 404 and makes no payment session',
    prepare: async (_app, db, other) => {
      const [order] = await db
        .insert(orders)
        .values({ userId: other.id, subtotalCents: 1000, discountCents: 0, taxCents: 89, totalCents: 1089, paymentMethod: 'card' })
        .returning({ id: orders.id });
      assert.ok(order);
      unpaidOrderOf.set(other.id, order.id);
    },
    act: async (app, actor, other) => {
      const orderId = unpaidOrderOf.get(other.id) ?? 0;
      const response = await call(app, 'POST', '/api/checkout/create-session', { token: actor.token, payload: { orderId } });
      assert.equal(response.statusCode, 404, response.body);
      assert.deepEqual(await app.db.select().from(paymentSessions).where(eq(paymentSessions.orderId, orderId)), []);
      return response;
    },
  },
  {
    name: 'POST /api/profile saves the token user\'s profile only',
    act: (app, actor) => call(app, 'POST', '/api/profile', { token: actor.token, payload: { ...VALID_PROFILE, email: actor.email } }),
  },
  {
    name: 'POST /api/profile refuses a body naming another user',
    act: (app, actor, other) => call(app, 'POST', '/api/profile', { token: actor.token, payload: { ...VALID_PROFILE, email: actor.email, id: other.id } }),
  },
  {
    name: 'POST /api/profile cannot take another user\'s email',
    act: (app, actor, other) => call(app, 'POST', '/api/profile', { token: actor.token, payload: { ...VALID_PROFILE, email: other.email.toUpperCase() } }),
  },
  {
    name: 'POST /api/account/change-password checks and changes the token user only',
    act: (app, actor) => call(app, 'POST', '/api/account/change-password', { token: actor.token, payload: { currentPassword: 'not-the-password', newPassword: 'another-password' } }),
  },
  {
    name: 'POST /api/account/delete refuses a body naming another user',
    act: (app, actor, other) => call(app, 'POST', '/api/account/delete', { token: actor.token, payload: { password: DELETE_ACCOUNT_PHRASE, userId: other.id } }),
  },
  {
    name: 'POST /api/account/delete deletes the token user only',
    act: (app, actor) => call(app, 'POST', '/api/account/delete', { token: actor.token, payload: { password: DELETE_ACCOUNT_PHRASE } }),
  },
  {
    name: 'POST /api/cart/remove with another user\'s cart item id answers 404',
    prepare: prepareLists,
    act: async (app, actor, other) => {
      const response = await call(app, 'POST', '/api/cart/remove', { token: actor.token, payload: { id: filledFor(other).cartItem } });
      assert.equal(response.statusCode, 404, response.body);
      return response;
    },
  },
  {
    name: 'POST /api/cart/update with another user\'s item id changes the token user\'s cart only',
    prepare: prepareLists,
    act: async (app, actor, other) => {
      const { product, cartItem } = filledFor(other);
      const response = await call(app, 'POST', '/api/cart/update', { token: actor.token, payload: { id: cartItem, product, quantity: 5 } });
      assert.equal(response.statusCode, 200, response.body);
      assert.ok(!(response.json() as { id: number }[]).some((item) => item.id === cartItem), 'another user\'s item was answered');
      return response;
    },
  },
  {
    name: 'GET /api/cart and GET /api/wishlist answer the token user\'s lists only',
    prepare: prepareLists,
    act: async (app, actor) => {
      const cart = await call(app, 'GET', '/api/cart', { token: actor.token });
      assert.deepEqual(cart.json(), []);
      const wishlist = await call(app, 'GET', '/api/wishlist', { token: actor.token });
      assert.deepEqual(wishlist.json(), []);
      return wishlist;
    },
  },
  {
    name: 'POST /api/wishlist/remove removes from the token user\'s list only',
    prepare: prepareLists,
    act: (app, actor, other) => call(app, 'POST', '/api/wishlist/remove', { token: actor.token, payload: { product: filledFor(other).product } }),
  },
  {
    name: 'POST /api/cart/apply-coupon puts the coupon on the token user\'s cart only',
    prepare: async (app, db, other) => {
      await prepareLists(app, db, other);
      await ensureTestCoupon(db);
    },
    act: async (app, actor, other) => {
      await call(app, 'POST', '/api/cart/update', { token: actor.token, payload: { product: filledFor(other).product } });
      const response = await call(app, 'POST', '/api/cart/apply-coupon', { token: actor.token, payload: { coupon: AUTHZ_COUPON } });
      assert.equal(response.statusCode, 200, response.body);
      assert.ok(!(response.json().cart as { id: number }[]).some((item) => item.id === filledFor(other).cartItem), 'another user\'s item was answered');
      return response;
    },
  },
  {
    name: 'POST /api/cart/apply-coupon refuses a body naming another user',
    prepare: async (app, db, other) => {
      await prepareLists(app, db, other);
      await ensureTestCoupon(db);
    },
    act: async (app, actor, other) => {
      const response = await call(app, 'POST', '/api/cart/apply-coupon', { token: actor.token, payload: { coupon: AUTHZ_COUPON, userId: other.id } });
      assert.equal(response.statusCode, 400, response.body);
      return response;
    },
  },
  {
    name: 'POST /api/wishlist/merge and /api/cart/merge refuse a body naming another user',
    prepare: prepareLists,
    act: async (app, actor, other) => {
      const cart = await call(app, 'POST', '/api/cart/merge', { token: actor.token, payload: { items: [], userId: other.id } });
      assert.equal(cart.statusCode, 400, cart.body);
      return call(app, 'POST', '/api/wishlist/merge', { token: actor.token, payload: { products: [filledFor(other).product], userId: other.id } });
    },
  },
  {
    name: 'POST /api/cart/image to another user\'s cart item answers 404 and stores no photo',
    prepare: preparePhotos,
    act: async (app, actor, other) => {
      const before = await mediaCount(app.db);
      const response = await sendPhoto(app, '/api/cart/image', [['cartItem', String(photosFor(other).cartItem)], ['position', '0']], bearer(actor.token));
      assert.equal(response.statusCode, 404, response.body);
      assert.equal(await mediaCount(app.db), before);
      return response;
    },
  },
  {
    name: 'DELETE /api/cart/image and POST /api/cart/update-positions with another user\'s photo answer 404',
    prepare: preparePhotos,
    act: async (app, actor, other) => {
      const { cartItem, cartImage } = photosFor(other);
      const own = await call(app, 'POST', '/api/cart/update', { token: actor.token, payload: { product: await ensureTestClip(app.db) } });
      const ownItem = (own.json() as { id: number }[])[0]?.id ?? 0;
      const answers = await Promise.all([
        call(app, 'DELETE', '/api/cart/image', { token: actor.token, payload: { id: cartImage, cartItem } }),
        call(app, 'DELETE', '/api/cart/image', { token: actor.token, payload: { id: cartImage, cartItem: ownItem } }),
        call(app, 'POST', '/api/cart/update-positions', { token: actor.token, payload: { cartItem, positions: [{ id: cartImage, position: 0 }] } }),
        call(app, 'POST', '/api/cart/update-positions', { token: actor.token, payload: { cartItem: ownItem, product: 1, positions: [{ id: cartImage, position: 0 }] } }),
      ]);
      for (const response of answers) assert.equal(response.statusCode, 404, response.body);
      return answers[0] ?? own;
    },
  },
  {
    name: 'marketplace calls naming another user\'s photo answer 404; each user lists only their own photos',
    prepare: preparePhotos,
    act: async (app, actor, other) => {
      const { marketplacePhoto } = photosFor(other);
      const list = await call(app, 'GET', '/api/marketplace-orders', { token: actor.token });
      assert.deepEqual(list.json(), { success: true, data: [] });
      const answers = await Promise.all([
        call(app, 'DELETE', `/api/marketplace-orders/${marketplacePhoto}`, { token: actor.token }),
        call(app, 'POST', '/api/marketplace-orders/update-positions', { token: actor.token, payload: [{ id: marketplacePhoto, position: 0 }] }),
        call(app, 'POST', '/api/marketplace-orders/submit', { token: actor.token, payload: { orderNumber: 'A-1', storyTitle: 'Ours', images: [marketplacePhoto] } }),
        // The owner's own photo through the other variant's base.
        call(app, 'DELETE', `/api/marketplace-orders-2/${marketplacePhoto}`, { token: other.token }),
      ]);
      for (const response of answers) assert.equal(response.statusCode, 404, response.body);
      return list;
    },
  },
  {
    name: 'a visitor\'s upload session cannot list, delete, reorder or submit a signed-in user\'s marketplace photos',
    prepare: preparePhotos,
    act: async (app, _actor, other) => {
      const { marketplacePhoto } = photosFor(other);
      const upload = await sendPhoto(app, '/api/marketplace-orders/upload', [['position', '0']]);
      assert.equal(upload.statusCode, 200, upload.body);
      const headers = uploadSessionOf(upload);
      const list = await call(app, 'GET', '/api/marketplace-orders', { headers });
      assert.deepEqual((list.json().data as { id: number }[]).map((photo) => photo.id), [upload.json().data[0].id]);
      const answers = await Promise.all([
        call(app, 'DELETE', `/api/marketplace-orders/${marketplacePhoto}`, { headers }),
        call(app, 'POST', '/api/marketplace-orders/update-positions', { headers, payload: [{ id: marketplacePhoto, position: 0 }] }),
        call(app, 'POST', '/api/marketplace-orders/submit', { headers, payload: { orderNumber: 'A-1', storyTitle: 'Ours', images: [marketplacePhoto] } }),
        call(app, 'DELETE', `/api/marketplace-orders/${marketplacePhoto}`),
      ]);
      for (const response of answers) assert.equal(response.statusCode, 404, response.body);
      return list;
    },
  },
];
