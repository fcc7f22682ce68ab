import { json } from '../../testing/route-fetch';
import { mockFetch } from '../testing/mock-fetch';
import { speedUpItem } from './speed-up-item';

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

describe('POST /api/order/speed-up', () => {
  it('sends the item and the option and answers the session and its url', async () => {
    const { requests } = mockFetch(json({ sessionId: 's1', url: '/api/checkout/pay/s1' }));
    await expect(speedUpItem({ itemId: 11, leadTimeId: 3 })).resolves.toEqual({
      sessionId: 's1',
      url: '/api/checkout/pay/s1',
    });
    expect(requests[0]!.url).toBe('http://localhost/api/order/speed-up');
    expect(requests[0]!.method).toBe('POST');
    await expect(requests[0]!.json()).resolves.toEqual({ itemId: 11, leadTimeId: 3 });
  });

  it('answers the server’s refusal as an ApiError with its message and field', async () => {
    mockFetch(json({ message: 'This video story was already sped up', field: 'itemId' }, { status: 409 }));
    await expect(speedUpItem({ itemId: 11, leadTimeId: 3 })).rejects.toMatchObject({
      name: 'ApiError',
      status: 409,
      message: 'This video story was already sped up',
      field: 'itemId',
    });
  });
});
