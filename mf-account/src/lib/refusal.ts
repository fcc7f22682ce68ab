import { isApiError, type ApiError } from '@shop/shared';

/**
 * The server answered and said no (a 4xx with its reason): its message is for the shopper or staff member, and what
 * they acted on has usually changed meanwhile. No answer, or a 5xx, says nothing of the kind.
 */
export const isRefusal = (error: unknown): error is ApiError => isApiError(error) && error.status < 500;
