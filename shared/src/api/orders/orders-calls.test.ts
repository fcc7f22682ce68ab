import { json } from '../../testing/route-fetch';
import { mockFetch } from '../testing/mock-fetch';
import { orderFixture, orderItemFixture } from '../testing/fixtures';
import { createPaymentSession } from './create-payment-session';
import { getOrders } from './get-orders';

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

describe('GET /api/orders', () => {
  const item = orderItemFixture({
    id: 5,
    name: 'Wedding clip',
    productSlug: 'wedding-clip',
    preview: ['clip.jpg'],
    price: 30,
    baseCost: 30,
    leadTimePrice: { id: 1, caption: 'Standard', price: 0, period: null },
  });

  it('reads the list and checks it against the contract', async () => {
    const { requests } = mockFetch(
      json([{ ...orderFixture({ id: 7, paid: true, paidAt: '2026-11-23T10:05:00.000Z' }), items: [item] }]),
    );
    await expect(getOrders()).resolves.toEqual([expect.objectContaining({ id: 7, items: [item] })]);
    expect(requests[0]!.url).toBe('http://localhost/api/orders');
    expect(requests[0]!.method).toBe('GET');
  });

  it('takes an answer from an API released before baseCost (the parts are released separately)', async () => {
    const { baseCost, ...older } = item;
    expect(baseCost).toBe(30);
    mockFetch(json([{ ...orderFixture({ id: 7 }), items: [older] }]));
    await expect(getOrders()).resolves.toEqual([expect.objectContaining({ items: [older] })]);
  });

  it('refuses an answer that breaks the contract', async () => {
    mockFetch(json([{ ...orderFixture({ id: 7 }), items: [{ ...item, status: 'lost' }] }]));
    await expect(getOrders()).rejects.toMatchObject({ name: 'InvalidResponseError' });
  });
});

describe('POST /api/checkout/create-session', () => {
  it('sends the order id and answers the session and its url', async () => {
    const { requests } = mockFetch(json({ sessionId: 's1', url: '/api/checkout/pay/s1' }));
    await expect(createPaymentSession({ orderId: 7 })).resolves.toEqual({
      sessionId: 's1',
      url: '/api/checkout/pay/s1',
    });
    expect(requests[0]!.url).toBe('http://localhost/api/checkout/create-session');
    expect(requests[0]!.method).toBe('POST');
    await expect(requests[0]!.json()).resolves.toEqual({ orderId: 7 });
  });
});
