/** An error whose message is meant for the caller; the error handler answers it as `{ message, field? }`. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly field?: string,
    /** Sent with the answer, e.g. Retry-After with a 429. */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}
