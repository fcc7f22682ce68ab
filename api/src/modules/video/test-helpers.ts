// Shared by the video tests: paid clip items made straight in the database, with real stored photos.
import assert from 'node:assert/strict';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { ProductType } from '@shop/shared/constants';
import type { Db } from '../../db/client';
import { mailOutbox, orderItemPhotos, orderItems, orders, products } from '../../db/schema';
import type { TestUser } from '../../test/identity';
import { jpeg } from '../../test/photos';
import { storePhoto } from '../uploads/index';

let made = 0;

export interface PaidClipOptions {
  photoCount?: number;
  durationSeconds?: number;
  /** When the order was paid (default now). */
  paidAt?: Date;
  /** The lead time's period in hours (default 24). */
  periodHours?: number;
  captions?: string[];
  paid?: boolean;
  /** The address typed at checkout (default none: mails go to the account's). */
  email?: string | null;
}

/** A paid order of `user` with one clip item (its product, photos and captions); answers the order and item ids. */
export async function makePaidClip(
  app: FastifyInstance,
  user: TestUser,
  {
    photoCount = 2,
    durationSeconds = 3,
    paidAt = new Date(),
    periodHours = 24,
    captions = ['Our day'],
    paid = true,
    email = null,
  }: PaidClipOptions = {},
): Promise<{ orderId: number; itemId: number }> {
  made += 1;
  const slug = `video-test-clip-${process.pid}-${made}`;
  const [product] = await app.db
    .insert(products)
    .values({
      slug,
      name: `Story ${made}`,
      priceCents: 4900,
      type: ProductType.CLIP,
      clipImageCount: photoCount,
      clipDuration: durationSeconds,
    })
    .returning({ id: products.id });
  assert.ok(product);
  const [order] = await app.db
    .insert(orders)
    .values({
      userId: user.id,
      subtotalCents: 4900,
      discountCents: 0,
      taxCents: 0,
      totalCents: 4900,
      paymentMethod: 'card',
      paid,
      paidAt: paid ? paidAt : null,
      email,
    })
    .returning({ id: orders.id });
  assert.ok(order);
  const [item] = await app.db
    .insert(orderItems)
    .values({
      orderId: order.id,
      productId: product.id,
      type: ProductType.CLIP,
      name: `Story ${made}`,
      slug,
      quantity: 1,
      priceCents: 4900,
      baseCostCents: 4900,
      leadTime: { id: 1, caption: 'Standard', priceCents: 0, period: periodHours },
      captions: captions.map((value, index) => ({
        fieldId: index + 1,
        label: `Field ${index + 1}`,
        position: index,
        type: 'text',
        value,
      })),
    })
    .returning({ id: orderItems.id });
  assert.ok(item);
  for (let position = 0; position < photoCount; position += 1) {
    const image = await storePhoto(app, await jpeg(320 + position * 16, 240));
    await app.db.insert(orderItemPhotos).values({ orderItemId: item.id, image, position });
  }
  return { orderId: order.id, itemId: item.id };
}

/** Gives the item a draft at `draftVideo` as a render would (state draft), without rendering one. */
export async function setDraft(db: Db, itemId: number, draftVideo: string): Promise<void> {
  await db.update(orderItems).set({ renderState: 'draft', draftVideo }).where(eq(orderItems.id, itemId));
}

export async function itemState(db: Db, itemId: number) {
  const [row] = await db
    .select({
      renderState: orderItems.renderState,
      draftVideo: orderItems.draftVideo,
      renderError: orderItems.renderError,
      renderAttempts: orderItems.renderAttempts,
      renderedAt: orderItems.renderedAt,
      approvedAt: orderItems.approvedAt,
      deliveredAt: orderItems.deliveredAt,
      videoStory: orderItems.videoStory,
    })
    .from(orderItems)
    .where(eq(orderItems.id, itemId));
  assert.ok(row, `no order item ${itemId}`);
  return row;
}

/** Polls until `check` answers something truthy (a job runs on its worker's schedule), or fails after `timeoutMs`. */
export async function waitFor<T>(
  check: () => Promise<T>,
  timeoutMs = 60_000,
  label = 'condition',
): Promise<NonNullable<T>> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > end) assert.fail(`timed out waiting for ${label}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export type ItemState = Awaited<ReturnType<typeof itemState>>;

/** The item's state once `ready` holds (a render or a delivery runs on its worker's schedule); fails after 2 minutes. */
export function itemStateWhen(db: Db, itemId: number, ready: (state: ItemState) => boolean, label: string) {
  return waitFor(
    async () => {
      const state = await itemState(db, itemId);
      return ready(state) ? state : undefined;
    },
    120_000,
    label,
  );
}

export async function mailsWithSubject(db: Db, to: string, subject: string) {
  return (await db.select().from(mailOutbox).where(eq(mailOutbox.to, to))).filter((mail) => mail.subject === subject);
}
