import { cartItemFixture } from '../testing/fixtures';
import { mockFetch } from '../testing/mock-fetch';
import { json } from '../../testing/route-fetch';
import { applyCoupon } from './apply-coupon';

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

describe('applyCoupon', () => {
  it('posts the code and answers the message and the discounted cart', async () => {
    const cart = [cartItemFixture({ id: 3, discountAmount: 2.9 })];
    const { requests } = mockFetch(json({ success: true, message: 'Coupon applied', cart }));
    await expect(applyCoupon({ coupon: 'STORY10' })).resolves.toEqual({
      success: true,
      message: 'Coupon applied',
      cart,
    });
    expect(requests[0]!.url).toBe('http://localhost/api/cart/apply-coupon');
    expect(requests[0]!.method).toBe('POST');
    await expect(requests[0]!.json()).resolves.toEqual({ coupon: 'STORY10' });
  });

  it('throws an ApiError with the server’s message and field when the code is refused', async () => {
    mockFetch(json({ message: 'This coupon code does not exist', field: 'coupon' }, { status: 404 }));
    await expect(applyCoupon({ coupon: 'NOPE' })).rejects.toMatchObject({
      name: 'ApiError',
      status: 404,
      message: 'This coupon code does not exist',
      field: 'coupon',
    });
  });

  it('throws an InvalidResponseError when the answer breaks the contract', async () => {
    mockFetch(json({ success: true, message: 'ok' }));
    await expect(applyCoupon({ coupon: 'STORY10' })).rejects.toMatchObject({ name: 'InvalidResponseError' });
  });
});
