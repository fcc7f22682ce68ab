import ky, { type Options } from 'ky';
import { mask, type Struct } from 'superstruct';
import { $user, sessionRefused } from '../stores/user';
import { apiErrorOf, InvalidResponseError, NetworkError } from './errors';
import { keepPartnerSession, withPartnerSession } from './partner-session';

const REQUEST_TIMEOUT_MS = 30_000;

// The one HTTP client. ky's own retries and HTTP errors are off: callers decide what to retry, and every non-OK
// answer becomes an ApiError in apiFetch below.
const http = ky.create({
  retry: 0,
  timeout: REQUEST_TIMEOUT_MS,
  throwHttpErrors: false,
  headers: { accept: 'application/json' },
  hooks: {
    beforeRequest: [
      (request) => {
        // A call may carry its own token (the social sign-in result, before the user is stored).
        const token = $user.get()?.token;
        if (token && !request.headers.has('authorization')) request.headers.set('authorization', `Bearer ${token}`);
      },
    ],
    afterResponse: [
      (request, _options, response) => {
        // The stored user's token was refused (expired, revoked elsewhere, account deleted): the user is signed out.
        const token = $user.get()?.token;
        if (response.status === 401 && token && request.headers.get('authorization') === `Bearer ${token}`)
          sessionRefused();
      },
    ],
  },
});

// The browser calls its own origin; the shell's server, rendering a page, calls the API at its own address.
let apiOrigin = '';

/** Where API calls go when not to the page's origin (the shell's server side rendering). */
export function setApiOrigin(origin: string): void {
  apiOrigin = origin.replace(/\/$/, '');
}

/** Where a call goes: the given origin (the embeddable uploader), else the one set for server rendering, else the page's. */
export function apiBase(origin?: string): string {
  return origin === undefined ? apiOrigin : origin.replace(/\/$/, '');
}

export type ApiRequestOptions = Pick<
  Options,
  'method' | 'json' | 'body' | 'searchParams' | 'headers' | 'signal' | 'timeout'
> & {
  /**
   * The API's origin for this call when it is not the page's (the embeddable uploader on a partner's page calls the
   * shop's API): the browser then sends the API's cookies along (the marketplace upload session).
   */
  origin?: string;
};

/** Reads an answer as JSON or text according to its content type. */
async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!(response.headers.get('content-type') ?? '').includes('json')) return text;
  try {
    return text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    return text;
  }
}

function callName(path: string, options: ApiRequestOptions): string {
  return `${(options.method ?? 'GET').toUpperCase()} ${path.startsWith('/') ? path : `/api/${path}`}`;
}

/** Sends a request and gives the Response; a non-OK answer throws ApiError, no answer throws NetworkError. Both are logged. */
export async function apiFetch(path: string, { origin, ...options }: ApiRequestOptions = {}): Promise<Response> {
  let response: Response;
  const base = apiBase(origin);
  const request: Options = origin
    ? {
        ...options,
        credentials: 'include',
        headers: withPartnerSession(base, options.headers as HeadersInit | undefined),
      }
    : options;
  try {
    // "faq" is /api/faq; a path starting with "/" is taken from the site root (/auth/logout).
    response = path.startsWith('/')
      ? await http(base + path, request)
      : await http(path, { ...request, prefixUrl: `${base}/api` });
  } catch (cause) {
    if ((cause as Error)?.name === 'AbortError') throw cause;
    const error = new NetworkError({ cause, timedOut: (cause as Error)?.name === 'TimeoutError' });
    console.error(`${callName(path, options)} failed: ${error.message}`, cause);
    throw error;
  }
  if (origin) keepPartnerSession(base, (name) => response.headers.get(name));
  if (response.ok) return response;
  const body = await readBody(response).catch(() => undefined);
  const error = apiErrorOf(response.status, body, response.statusText);
  console.error(`${callName(path, options)} failed: ${error.status} ${error.message}`, error);
  throw error;
}

/** apiFetch and read the body. */
export async function apiRequest(path: string, options: ApiRequestOptions = {}): Promise<unknown> {
  return readBody(await apiFetch(path, options));
}

/** Checks an answer against its contract; unknown extra fields are dropped so the server can grow first. */
export function parseAnswer<T, S>(data: unknown, struct: Struct<T, S>, call: string): T {
  try {
    return mask(data, struct);
  } catch (cause) {
    const error = new InvalidResponseError(call, cause);
    console.error(error.message, cause);
    throw error;
  }
}
