import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import net from 'node:net';
import { Readable } from 'node:stream';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { CHUNK_HEADERS, CHUNK_STATUS_COMPLETE } from '@shop/shared/contracts';
import { MAX_UPLOAD_BYTES, UPLOAD_CHUNK_SIZE } from '@shop/shared/constants';
import { buildTestApp, createTestDatabase, temporaryDir, testConfig } from '../../test/setup';
import { call, signUp } from '../../test/identity';
import { startTestS3 } from '../../lib/storage/test-s3';
import { MAX_CHUNKS, MAX_OPEN_UPLOADS_PER_OWNER, removeStaleUploads, STALE_UPLOAD_MS } from './chunks';
import { addTestSaveRoute, noisyJpeg, sendChunk, sessionCookie, sha256, splitChunks } from './test-helpers';

const database = await createTestDatabase();
const s3 = await startTestS3('chunks');
// A photo of a little over 5 MB: two whole chunks and a shorter last one.
const photo = await noisyJpeg(5 * 1024 * 1024);
const chunks = splitChunks(photo);

const stores = {
  disk: async () => ({ MEDIA_DIR: await temporaryDir('shop-chunks-media-') }),
  S3: async () => ({ MEDIA_DIR: await temporaryDir('shop-chunks-media-'), ...s3.env }),
};

