import { billingFixture } from '../testing/fixtures';
import { mockFetch } from '../testing/mock-fetch';
import { json } from '../../testing/route-fetch';
import { createOrder } from './create-order';
import { getPaymentConfig } from './get-payment-config';

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

const billing = billingFixture();

describe('the checkout calls', () => {
  it('createOrder POSTs the billing fields and payment method flat to /api/order and answers the order', async () => {
    const { requests } = mockFetch(json({ success: true, order: { id: 12 } }));
    await expect(createOrder({ ...billing, paymentMethod: 'card' })).resolves.toEqual({
      success: true,
      order: { id: 12 },
    });
    expect(requests[0]!.url).toBe('http://localhost/api/order');
    expect(requests[0]!.method).toBe('POST');
    await expect(requests[0]!.json()).resolves.toEqual({ ...billing, paymentMethod: 'card' });
  });

  it('createOrder gives a 4xx refusal back as the answer, with its field', async () => {
    mockFetch(json({ success: false, error: 'Phone is required', field: 'phone' }, { status: 400 }));
    await expect(createOrder(billing)).resolves.toEqual({
      success: false,
      error: 'Phone is required',
      field: 'phone',
    });
  });

  it('createOrder throws other failures: a 4xx without the refusal shape, a 5xx', async () => {
    mockFetch(
      json({ message: 'Sign in first' }, { status: 401 }),
      json({ success: false, error: 'Boom' }, { status: 500 }),
    );
    await expect(createOrder({})).rejects.toMatchObject({ name: 'ApiError', status: 401, message: 'Sign in first' });
    await expect(createOrder({})).rejects.toMatchObject({ name: 'ApiError', status: 500 });
  });

  it('getPaymentConfig reads GET /api/checkout/config and checks the provider', async () => {
    const { requests } = mockFetch(
      json({ provider: 'stripe', publishableKey: 'pk_test_1' }),
      json({ provider: 'paypal' }),
    );
    await expect(getPaymentConfig()).resolves.toEqual({ provider: 'stripe', publishableKey: 'pk_test_1' });
    expect(requests[0]!.url).toBe('http://localhost/api/checkout/config');
    await expect(getPaymentConfig()).rejects.toMatchObject({ name: 'InvalidResponseError' });
  });
});
