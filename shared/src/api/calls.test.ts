import { EMPTY_INITIAL_STATE } from '../stores/initial-state';
import { logout } from './auth/logout';
import { createEditableText } from './content/create-editable-text';
import { getAbout } from './content/get-about';
import { getFaq } from './content/get-faq';
import { getReviews } from './content/get-reviews';
import { getInitialState } from './state/get-initial-state';
import { getServerTime } from './time/get-server-time';
import { mockFetch } from './testing/mock-fetch';
import { json } from '../testing/route-fetch';

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

describe('the typed API calls', () => {
  it('getInitialState reads GET /api/initiate and checks it against the contract', async () => {
    const { requests } = mockFetch(json({ ...EMPTY_INITIAL_STATE, time: 42 }), json({ user: null }));
    await expect(getInitialState()).resolves.toMatchObject({ time: 42, categories: [] });
    expect(requests[0]!.url).toBe('http://localhost/api/initiate');
    await expect(getInitialState()).rejects.toMatchObject({ name: 'InvalidResponseError' });
  });

  it('createEditableText POSTs the text and answers json.data', async () => {
    const text = { definedName: 'footer-email', title: 'Footer: contact email', content: 'hi@shop.test' };
    const { requests } = mockFetch(json({ data: text }));
    await expect(createEditableText(text)).resolves.toEqual(text);
    expect(requests[0]!.url).toBe('http://localhost/api/editable-text');
    expect(requests[0]!.method).toBe('POST');
    await expect(requests[0]!.json()).resolves.toEqual(text);
  });

  it('getFaq, getAbout, getReviews and getServerTime read their lists and values', async () => {
    const { requests } = mockFetch(
      json([{ id: 1, question: 'Q?', answer: 'A.' }]),
      json([{ key: 'welcome', title: 'Welcome', content: '<p>Hi</p>' }]),
      json([{ id: 1, avatar: null, rating: 5, content: 'Great', author: 'Ann', post: 'Bride' }]),
      json({ time: 1700000000 }),
    );
    await expect(getFaq()).resolves.toEqual([{ id: 1, question: 'Q?', answer: 'A.' }]);
    await expect(getAbout()).resolves.toEqual([{ key: 'welcome', title: 'Welcome', content: '<p>Hi</p>' }]);
    await expect(getReviews()).resolves.toHaveLength(1);
    await expect(getServerTime()).resolves.toBe(1700000000);
    expect(requests.map((request) => new URL(request.url).pathname)).toEqual(['/api/faq', '/api/about', '/api/reviews', '/api/time']);
  });

  it('logout fetches /auth/logout for the token it is given and ignores a failure', async () => {
    const { requests } = mockFetch(new Response(null, { status: 500 }));
    await expect(logout('token-of-this-session')).resolves.toBeUndefined();
    expect(requests[0]!.url).toBe('http://localhost/auth/logout');
    expect(requests[0]!.headers.get('authorization')).toBe('Bearer token-of-this-session');
  });
});