for (const [label, env] of Object.entries(stores)) {
  describe(`POST /api/media/upload on ${label} storage`, () => {
    let app: FastifyInstance;
    before(async () => {
      app = buildTestApp(database, testConfig(await env()));
      addTestSaveRoute(app);
      await app.ready();
    });
    after(() => app.close());

    /** Sends the first chunks of a `length`-chunk file as a new visitor; answers the session and the last answer. */
    async function uploadAll(id: string, parts: Buffer[], length = chunks.length) {
      let current: string | undefined;
      let last;
      for (const [index, body] of parts.entries()) {
        last = await sendChunk(app, { id, index, length, body, ...(current ? { session: current } : {}) });
        assert.equal(last.statusCode, 200, last.body);
        current ??= sessionCookie(last.headers['set-cookie']);
      }
      return { session: current as string, last: last! };
    }

    const save = (chunkId: string, session?: string, token?: string) =>
      call(app, 'POST', '/api/test-save', {
        payload: { chunkId },
        ...(token ? { token } : {}),
        headers: session ? { cookie: `shop_upload_session=${session}` } : {},
      });

    test("a 5 MB photo in 2 MB chunks: counts, completes, and the stored original has the source's SHA-256", async () => {
      assert.equal(chunks.length, 3);
      const id = randomUUID();
      const first = await sendChunk(app, { id, index: 0, length: 3, body: chunks[0]! });
      assert.equal(first.statusCode, 200, first.body);
      assert.deepEqual(first.json(), { received: 1, total: 3 });
      assert.equal(first.headers[CHUNK_HEADERS.status], undefined);
      const setCookie = String([first.headers['set-cookie']].flat()[0]);
      assert.match(setCookie, /^shop_upload_session=[A-Za-z0-9_-]{43};/);
      assert.match(setCookie, /HttpOnly/);
      assert.match(setCookie, /Path=\/api(;|$)/);
      assert.match(setCookie, /SameSite=Lax/);
      assert.doesNotMatch(setCookie, /Secure/);
      assert.doesNotMatch(setCookie, /Partitioned/, 'Partitioned needs Secure: on http the cookie is first-party only');
      const session = sessionCookie(first.headers['set-cookie'])!;

      const second = await sendChunk(app, { id, index: 1, length: 3, body: chunks[1]!, session });
      assert.deepEqual(second.json(), { received: 2, total: 3 });
      assert.equal(second.headers['set-cookie'], undefined, 'the session is made once');
      const last = await sendChunk(app, { id, index: 2, length: 3, body: chunks[2]!, session });
      assert.deepEqual(last.json(), { received: 3, total: 3 });
      assert.equal(last.headers[CHUNK_HEADERS.status], CHUNK_STATUS_COMPLETE);

      const saved = await save(id, session);
      assert.equal(saved.statusCode, 200, saved.body);
      const { image, name } = saved.json();
      assert.equal(name, 'holiday photo.jpg');
      assert.match(image, /^[0-9a-f]{32}\.jpg$/);
      assert.equal(sha256((await app.storage.readBuffer(`photos/${image}`))!), sha256(photo));
      const served = await app.inject({ method: 'GET', url: `/api/media/${image}` });
      assert.equal(served.statusCode, 200);
      assert.equal(served.headers['content-type'], 'image/jpeg');
      assert.equal(sha256(served.rawPayload), sha256(photo));

      // done() removed the upload: nothing of it is left, and it cannot be taken twice.
      assert.deepEqual(await app.storage.list('chunks/'), []);
      assert.equal((await save(id, session)).statusCode, 404);
    });

    test('after chunk 0 the others may arrive together and out of order (the engine sends two at a time)', async () => {
      const id = randomUUID();
      const { session } = await uploadAll(id, [chunks[0]!]);
      const answers = await Promise.all([
        sendChunk(app, { id, index: 2, length: 3, body: chunks[2]!, session }),
        sendChunk(app, { id, index: 1, length: 3, body: chunks[1]!, session }),
      ]);
      for (const answer of answers) assert.equal(answer.statusCode, 200, answer.body);
      assert.ok(
        answers.some((answer) => answer.headers[CHUNK_HEADERS.status] === CHUNK_STATUS_COMPLETE),
        'the chunk stored last sees every part and says complete',
      );
      const saved = await save(id, session);
      assert.equal(saved.statusCode, 200, saved.body);
      assert.equal(sha256((await app.storage.readBuffer(`photos/${saved.json().image}`))!), sha256(photo));
    });

    test('a retried chunk overwrites the earlier one and is counted once', async () => {
      const id = randomUUID();
      const { session } = await uploadAll(id, [chunks[0]!]);
      const wrong = Buffer.alloc(UPLOAD_CHUNK_SIZE, 7);
      const retried = await sendChunk(app, { id, index: 1, length: 3, body: wrong, session });
      assert.deepEqual(retried.json(), { received: 2, total: 3 });
      const again = await sendChunk(app, { id, index: 1, length: 3, body: chunks[1]!, session });
      assert.deepEqual(again.json(), { received: 2, total: 3 });
      const last = await sendChunk(app, { id, index: 2, length: 3, body: chunks[2]!, session });
      assert.deepEqual(last.json(), { received: 3, total: 3 });
      // The last chunk retried after completion is still complete, and overwrites the same bytes.
      const repeat = await sendChunk(app, { id, index: 2, length: 3, body: chunks[2]!, session });
      assert.equal(repeat.headers[CHUNK_HEADERS.status], CHUNK_STATUS_COMPLETE);
      const saved = await save(id, session);
      assert.equal(saved.statusCode, 200, saved.body);
      assert.equal(sha256((await app.storage.readBuffer(`photos/${saved.json().image}`))!), sha256(photo));
    });

    test('a connection cut in the middle of a chunk stores nothing; the retry completes the same file', async () => {
      // A real server and socket: inject cannot cut a body short.
      const live = buildTestApp(database, testConfig(await env()));
      addTestSaveRoute(live);
      const aborted = new Promise<void>((resolve) =>
        live.addHook('onRequestAbort', (_request, done) => {
          resolve();
          done();
        }),
      );
      try {
        const address = await live.listen({ port: 0, host: '127.0.0.1' });
        const id = randomUUID();
        const first = await sendChunk(live, { id, index: 0, length: 3, body: chunks[0]! });
        const session = sessionCookie(first.headers['set-cookie'])!;

        const socket = net.connect(Number(new URL(address).port), '127.0.0.1');
        await new Promise((resolve) => socket.once('connect', resolve));
        socket.write(
          [
            'POST /api/media/upload HTTP/1.1',
            'host: 127.0.0.1',
            'content-type: application/octet-stream',
            `content-length: ${UPLOAD_CHUNK_SIZE}`,
            `cookie: shop_upload_session=${session}`,
            `${CHUNK_HEADERS.id}: ${id}`,
            `${CHUNK_HEADERS.index}: 1`,
            `${CHUNK_HEADERS.length}: 3`,
            `${CHUNK_HEADERS.name}: ${encodeURIComponent('holiday photo.jpg')}`,
            `${CHUNK_HEADERS.type}: image/jpeg`,
            '',
            '',
          ].join('\r\n'),
        );
        socket.write(chunks[1]!.subarray(0, UPLOAD_CHUNK_SIZE / 2));
        socket.destroy();
        await aborted;
        const parts = (await live.storage.list('chunks/')).map((item) => item.key).filter((key) => key.includes(id));
        assert.ok(parts.some((key) => key.endsWith('/part-00000')));
        // Our disk store writes whole files only. S3 itself never shows a PUT cut short, but the S3 test double
        // (s3rver) writes as bytes arrive, so there the guarantee checked is the retry's below.
        if (label === 'disk') assert.ok(!parts.some((key) => key.endsWith('/part-00001')), 'no partial chunk 1');

        const retried = await sendChunk(live, { id, index: 1, length: 3, body: chunks[1]!, session });
        assert.deepEqual(retried.json(), { received: 2, total: 3 });
        const last = await sendChunk(live, { id, index: 2, length: 3, body: chunks[2]!, session });
        assert.equal(last.headers[CHUNK_HEADERS.status], CHUNK_STATUS_COMPLETE);
        const saved = await live.inject({
          method: 'POST',
          url: '/api/test-save',
          payload: { chunkId: id },
          headers: { cookie: `shop_upload_session=${session}` },
        });
        assert.equal(saved.statusCode, 200, saved.body);
        assert.equal(sha256((await live.storage.readBuffer(`photos/${saved.json().image}`))!), sha256(photo));
      } finally {
        await live.close();
      }
    });

    test('a chunk index past the end answers 400 and stores nothing', async () => {
      const id = randomUUID();
      const response = await sendChunk(app, { id, index: 3, length: 3, body: chunks[2]! });
      assert.equal(response.statusCode, 400);
      assert.deepEqual(response.json(), {
        message: 'Chunk index 3 is past the end of a file of 3 chunks',
        field: 'x-chunk-index',
      });
      assert.equal((await app.storage.list('chunks/')).filter((item) => item.key.includes(id)).length, 0);
    });

    test("a later chunk of an id nobody opened, or another owner's id, answers 404", async () => {
      const unknown = await sendChunk(app, { id: randomUUID(), index: 1, length: 3, body: chunks[1]! });
      assert.equal(unknown.statusCode, 404);
      assert.deepEqual(unknown.json(), { message: 'Upload not found: send chunk 0 first', field: 'x-chunk-id' });

      const id = randomUUID();
      const { session } = await uploadAll(id, [chunks[0]!]);
      const stranger = await signUp(app);
      const foreign = await sendChunk(app, { id, index: 1, length: 3, body: chunks[1]!, token: stranger.token });
      assert.equal(foreign.statusCode, 404);
      const otherVisitor = await sendChunk(app, { id, index: 1, length: 3, body: chunks[1]! });
      assert.equal(otherVisitor.statusCode, 404);
      // The owner's upload is untouched: still one chunk of three.
      const own = await sendChunk(app, { id, index: 0, length: 3, body: chunks[0]!, session });
      assert.deepEqual(own.json(), { received: 1, total: 3 });
    });

    test("taking an upload: unknown or another owner's id 404, incomplete 409; a signed-in user owns theirs", async () => {
      const user = await signUp(app);
      const id = randomUUID();
      for (const [index, body] of chunks.entries()) {
        const response = await sendChunk(app, { id, index, length: chunks.length, body, token: user.token });
        assert.equal(response.statusCode, 200, response.body);
        assert.equal(response.headers['set-cookie'], undefined, 'a signed-in user needs no upload session');
      }
      const stranger = await signUp(app);
      assert.deepEqual((await save(id, undefined, stranger.token)).json(), {
        message: 'Upload not found',
        field: 'image',
      });
      assert.equal((await save(id, undefined, stranger.token)).statusCode, 404);
      assert.equal((await save(randomUUID(), undefined, user.token)).statusCode, 404);
      assert.equal((await save('../../etc', undefined, user.token)).statusCode, 404);

      const partial = randomUUID();
      await sendChunk(app, { id: partial, index: 0, length: 2, body: chunks[0]!, token: user.token });
      const incomplete = await save(partial, undefined, user.token);
      assert.equal(incomplete.statusCode, 409);
      assert.deepEqual(incomplete.json(), { message: 'The upload is not complete yet', field: 'image' });

      const saved = await save(id, undefined, user.token);
      assert.equal(saved.statusCode, 200, saved.body);
    });

    test('chunks that disagree with the first on count, name or type answer 409 naming the header', async () => {
      const id = randomUUID();
      const { session } = await uploadAll(id, [chunks[0]!]);
      const count = await sendChunk(app, { id, index: 1, length: 4, body: chunks[1]!, session });
      assert.equal(count.statusCode, 409);
      assert.deepEqual(count.json(), {
        message: "This chunk does not belong with the upload's first chunk: x-chunk-length was 3, this chunk says 4",
        field: 'x-chunk-length',
      });
      const name = await sendChunk(app, { id, index: 1, length: 3, body: chunks[1]!, session, name: 'other.jpg' });
      assert.equal(name.statusCode, 409);
      assert.equal(name.json().field, 'x-chunk-name');
      const type = await sendChunk(app, { id, index: 1, length: 3, body: chunks[1]!, session, type: 'image/png' });
      assert.equal(type.statusCode, 409);
      assert.equal(type.json().field, 'x-chunk-type');
      const parts = (await app.storage.list('chunks/')).filter(
        (item) => item.key.includes(id) && item.key.includes('/part-'),
      );
      assert.equal(parts.length, 1, 'nothing stored for the refused chunks');
    });

    test('a chunk body over 2 MB answers 413 with a message', async () => {
      const response = await sendChunk(app, {
        id: randomUUID(),
        index: 0,
        length: 3,
        body: Buffer.alloc(UPLOAD_CHUNK_SIZE + 1),
      });
      assert.equal(response.statusCode, 413);
      assert.deepEqual(response.json(), { message: `A chunk may be at most ${UPLOAD_CHUNK_SIZE} bytes (2 MB)` });
    });

    test('a chunk without Content-Length (chunked transfer) answers 411 with a message and stores nothing', async () => {
      const id = randomUUID();
      const response = await app.inject({
        method: 'POST',
        url: '/api/media/upload',
        headers: {
          'content-type': 'application/octet-stream',
          [CHUNK_HEADERS.id]: id,
          [CHUNK_HEADERS.index]: '0',
          [CHUNK_HEADERS.length]: '1',
          [CHUNK_HEADERS.name]: 'a.jpg',
          [CHUNK_HEADERS.type]: 'image/jpeg',
        },
        payload: Readable.from([chunks[2]!]),
      });
      assert.equal(response.statusCode, 411);
      assert.deepEqual(response.json(), { message: 'Send the chunk with a Content-Length header' });
      const stored = (await app.storage.list('chunks/')).filter((item) => item.key.includes(id));
      assert.deepEqual(stored, []);
    });

    test('every chunk but the last must be exactly 2 MB; the last may not be empty', async () => {
      const short = await sendChunk(app, { id: randomUUID(), index: 0, length: 3, body: chunks[0]!.subarray(1) });
      assert.equal(short.statusCode, 400);
      assert.deepEqual(short.json(), {
        message: `Every chunk but the last must be exactly ${UPLOAD_CHUNK_SIZE} bytes`,
      });
      const empty = await sendChunk(app, { id: randomUUID(), index: 0, length: 1, body: Buffer.alloc(0) });
      assert.equal(empty.statusCode, 400);
    });

    test(`a file of more than ${MAX_CHUNKS} chunks (${MAX_UPLOAD_BYTES} bytes) answers 413 before anything is stored`, async () => {
      const response = await sendChunk(app, { id: randomUUID(), index: 0, length: MAX_CHUNKS + 1, body: chunks[0]! });
      assert.equal(response.statusCode, 413);
      assert.equal(response.json().field, 'x-chunk-length');
    });

    test('missing or malformed chunk headers answer 400 naming the header', async () => {
      const cases: Array<[Record<string, string>, string]> = [
        [{ [CHUNK_HEADERS.index]: 'one' }, CHUNK_HEADERS.index],
        [{ [CHUNK_HEADERS.length]: '0' }, CHUNK_HEADERS.length],
        [{ [CHUNK_HEADERS.id]: 'short' }, CHUNK_HEADERS.id],
        [{ [CHUNK_HEADERS.id]: '../../../etc/passwd' }, CHUNK_HEADERS.id],
        [{ [CHUNK_HEADERS.name]: '%E0%A4%A' }, CHUNK_HEADERS.name],
        [{ [CHUNK_HEADERS.name]: '' }, CHUNK_HEADERS.name],
      ];
      for (const [override, field] of cases) {
        const response = await app.inject({
          method: 'POST',
          url: '/api/media/upload',
          headers: {
            [CHUNK_HEADERS.id]: randomUUID(),
            [CHUNK_HEADERS.index]: '0',
            [CHUNK_HEADERS.length]: '1',
            [CHUNK_HEADERS.name]: 'a.jpg',
            [CHUNK_HEADERS.type]: 'image/jpeg',
            ...override,
          },
          payload: Buffer.from('x'),
        });
        assert.equal(response.statusCode, 400, JSON.stringify(override));
        assert.equal(response.json().field, field);
      }
    });

    test('a chunked text file named .jpg is refused by content when saved: 415, nothing stored', async () => {
      const id = randomUUID();
      const text = Buffer.from('just some notes, not a photo\n'.repeat(10));
      const first = await sendChunk(app, { id, index: 0, length: 1, body: text, name: 'notes.jpg' });
      assert.equal(first.headers[CHUNK_HEADERS.status], CHUNK_STATUS_COMPLETE);
      const session = sessionCookie(first.headers['set-cookie']);
      const photosBefore = (await app.storage.list('photos/')).length;
      const saved = await save(id, session);
      assert.equal(saved.statusCode, 415);
      assert.deepEqual(saved.json(), { message: 'The file is not a supported image', field: 'image' });
      assert.equal((await app.storage.list('photos/')).length, photosBefore);
      assert.equal(
        (await app.storage.list('chunks/')).filter((item) => item.key.includes(id)).length,
        0,
        'the refused upload is gone',
      );
    });

    test(`an owner holds at most ${MAX_OPEN_UPLOADS_PER_OWNER} open uploads: opening another removes the oldest`, async () => {
      // Ids in the order they are opened, so that uploads written within the same second (S3's dates) sort the same.
      const ids = Array.from(
        { length: MAX_OPEN_UPLOADS_PER_OWNER + 1 },
        (_, n) => `open-${String(n).padStart(2, '0')}-${randomUUID()}`,
      );
      let session: string | undefined;
      for (const id of ids) {
        const opened = await sendChunk(app, {
          id,
          index: 0,
          length: 2,
          body: chunks[0]!,
          ...(session ? { session } : {}),
        });
        assert.equal(opened.statusCode, 200, opened.body);
        session ??= sessionCookie(opened.headers['set-cookie']);
      }
      const held = new Set(
        (await app.storage.list('chunks/'))
          .filter((item) => ids.some((id) => item.key.includes(id)))
          .map((item) => item.key.split('/')[2]),
      );
      assert.deepEqual([...held].sort(), ids.slice(1));
      const evicted = await sendChunk(app, {
        id: ids[0]!,
        index: 1,
        length: 2,
        body: chunks[1]!.subarray(0, 10),
        session: session!,
      });
      assert.equal(evicted.statusCode, 404, evicted.body);
      const newest = await sendChunk(app, {
        id: ids.at(-1)!,
        index: 1,
        length: 2,
        body: chunks[1]!.subarray(0, 10),
        session: session!,
      });
      assert.equal(newest.headers[CHUNK_HEADERS.status], CHUNK_STATUS_COMPLETE, newest.body);
    });

    test(`uploads opened all at once still end at ${MAX_OPEN_UPLOADS_PER_OWNER} for their owner`, async () => {
      const first = await sendChunk(app, { id: randomUUID(), index: 0, length: 2, body: chunks[0]! });
      const session = sessionCookie(first.headers['set-cookie'])!;
      const burst = await Promise.all(
        Array.from({ length: MAX_OPEN_UPLOADS_PER_OWNER + 4 }, () =>
          sendChunk(app, { id: randomUUID(), index: 0, length: 2, body: chunks[0]!, session }),
        ),
      );
      assert.ok(burst.every((answer) => answer.statusCode === 200));
      const owners = new Map<string, Set<string>>();
      for (const item of await app.storage.list('chunks/')) {
        const [, owner, id] = item.key.split('/');
        owners.set(owner!, (owners.get(owner!) ?? new Set()).add(id!));
      }
      // Every owner's count, the burst's among them (the other tests' owners hold fewer).
      assert.ok(Math.max(...[...owners.values()].map((ids) => ids.size)) <= MAX_OPEN_UPLOADS_PER_OWNER);
    });

    test('stale uploads (older than a day) are removed by the cleanup; fresh ones stay', async () => {
      const stale = randomUUID();
      await uploadAll(stale, [chunks[0]!]);
      const inDay = Date.now() + STALE_UPLOAD_MS - 60_000;
      assert.equal(await removeStaleUploads(app, inDay), 0);
      assert.ok((await app.storage.list('chunks/')).some((item) => item.key.includes(stale)));
      const removed = await removeStaleUploads(app, Date.now() + STALE_UPLOAD_MS + 60_000);
      assert.ok(removed >= 1);
      assert.deepEqual(await app.storage.list('chunks/'), []);
    });
  });
}

