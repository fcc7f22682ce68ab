import assert from 'node:assert/strict';
import { after, describe, test } from 'node:test';
import Fastify from 'fastify';
import fp from 'fastify-plugin';
import { UPLOAD_SESSION_HEADER } from '@shop/shared/contracts';
import { PROTECTED_ENDPOINTS } from '../test/authz';
import { call, signUp } from '../test/identity';
import { buildTestApp, createSeededDatabase, testConfig } from '../test/setup';
import privateAnswers, { PRIVATE_NO_STORE } from './private-answers';

const { database, mediaDir } = await createSeededDatabase();
const app = buildTestApp(database, testConfig({ MEDIA_DIR: mediaDir }));
after(() => app.close());

describe('personal answers are never stored by a cache', () => {
  test('every GET that needs a user answers Cache-Control: private, no-store', async () => {
    const user = await signUp(app);
    const gets = PROTECTED_ENDPOINTS.filter((endpoint) => endpoint.method === 'GET');
    assert.ok(gets.length >= 4, 'the matrix lists the personal GET routes');
    for (const endpoint of gets) {
      const url = endpoint.url.replace(/:(\w+)/g, '1');
      const response = await call(app, 'GET', url, { token: user.token });
      assert.equal(
        response.headers['cache-control'],
        PRIVATE_NO_STORE,
        `${url} answered ${response.statusCode} with ${String(response.headers['cache-control'])}`,
      );
    }
  });

  test('the signed-in initial state too, while the public one may be cached', async () => {
    const user = await signUp(app);
    assert.equal(
      (await call(app, 'GET', '/api/initiate', { token: user.token })).headers['cache-control'],
      PRIVATE_NO_STORE,
    );
    assert.equal((await call(app, 'GET', '/api/initiate')).headers['cache-control'], undefined);
    assert.equal((await call(app, 'GET', '/api/faq')).headers['cache-control'], undefined);
  });

  test('a route that chose its own caching keeps it', async () => {
    const bare = Fastify();
    await bare.register(fp(async (instance) => void instance.decorateRequest('user', null), { name: 'auth' }));
    await bare.register(privateAnswers);
    bare.get('/mine', async () => ({ mine: true }));
    bare.get('/picture', async (_request, reply) => reply.header('cache-control', 'public, max-age=60').send('x'));
    const headers = { authorization: 'Bearer x' };
    assert.equal((await bare.inject({ url: '/mine', headers })).headers['cache-control'], PRIVATE_NO_STORE);
    assert.equal((await bare.inject({ url: '/picture', headers })).headers['cache-control'], 'public, max-age=60');
    assert.equal((await bare.inject({ url: '/mine' })).headers['cache-control'], undefined);
    // A partner page's upload session, named in a header when its browser keeps no cookie for the shop.
    assert.equal(
      (await bare.inject({ url: '/mine', headers: { [UPLOAD_SESSION_HEADER]: 'x' } })).headers['cache-control'],
      PRIVATE_NO_STORE,
    );
    await bare.close();
  });
});
