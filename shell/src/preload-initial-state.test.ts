import { USER_STORAGE_KEY } from '@shop/shared';
import { preloadVisitorInitialState } from './preload-initial-state';

const preloads = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')];

afterEach(() => {
  localStorage.clear();
  document.head.innerHTML = '';
});

describe('preloadVisitorInitialState', () => {
  it("preloads a visitor's initial state as the API client fetches it", () => {
    preloadVisitorInitialState();
    expect(preloads()).toHaveLength(1);
    const [link] = preloads();
    // The URL getInitialState requests (app.test.tsx pins that side).
    expect(link?.getAttribute('href')).toBe('/api/initiate');
    expect(link?.getAttribute('as')).toBe('fetch');
    expect(link?.getAttribute('crossorigin')).toBe('anonymous');
  });

  it("leaves a signed-in user's request (it carries their token) to the API client", () => {
    localStorage.setItem(USER_STORAGE_KEY, JSON.stringify({ id: 1, token: 't' }));
    preloadVisitorInitialState();
    expect(preloads()).toHaveLength(0);
  });
});
