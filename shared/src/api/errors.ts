// Errors as values with a kind. Checks go by `.name` as well as instanceof: a remote built separately can hold
// its own copy of these classes (storefront §8: message = server message, else status text, else "Unknown error").

export const UNKNOWN_ERROR_MESSAGE = 'Unknown error';
export const NETWORK_ERROR_MESSAGE = 'Network request failed';

/** A non-OK answer of the API. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly field: string | undefined;
  readonly body: unknown;

  constructor(init: { status: number; message: string; field?: string; body?: unknown }) {
    super(init.message || UNKNOWN_ERROR_MESSAGE);
    this.status = init.status;
    this.field = init.field;
    this.body = init.body;
  }
}

/**
 * The ApiError of a non-OK answer, for the ky client and the uploads alike: the server's `message` (else `fallback`,
 * else "Unknown error") and its `field`.
 */
export function apiErrorOf(status: number, body: unknown, fallback: string): ApiError {
  const payload = (typeof body === 'object' && body !== null ? body : {}) as { message?: unknown; field?: unknown };
  return new ApiError({
    status,
    message: typeof payload.message === 'string' && payload.message ? payload.message : fallback,
    field: typeof payload.field === 'string' ? payload.field : undefined,
    body,
  });
}

/**
 * The `message` the answer itself carried, not blank; undefined when it had none (the ApiError's own message then is
 * the status text or "Unknown error").
 */
export function answerMessage(error: ApiError): string | undefined {
  const body = error.body as { message?: unknown } | null | undefined;
  return typeof body === 'object' && body !== null && typeof body.message === 'string' && body.message.trim()
    ? body.message
    : undefined;
}

/** The request never got an answer (offline, DNS, CORS, timeout). */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';
  readonly timedOut: boolean;

  constructor(options: { cause?: unknown; timedOut?: boolean } = {}) {
    super(NETWORK_ERROR_MESSAGE, { cause: options.cause });
    this.timedOut = options.timedOut ?? false;
  }
}

/** The answer arrived but does not match its contract. */
export class InvalidResponseError extends Error {
  override readonly name = 'InvalidResponseError';

  constructor(call: string, cause: unknown) {
    super(`Invalid response from ${call}`, { cause });
  }
}

const hasName = (error: unknown, name: string) =>
  typeof error === 'object' && error !== null && (error as { name?: unknown }).name === name;

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError || hasName(error, 'ApiError');
}

export function isNetworkError(error: unknown): error is NetworkError {
  return error instanceof NetworkError || hasName(error, 'NetworkError');
}

/** Worth another try: no answer at all, or a 5xx. */
export function isRetryable(error: unknown): boolean {
  return isNetworkError(error) || (isApiError(error) && error.status >= 500);
}
