import { ProductType, type Order, type OrderItem } from '@shop/shared';
import { orderFixture as baseOrderFixture, orderItemFixture } from '@shop/shared/testing';

// Orders as GET /api/orders answers them, for the Orders screen's tests.

export const PAID_AT = '2026-11-23T10:00:00.000Z';
export const standard = { id: 1, caption: 'Standard', price: 0, period: 72 };
export const express = { id: 2, caption: 'Express', price: 20, period: 24 };
export const rush = { id: 3, caption: 'Rush', price: 35, period: 12 };
export const leadTimePrices = [standard, express, rush];

export function clipItem(overrides: Partial<OrderItem> = {}): OrderItem {
  return orderItemFixture({
    id: 11,
    name: 'Wedding story',
    productSlug: 'wedding-story',
    preview: ['wedding.jpg'],
    price: 30,
    baseCost: 30,
    leadTimePrice: standard,
    createdAt: PAID_AT,
    ...overrides,
  });
}

/** What a clip item carries once its video is delivered: the id and its signed links. */
export function videoReady(videoStory: string): Pick<OrderItem, 'videoStory' | 'videoLinks'> {
  const query = '?expires=1795000000&signature=test-signature';
  return {
    videoStory,
    videoLinks: { watch: `/video-story/stream/${videoStory}${query}`, download: `/video-story/${videoStory}${query}` },
  };
}

export function simpleItem(overrides: Partial<OrderItem> = {}): OrderItem {
  return clipItem({
    id: 12,
    type: ProductType.SIMPLE,
    name: 'Photo album',
    productSlug: 'photo-album',
    preview: ['album.jpg'],
    price: 45,
    leadTimePrice: null,
    ...overrides,
  });
}

/** A paid order of one clip and one simple item (the shared fixture is unpaid and empty). */
export function orderFixture(overrides: Partial<Order> = {}): Order {
  return baseOrderFixture({
    id: 42,
    paid: true,
    paidAt: PAID_AT,
    subtotal: 75,
    tax: 6.66,
    totalCost: 81.66,
    createdAt: PAID_AT,
    items: [clipItem(), simpleItem()],
    ...overrides,
  });
}
