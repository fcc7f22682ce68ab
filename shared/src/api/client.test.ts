import { $sessionEnded, $user } from '../stores/user';
import { apiFetch, apiRequest, parseAnswer } from './client';
import { ApiError, InvalidResponseError, NetworkError, isApiError, isNetworkError, isRetryable } from './errors';
import { mockFetch } from './testing/mock-fetch';
import { json } from '../testing/route-fetch';
import { object, string } from 'superstruct';

let consoleError: jest.SpyInstance;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  jest.restoreAllMocks();
  $user.set(null);
});

describe('the API client', () => {
  it('sends paths under /api and asks for JSON', async () => {
    const { requests } = mockFetch(json([{ id: 1 }]));
    await expect(apiRequest('faq')).resolves.toEqual([{ id: 1 }]);
    expect(requests[0]!.url).toBe('http://localhost/api/faq');
    expect(requests[0]!.method).toBe('GET');
    expect(requests[0]!.headers.get('accept')).toBe('application/json');
  });

  it('takes a path starting with / from the site root', async () => {
    const { requests } = mockFetch(new Response('bye', { headers: { 'content-type': 'text/html' } }));
    await expect(apiRequest('/auth/logout')).resolves.toBe('bye');
    expect(requests[0]!.url).toBe('http://localhost/auth/logout');
  });

  it('sends a JSON body with a JSON content type', async () => {
    const { requests } = mockFetch(json({ ok: true }));
    await apiRequest('editable-text', { method: 'POST', json: { definedName: 'x' } });
    expect(requests[0]!.method).toBe('POST');
    expect(requests[0]!.headers.get('content-type')).toBe('application/json');
    await expect(requests[0]!.json()).resolves.toEqual({ definedName: 'x' });
  });

  it('adds the bearer token of the signed-in user', async () => {
    const { requests } = mockFetch(json({}));
    $user.set({ id: 3, email: 'a@b.c', token: 'secret-token', profile: null });
    await apiRequest('initiate');
    expect(requests[0]!.headers.get('authorization')).toBe('Bearer secret-token');
  });

  it('sends no Authorization header without a user or token', async () => {
    const { requests } = mockFetch(json({}));
    await apiRequest('initiate');
    $user.set({ id: 3, email: 'a@b.c', profile: null });
    await apiRequest('initiate');
    expect(requests.map((request) => request.headers.has('authorization'))).toEqual([false, false]);
  });
});

describe('API errors', () => {
  it('carry the server message, field, status and body, and are logged', async () => {
    mockFetch(json({ message: 'Email is taken', field: 'email' }, { status: 422, statusText: 'Unprocessable Entity' }));
    const error = await apiRequest('sign-up', { method: 'POST', json: {} }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ name: 'ApiError', status: 422, message: 'Email is taken', field: 'email', body: { message: 'Email is taken', field: 'email' } });
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('POST /api/sign-up failed: 422 Email is taken'), error);
  });

  it('fall back to the status text when the body has no message', async () => {
    mockFetch(new Response('<html>oops</html>', { status: 502, statusText: 'Bad Gateway', headers: { 'content-type': 'text/html' } }));
    await expect(apiRequest('faq')).rejects.toMatchObject({ status: 502, message: 'Bad Gateway', field: undefined, body: '<html>oops</html>' });
  });

  it('say "Unknown error" when there is neither a message nor a status text', async () => {
    mockFetch(new Response(null, { status: 500, statusText: '' }));
    await expect(apiFetch('faq')).rejects.toMatchObject({ status: 500, message: 'Unknown error' });
  });

  it('become a NetworkError when no answer arrives', async () => {
    mockFetch(new TypeError('fetch failed'));
    const error = await apiRequest('faq').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(NetworkError);
    expect(error).toMatchObject({ name: 'NetworkError', message: 'Network request failed' });
    expect(consoleError).toHaveBeenCalled();
  });

  it('are recognised by name too, as a copy from another bundle would be', () => {
    const foreign = Object.assign(new Error('x'), { name: 'ApiError', status: 404 });
    expect(isApiError(foreign)).toBe(true);
    expect(isApiError(new Error('x'))).toBe(false);
    expect(isNetworkError(Object.assign(new Error('x'), { name: 'NetworkError' }))).toBe(true);
  });

  it('are worth retrying only for network failures and 5xx', () => {
    expect(isRetryable(new NetworkError())).toBe(true);
    expect(isRetryable(new ApiError({ status: 503, message: 'x' }))).toBe(true);
    expect(isRetryable(new ApiError({ status: 404, message: 'x' }))).toBe(false);
    expect(isRetryable(new Error('x'))).toBe(false);
  });
});

describe('parseAnswer', () => {
  const Struct = object({ name: string() });

  it('drops unknown fields so the server can add some first', () => {
    expect(parseAnswer({ name: 'a', extra: 1 }, Struct, 'GET /x')).toEqual({ name: 'a' });
  });

  it('throws an InvalidResponseError for an answer that breaks the contract', () => {
    expect(() => parseAnswer({ name: 5 }, Struct, 'GET /x')).toThrow(InvalidResponseError);
    expect(consoleError).toHaveBeenCalledWith('Invalid response from GET /x', expect.anything());
  });
});

describe('a refused token', () => {
  afterEach(() => {
    $user.set(null);
    $sessionEnded.set(false);
    jest.restoreAllMocks();
  });

  it('signs the stored user out when the API answers 401 to that user’s token', async () => {
    $user.set({ id: 7, email: 'ann@example.com', token: 'revoked-token', profile: null });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json({ message: 'Please sign in to continue.' }, { status: 401 }));
    await expect(apiRequest('profile', { method: 'POST', json: {} })).rejects.toMatchObject({ status: 401 });
    expect($user.get()).toBeNull();
    expect($sessionEnded.get()).toBe(true);
  });

  it('keeps the user on any other failure', async () => {
    $user.set({ id: 7, email: 'ann@example.com', token: 'good-token', profile: null });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json({ message: 'Current password is incorrect', field: 'currentPassword' }, { status: 400 }));
    await expect(apiRequest('account/change-password', { method: 'POST', json: {} })).rejects.toMatchObject({ status: 400 });
    expect($user.get()).toMatchObject({ token: 'good-token' });
    expect($sessionEnded.get()).toBe(false);
  });
});
