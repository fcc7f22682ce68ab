/** @jest-environment node */
import { SECRET_QUERY_PARAMS } from '@shop/shared/server/log-secrets';
import { REDACTED, redactedError, redactSecretPaths } from './redact';

const TOKEN = 'Zt3x-9aQ_sEcReT0000000000000000000000000000';

describe('secret paths in logs', () => {
  it('replaces a reset link token in a path, a URL and a stack, and leaves other paths alone', () => {
    expect(redactSecretPaths(`/password-reset/${TOKEN}`)).toBe(`/password-reset/${REDACTED}`);
    expect(redactSecretPaths(`GET http://shop/password-reset/${TOKEN}?x=1 failed`)).toBe(
      `GET http://shop/password-reset/${REDACTED}?x=1 failed`,
    );
    expect(redactSecretPaths('/catalog/password-reset')).toBe('/catalog/password-reset');
    expect(redactSecretPaths('/account/orders')).toBe('/account/orders');
  });

  it('replaces the local payment page’s session id and a signed video link’s signature, as the API’s log does', () => {
    expect(redactSecretPaths('/api/checkout/pay/cs_local_k3y/cancel')).toBe(`/api/checkout/pay/${REDACTED}/cancel`);
    expect(redactSecretPaths('/video-story/draft/1?expires=1795831200&signature=R7GOx2')).toBe(
      `/video-story/draft/1?expires=1795831200&signature=${REDACTED}`,
    );
  });

  it('replaces every query parameter the API’s log hides, whatever its case: an OAuth callback’s code and state', () => {
    for (const name of SECRET_QUERY_PARAMS)
      expect(redactSecretPaths(`/auth/google/callback?x=1&${name}=s3cret`)).toBe(
        `/auth/google/callback?x=1&${name}=${REDACTED}`,
      );
    expect(redactSecretPaths('/auth/google/callback?Code=4/0Ab&STATE=xyz')).toBe(
      `/auth/google/callback?Code=${REDACTED}&STATE=${REDACTED}`,
    );
    expect(redactSecretPaths('/catalog?codeword=kept&statement=kept')).toBe('/catalog?codeword=kept&statement=kept');
  });

  it('gives a copy of an error without the token in its message or stack', () => {
    const error = new TypeError(`loader failed for /password-reset/${TOKEN}`);
    const copy = redactedError(error);
    expect(copy.name).toBe('TypeError');
    expect(copy.message).toBe(`loader failed for /password-reset/${REDACTED}`);
    expect(copy.stack).not.toContain(TOKEN);
    expect(redactedError(`thrown /password-reset/${TOKEN}`).message).not.toContain(TOKEN);
  });
});
