export { apiFetch, apiRequest, parseAnswer, readBody, httpClients, type ApiRequestOptions } from './client';
export {
  ApiError,
  NetworkError,
  InvalidResponseError,
  isApiError,
  isNetworkError,
  isInvalidResponseError,
  isRetryable,
  UNKNOWN_ERROR_MESSAGE,
  NETWORK_ERROR_MESSAGE,
} from './errors';
export { getInitialState } from './state/get-initial-state';
export { createEditableText, type CreateEditableTextInput } from './content/create-editable-text';
export { getFaq } from './content/get-faq';
export { getAbout } from './content/get-about';
export { getPage, clearPageCache } from './content/get-page';
export { getReviews } from './content/get-reviews';
export { getServerTime } from './time/get-server-time';
export { logout } from './auth/logout';
