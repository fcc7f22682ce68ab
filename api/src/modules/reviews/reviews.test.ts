import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { array, is } from 'superstruct';
import { ReviewStruct } from '@shop/shared/contracts';
import { getOk } from '../../test/identity';
import { buildTestApp, createSeededDatabase, testConfig } from '../../test/setup';

const { database, mediaDir } = await createSeededDatabase();

describe('review routes', () => {
  let app: FastifyInstance;
  beforeEach(() => {
    app = buildTestApp(database, testConfig({ MEDIA_DIR: mediaDir }));
  });
  afterEach(() => app.close());

  const get = (url: string) => getOk(app, url);

  test('GET /api/reviews answers reviews with avatars and multi-paragraph content', async () => {
    const body = await get('/api/reviews');
    assert.ok(is(body, array(ReviewStruct)));
    assert.ok(body.length >= 5);
    assert.ok(body.every((review: { avatar: string | null }) => review.avatar?.endsWith('.png')));
    assert.ok(body.some((review: { content: string }) => review.content.includes('\n\n')));
  });
});
