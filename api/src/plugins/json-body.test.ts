import assert from 'node:assert/strict';
import { after, describe, test } from 'node:test';
import { bearer, call, signUp, whoAmI } from '../test/identity';
import { buildTestApp, createSeededDatabase, testConfig } from '../test/setup';
import { checkJsonBody, JSON_TEXTS, MAX_JSON_DEPTH } from './json-body';

const { database, mediaDir } = await createSeededDatabase();
const app = buildTestApp(database, testConfig({ MEDIA_DIR: mediaDir }));
after(() => app.close());

const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

describe('checkJsonBody', () => {
  test('takes ordinary text, emoji (surrogate pairs) and bodies up to the depth limit', () => {
    assert.equal(
      checkJsonBody({ message: 'Happy birthday 📦 ünïcode', items: [{ captions: [{ value: 'x' }] }] }),
      undefined,
    );
    assert.equal(checkJsonBody(JSON.parse(nested(MAX_JSON_DEPTH))), undefined);
  });

  test('names the first text with a NUL character or an unpaired surrogate, by its key path', () => {
    for (const [body, field] of [
      [{ message: 'hi\u0000' }, 'message'],
      [{ items: [{ captions: [{ value: 'ab\ud800cd' }] }] }, 'items.0.captions.0.value'],
      [{ note: '\udc00' }, 'note'],
      [{ ['bad\u0000key']: 1 }, 'bad\u0000key'],
    ] as const) {
      const problem = checkJsonBody(body);
      assert.deepEqual(
        [problem?.statusCode, problem?.message, problem?.field],
        [400, JSON_TEXTS.badText(field), field],
      );
    }
  });

  test('refuses a body deeper than the limit', () => {
    assert.equal(checkJsonBody(JSON.parse(nested(MAX_JSON_DEPTH + 1)))?.message, JSON_TEXTS.tooDeep);
  });
});

describe('JSON bodies on every route', () => {
  test('a NUL character in a support message is a 400 naming the field, and no ticket is made', async () => {
    const user = await signUp(app);
    const response = await call(app, 'POST', '/api/support/ticket', {
      token: user.token,
      payload: { message: 'hi\u0000there' },
    });
    assert.equal(response.statusCode, 400);
    assert.equal(response.json().field, 'message');
    assert.equal(response.json().message, JSON_TEXTS.badText('message'));
    const tickets = await call(app, 'GET', '/api/support/ticket', { token: user.token });
    assert.deepEqual(tickets.json(), []);
    const emoji = await call(app, 'POST', '/api/support/ticket', {
      token: user.token,
      payload: { message: 'Where is my 📦?' },
    });
    assert.equal(emoji.statusCode, 200, emoji.body);
  });

  test('an unpaired surrogate in the profile is a 400, and nothing is saved', async () => {
    const user = await signUp(app);
    const response = await call(app, 'POST', '/api/profile', {
      token: user.token,
      payload: {
        email: user.email,
        firstName: 'Ann\ud800',
        lastName: 'Lee',
        country: 'GB',
        streetAddress: '1 Road',
        city: 'Leeds',
        postcode: 'LS1',
        phone: '0123',
      },
    });
    assert.equal(response.statusCode, 400);
    assert.equal(response.json().field, 'firstName');
    assert.equal((await whoAmI(app, user.token))?.profile, null);
  });

  test('a deeply nested body is a 400 on a signed-in route and on sign-up, never a 500', async () => {
    const user = await signUp(app);
    for (const [url, headers] of [
      ['/api/wishlist/add', bearer(user.token)],
      ['/api/sign-up', {}],
    ] as const) {
      const response = await app.inject({
        method: 'POST',
        url,
        headers: { ...headers, 'content-type': 'application/json' },
        payload: nested(5000),
      });
      assert.equal(response.statusCode, 400, `${url}: ${response.body}`);
      assert.equal(response.json().message, JSON_TEXTS.tooDeep);
    }
  });

  test('malformed JSON and prototype poisoning are still refused as before', async () => {
    for (const payload of ['{"message": ', '{"__proto__": {"admin": true}}']) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/sign-in',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      assert.equal(response.statusCode, 400, payload);
      assert.ok(typeof response.json().message === 'string', payload);
    }
  });
});
