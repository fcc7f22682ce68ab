import { mockFetch } from '../testing/mock-fetch';
import { json } from '../../testing/route-fetch';
import { getCoupons } from './get-coupons';

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

describe('getCoupons', () => {
  it('reads GET /api/coupons and checks it against the contract', async () => {
    const coupons = [{ id: 2, code: 'WELCOME25', type: 1, percent: 25 }];
    const { requests } = mockFetch(json(coupons), json([{ id: 2, code: 'WELCOME25' }]));
    await expect(getCoupons()).resolves.toEqual(coupons);
    expect(requests[0]!.url).toBe('http://localhost/api/coupons');
    expect(requests[0]!.method).toBe('GET');
    await expect(getCoupons()).rejects.toMatchObject({ name: 'InvalidResponseError' });
  });
});