describe('upload sessions and chunk rate limits', () => {
  test('on https the session cookie is SameSite=None; Secure; Partitioned (the embedded uploader is cross-site)', async () => {
    const app = buildTestApp(
      database,
      testConfig({ MEDIA_DIR: await temporaryDir('shop-chunks-https-'), PUBLIC_URL: 'https://shop.example' }),
    );
    try {
      const response = await sendChunk(app, { id: randomUUID(), index: 0, length: 3, body: chunks[0]! });
      const setCookie = String([response.headers['set-cookie']].flat()[0]);
      assert.match(setCookie, /SameSite=None/);
      assert.match(setCookie, /Secure/);
      assert.match(setCookie, /Partitioned/);
      assert.match(setCookie, /HttpOnly/);
    } finally {
      await app.close();
    }
  });

  test('new upload sessions are limited per client address; chunks per owner', async () => {
    const app = buildTestApp(
      database,
      testConfig({
        MEDIA_DIR: await temporaryDir('shop-chunks-limits-'),
        RATE_LIMIT_UPLOAD_SESSION_PER_IP: '2',
        RATE_LIMIT_UPLOAD_CHUNK_PER_OWNER: '3',
      }),
    );
    try {
      const small = Buffer.from('x');
      const remoteAddress = '203.0.113.9';
      const first = await sendChunk(app, { id: randomUUID(), index: 0, length: 1, body: small, remoteAddress });
      await sendChunk(app, { id: randomUUID(), index: 0, length: 1, body: small, remoteAddress });
      const third = await sendChunk(app, { id: randomUUID(), index: 0, length: 1, body: small, remoteAddress });
      assert.equal(third.statusCode, 429);
      assert.match(third.json().message, /^Too many attempts/);
      assert.equal(third.headers['set-cookie'], undefined);
      // Another address still gets a session.
      assert.equal(
        (await sendChunk(app, { id: randomUUID(), index: 0, length: 1, body: small, remoteAddress: '203.0.113.10' }))
          .statusCode,
        200,
      );

      // The first session has used one chunk call; two more pass, the fourth is refused.
      const session = sessionCookie(first.headers['set-cookie'])!;
      for (let call = 0; call < 2; call += 1) {
        assert.equal(
          (await sendChunk(app, { id: randomUUID(), index: 0, length: 1, body: small, session })).statusCode,
          200,
        );
      }
      const over = await sendChunk(app, { id: randomUUID(), index: 0, length: 1, body: small, session });
      assert.equal(over.statusCode, 429);
      assert.ok(Number(over.headers['retry-after']) > 0);
    } finally {
      await app.close();
    }
  });
});
