import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { redactUrl } from './logging';

describe('redactUrl: what a request log line shows of the URL', () => {
  test('keeps a URL without secrets as it is', () => {
    assert.equal(redactUrl('/api/catalog?page=2&sort=price'), '/api/catalog?page=2&sort=price');
    assert.equal(redactUrl('/api/cart'), '/api/cart');
  });

  test('hides the values of secret query parameters, a signed video link’s signature among them', () => {
    assert.equal(
      redactUrl('/video-story/draft/1?expires=1795831200&signature=R7GOx2'),
      '/video-story/draft/1?expires=1795831200&signature=%5Bredacted%5D',
    );
    assert.equal(
      redactUrl('/auth/google/callback?code=abc&state=def'),
      '/auth/google/callback?code=%5Bredacted%5D&state=%5Bredacted%5D',
    );
  });

  test('hides the local payment page’s session id, the only key to that page, with or without a query', () => {
    assert.equal(redactUrl('/api/checkout/pay/cs_local_k3y'), '/api/checkout/pay/[redacted]');
    assert.equal(redactUrl('/api/checkout/pay/cs_local_k3y/cancel'), '/api/checkout/pay/[redacted]/cancel');
    assert.equal(redactUrl('/api/checkout/pay/cs_local_k3y?x=1'), '/api/checkout/pay/[redacted]?x=1');
  });
});
