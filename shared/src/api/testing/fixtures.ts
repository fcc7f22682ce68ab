// Test helper: a valid product, cart item, billing address, order and order line with overrides, for call, store and component tests.
import { ProductType } from '../../constants';
import type { Product } from '../../contracts/catalog';
import type { CartItem } from '../../contracts/cart';
import type { Billing, Order, OrderItem } from '../../contracts/orders';

export function productFixture(overrides: Partial<Product> = {}): Product {
  const id = overrides.id ?? 1;
  return {
    id,
    slug: `story-${id}`,
    name: `Story ${id}`,
    description: 'A short story.',
    price: 29,
    type: ProductType.CLIP,
    isAvailable: true,
    preview: `preview-${id}.mp4`,
    images: [{ image: `product-${id}.png` }, { image: `product-${id}-1.png` }],
    categories: [1],
    clipProperties: { imageCount: 20, duration: 95 },
    captionFields: [],
    ctime: '2024-03-05T10:00:00.000Z',
    popularity: 0,
    onWishlist: false,
    inCart: false,
    ...overrides,
  };
}

export function cartItemFixture(overrides: Partial<CartItem> = {}): CartItem {
  return {
    id: 1,
    product: 1,
    quantity: 1,
    additionalPhotoCount: 0,
    leadTimePrice: null,
    giftVideoStory: false,
    images: [],
    captions: [],
    baseCost: 29,
    productPrice: 29,
    extraPhotoCost: 0,
    leadTimeCost: 0,
    ...overrides,
  };
}

/** A complete address (the profile's and the checkout's billing fields), with overrides. */
export function billingFixture(overrides: Partial<Billing> = {}): Billing {
  return {
    firstName: 'Ann',
    lastName: 'Lee',
    country: 'USA',
    streetAddress: '1 Main St',
    city: 'Springfield',
    postcode: '12345',
    phone: '+1 555 0100',
    ...overrides,
  };
}

/** A clip line of an order as GET /api/orders answers it (no discount, nothing delivered yet), with overrides. */
export function orderItemFixture(overrides: Partial<OrderItem> = {}): OrderItem {
  return {
    id: 1,
    type: ProductType.CLIP,
    name: 'Golden Hour Vows',
    productSlug: 'golden-hour-vows',
    preview: [],
    price: 29,
    baseCost: 29,
    quantity: 1,
    status: 'packing',
    trackingNumber: null,
    videoStory: null,
    videoLinks: null,
    leadTimePrice: null,
    createdAt: '2026-11-23T10:00:00.000Z',
    speedUp: null,
    captions: [],
    photos: [],
    ...overrides,
  };
}

/** An unpaid order as GET /api/orders answers it, without items, with overrides. */
export function orderFixture(overrides: Partial<Order> = {}): Order {
  return {
    id: 1,
    paid: false,
    paidAt: null,
    subtotal: 10,
    discount: 0,
    tax: 0.89,
    totalCost: 10.89,
    createdAt: '2026-11-23T10:00:00.000Z',
    items: [],
    refunds: [],
    ...overrides,
  };
}
