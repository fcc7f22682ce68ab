/**
 * Query parameters that may carry a secret (OAuth callbacks, signed video links, reset and session tokens): their
 * values never reach a log. One list for the API's request log and the shell's (which proxies the same URLs).
 */
export const SECRET_QUERY_PARAMS = [
  'code',
  'state',
  'token',
  'access_token',
  'id_token',
  'password',
  'signature',
] as const;
