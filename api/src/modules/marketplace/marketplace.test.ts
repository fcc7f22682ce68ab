import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { afterEach, beforeEach, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { is } from 'superstruct';
import { NEW_IMAGE_ID_HEADER, UPLOAD_SESSION_HEADER, type UploadedPhoto } from '@shop/shared/contracts';
import {
  MARKETPLACE_FIELD_MAX_LENGTH,
  MARKETPLACE_VARIANTS,
  MarketplacePhotosAnswerStruct,
  type MarketplaceVariant,
} from '@shop/shared/marketplace';
import { UPLOAD_CHUNK_SIZE } from '@shop/shared/constants';
import { marketplacePhotos, media } from '../../db/schema';
import { hashToken } from '../../lib/tokens';
import { call, signUp } from '../../test/identity';
import {
  jpeg,
  largeJpeg,
  postForm,
  sendInChunks,
  storedPhotos,
  uploadSessionOf,
  type FormFile,
} from '../../test/photos';
import { buildTestApp, createTestDatabase, temporaryDir, testConfig } from '../../test/setup';
import { accountOwner, UPLOAD_SESSION_COOKIE } from '../uploads/index';
import { FOREIGN_WRITE_MESSAGE } from './cors';
import { MARKETPLACE_TEXTS } from './messages';
import { listSubmissions } from './repository';

const database = await createTestDatabase();
const mediaDir = await temporaryDir('shop-marketplace-');
const PARTNER = 'https://partner.example';

const FORMS: Record<MarketplaceVariant, Record<string, string>> = {
  1: { orderNumber: 'MP-1001', storyTitle: 'Our trip to the sea' },
  2: {
    orderNumber: 'MP-2002',
    names: 'Ann & Bo',
    eventDate: '2024-02-29',
    location: 'Lisbon',
    details: 'Slow music, please',
  },
};

describe('marketplace uploads', () => {
  let app: FastifyInstance;
  const start = (env: NodeJS.ProcessEnv = {}) => {
    app = buildTestApp(database, testConfig({ MEDIA_DIR: mediaDir, MARKETPLACE_ORIGINS: PARTNER, ...env }));
  };
  beforeEach(() => start());
  afterEach(() => app.close());

  const base = (variant: MarketplaceVariant) => `/api/${MARKETPLACE_VARIANTS[variant].base}`;
  /** An upload session's (or a user's) headers. */
  type Caller = Record<string, string>;
  const upload = (variant: MarketplaceVariant, parts: Array<[string, string | FormFile]>, caller: Caller = {}) =>
    postForm(app, `${base(variant)}/upload`, parts, caller);
  /** Uploads a fresh JPEG at `position`; answers the list and the caller (a new session when none was given). */
  const addPhoto = async (variant: MarketplaceVariant, position = 0, caller?: Caller) => {
    const response = await upload(
      variant,
      [
        ['position', String(position)],
        ['image', { file: await jpeg() }],
      ],
      caller,
    );
    assert.equal(response.statusCode, 200, response.body);
    const body = response.json();
    assert.ok(is(body, MarketplacePhotosAnswerStruct), response.body);
    const newId = Number(response.headers[NEW_IMAGE_ID_HEADER]);
    assert.ok(
      body.data.some((photo) => photo.id === newId && photo.position === Math.min(position, body.data.length - 1)),
      `${NEW_IMAGE_ID_HEADER} ${newId} names the new photo at its position`,
    );
    return { list: body.data as UploadedPhoto[], caller: caller ?? uploadSessionOf(response), newId };
  };
  const listOf = async (variant: MarketplaceVariant, caller: Caller) => {
    const response = await call(app, 'GET', base(variant), { headers: caller });
    assert.equal(response.statusCode, 200, response.body);
    return (response.json() as { data: UploadedPhoto[] }).data;
  };
  const stored = async () => ({
    ...(await storedPhotos(database.db, mediaDir)),
    submissions: (await listSubmissions(database.db, { limit: 1000 })).length,
  });
  /** The uploads owner of a visitor session's caller. */
  const sessionOwner = (caller: Caller) => `session:${hashToken(caller.cookie?.split('=')[1] ?? '')}`;
  /** Saved photos (rows and media, no files) so a list reaches its limit without hundreds of uploads. */
  const fill = async (variant: MarketplaceVariant, owner: string, count: number) => {
    const files = Array.from({ length: count }, () => `${randomBytes(16).toString('hex')}.jpg`);
    await database.db
      .insert(media)
      .values(
        files.map((file) => ({ file, kind: 'image' as const, originalPath: `photos/${file}`, mime: 'image/jpeg' })),
      );
    await database.db
      .insert(marketplacePhotos)
      .values(files.map((image, position) => ({ variant, owner, image, position })));
  };

  test('GET lists nothing for a new visitor and makes no session; the first upload makes one (HttpOnly, Path=/api)', async () => {
    for (const variant of [1, 2] as const) {
      const response = await call(app, 'GET', base(variant));
      assert.deepEqual(response.json(), { success: true, data: [] });
      assert.equal(response.headers['set-cookie'], undefined);
    }
    const first = await upload(1, [
      ['position', '0'],
      ['image', { file: await jpeg() }],
    ]);
    assert.equal(first.statusCode, 200, first.body);
    const cookie = String([first.headers['set-cookie']].flat()[0]);
    assert.match(cookie, /HttpOnly/i);
    assert.match(cookie, /Path=\/api/);
  });

  test('an upload answers the list with the new photo at its position; each variant keeps its own list', async () => {
    const { list: one, caller } = await addPhoto(1, 0);
    const { list: two } = await addPhoto(1, 0, caller);
    const { list: three } = await addPhoto(1, 1, caller);
    assert.equal(one.length, 1);
    const [a] = one as [UploadedPhoto];
    const b = two.find((photo) => photo.id !== a.id);
    assert.ok(b);
    assert.deepEqual(two, [
      { ...b, position: 0 },
      { ...a, position: 1 },
    ]);
    assert.deepEqual(
      three.map((photo) => [photo.position, photo.id === a.id || photo.id === b.id]),
      [
        [0, true],
        [1, false],
        [2, true],
      ],
    );
    assert.deepEqual(await listOf(1, caller), three);
    assert.deepEqual(await listOf(2, caller), []);
    const { list: other } = await addPhoto(2, 0, caller);
    assert.equal(other.length, 1);
    assert.deepEqual(await listOf(1, caller), three, "variant 2's upload is not in variant 1's list");
    const served = await call(app, 'GET', `/api/media/${a.image}`);
    assert.equal(served.statusCode, 200);
  });

  test("a signed-in shopper's photos belong to the account, whatever browser asks", async () => {
    const user = await signUp(app);
    const auth = { authorization: `Bearer ${user.token}` };
    const response = await upload(
      1,
      [
        ['position', '0'],
        ['image', { file: await jpeg() }],
      ],
      auth,
    );
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.headers['set-cookie'], undefined, 'no upload session for a signed-in shopper');
    assert.equal((await listOf(1, auth)).length, 1);
    assert.deepEqual(await listOf(1, {}), []);
  });

  test("a visitor who signs in keeps their photos: they join the end of the account's lists and the session ends", async () => {
    const { list: visited, caller: visitor } = await addPhoto(1, 0);
    const { list: visitedBoth } = await addPhoto(1, 1, visitor);
    const { list: visitedTwo } = await addPhoto(2, 0, visitor);
    const user = await signUp(app);
    const auth = { authorization: `Bearer ${user.token}` };
    const { list: own } = await addPhoto(1, 0, auth);

    const signedIn = await call(app, 'GET', base(1), { headers: { ...auth, ...visitor } });
    assert.equal(signedIn.statusCode, 200, signedIn.body);
    assert.deepEqual(
      (signedIn.json() as { data: UploadedPhoto[] }).data,
      [own[0]!, ...visitedBoth].map((photo, position) => ({ ...photo, position })),
      "the account's photo first, then the visitor's in their order",
    );
    assert.ok(visited.length === 1 && visitedBoth.some((photo) => photo.id === visited[0]!.id));
    const cleared = String([signedIn.headers['set-cookie']].flat()[0]);
    assert.match(cleared, new RegExp(`^${UPLOAD_SESSION_COOKIE}=;`), 'the emptied session ends');
    assert.match(cleared, /Expires=Thu, 01 Jan 1970/);
    assert.deepEqual(await listOf(2, auth), visitedTwo, "the other variant's photos came along");
    assert.deepEqual(await listOf(1, visitor), [], 'nothing is left with the session');

    // An account list with room for one: one photo moves, the other stays with the session, which goes on.
    const { caller: second } = await addPhoto(2, 0);
    const { list: secondList } = await addPhoto(2, 1, second);
    const full = await signUp(app);
    const fullAuth = { authorization: `Bearer ${full.token}` };
    await fill(2, accountOwner(full.id), MARKETPLACE_VARIANTS[2].limit - 1);
    const partly = await call(app, 'GET', base(2), { headers: { ...fullAuth, ...second } });
    const adopted = (partly.json() as { data: UploadedPhoto[] }).data;
    assert.equal(adopted.length, MARKETPLACE_VARIANTS[2].limit);
    assert.deepEqual(adopted.at(-1), { ...secondList[0]!, position: MARKETPLACE_VARIANTS[2].limit - 1 });
    assert.equal(partly.headers['set-cookie'], undefined, 'the session keeps what did not fit');
    assert.deepEqual(await listOf(2, second), [{ ...secondList[1]!, position: 0 }]);
  });

  test('a file over 2 MB answers 413; sent in chunks by the same session and named "chunk:{id}" it is saved', async () => {
    const { caller } = await addPhoto(1);
    const big = await largeJpeg(UPLOAD_CHUNK_SIZE + 100_000);
    const before = await stored();
    const refused = await upload(
      1,
      [
        ['position', '0'],
        ['image', { file: big }],
      ],
      caller,
    );
    assert.equal(refused.statusCode, 413, refused.body);
    assert.ok(refused.json().message);
    assert.deepEqual(await stored(), before);

    const reference = await sendInChunks(app, big, caller);
    const stranger = { cookie: `${UPLOAD_SESSION_COOKIE}=${'x'.repeat(43)}` };
    const taken = await upload(
      1,
      [
        ['position', '0'],
        ['image', reference],
      ],
      stranger,
    );
    assert.equal(taken.statusCode, 404, 'another session cannot take the upload');
    assert.deepEqual(await listOf(1, stranger), []);
    const saved = await upload(
      1,
      [
        ['position', '0'],
        ['image', reference],
      ],
      caller,
    );
    assert.equal(saved.statusCode, 200, saved.body);
    const [photo, earlier] = saved.json().data as UploadedPhoto[];
    assert.ok(photo && earlier, 'the chunked photo first, the earlier one after it');
    assert.ok((await call(app, 'GET', `/api/media/${photo.image}`)).rawPayload.equals(big));
  });

  test("DELETE base/{id} answers the rest, renumbered, and deletes the photo's media row and file", async () => {
    const { caller } = await addPhoto(2);
    await addPhoto(2, 1, caller);
    const { list } = await addPhoto(2, 2, caller);
    const [first, gone, last] = list as [UploadedPhoto, UploadedPhoto, UploadedPhoto];
    const response = await call(app, 'DELETE', `${base(2)}/${gone.id}`, { headers: caller });
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual(response.json(), { success: true, data: [first, { ...last, position: 1 }] });
    const after = await stored();
    assert.ok(!after.media.includes(gone.image) && !after.files.includes(gone.image));
  });

  test("another session's, a submitted, an unknown or a malformed photo id is refused and nothing changes", async () => {
    const { list: theirs, caller: them } = await addPhoto(1);
    const { list: mine, caller: me } = await addPhoto(1);
    const theirPhoto = theirs[0] as UploadedPhoto;
    const myPhoto = mine[0] as UploadedPhoto;
    const before = { stored: await stored(), mine: await listOf(1, me), theirs: await listOf(1, them) };
    const cases: [string, string, unknown, Caller, number][] = [
      ['DELETE', `${base(1)}/${theirPhoto.id}`, undefined, me, 404],
      ['DELETE', `${base(1)}/${theirPhoto.id}`, undefined, {}, 404],
      ['DELETE', `${base(2)}/${myPhoto.id}`, undefined, me, 404],
      ['DELETE', `${base(1)}/999999`, undefined, me, 404],
      ['DELETE', `${base(1)}/abc`, undefined, me, 400],
      ['DELETE', `${base(1)}/-1`, undefined, me, 400],
      ['DELETE', `${base(1)}/0`, undefined, me, 400],
      // Past PostgreSQL's integer: refused as not an id, never sent to the database (was 500).
      ['DELETE', `${base(1)}/2147483648`, undefined, me, 400],
      ['DELETE', `${base(1)}/99999999999`, undefined, me, 400],
      ['POST', `${base(1)}/update-positions`, [{ id: theirPhoto.id, position: 0 }], me, 404],
      [
        'POST',
        `${base(1)}/update-positions`,
        [
          { id: myPhoto.id, position: 1 },
          { id: theirPhoto.id, position: 0 },
        ],
        me,
        404,
      ],
      ['POST', `${base(1)}/update-positions`, [{ id: myPhoto.id, position: 0 }], {}, 404],
      [
        'POST',
        `${base(1)}/update-positions`,
        [
          { id: myPhoto.id, position: 0 },
          { id: myPhoto.id, position: 1 },
        ],
        me,
        400,
      ],
      ['POST', `${base(1)}/update-positions`, [], me, 400],
      ['POST', `${base(1)}/update-positions`, { id: myPhoto.id, position: 0 }, me, 400],
      ['POST', `${base(1)}/update-positions`, [{ id: String(myPhoto.id), position: 0 }], me, 400],
      ['POST', `${base(1)}/update-positions`, [{ id: myPhoto.id, position: 'first' }], me, 400],
      ['POST', `${base(1)}/update-positions`, '[{"id": 1, "position": ', me, 400],
      ['POST', `${base(1)}/submit`, { ...FORMS[1], images: [theirPhoto.id] }, me, 404],
      ['POST', `${base(1)}/submit`, { ...FORMS[1], images: [myPhoto.id, theirPhoto.id] }, me, 404],
      ['POST', `${base(1)}/submit`, { ...FORMS[1], images: [myPhoto.id] }, {}, 404],
    ];
    for (const [method, url, payload, caller, status] of cases) {
      const response = await call(app, method as 'DELETE' | 'POST', url, {
        headers: { ...caller, ...(typeof payload === 'string' ? { 'content-type': 'application/json' } : {}) },
        ...(payload !== undefined ? { payload } : {}),
      });
      const label = `${method} ${url} ${JSON.stringify(payload)}`;
      assert.equal(response.statusCode, status, `${label}: ${response.body}`);
      assert.ok(response.json().message, label);
      assert.ok(!response.body.includes(theirPhoto.image), 'their media name was not answered');
    }
    assert.deepEqual({ stored: await stored(), mine: await listOf(1, me), theirs: await listOf(1, them) }, before);
  });

  test('update-positions takes a full list or a single move and answers the list', async () => {
    const { caller } = await addPhoto(1);
    for (let position = 1; position < 4; position += 1) await addPhoto(1, position, caller);
    const [a, b, c, d] = (await listOf(1, caller)).map((photo) => photo.id) as [number, number, number, number];
    const reorder = async (payload: unknown) => {
      const response = await call(app, 'POST', `${base(1)}/update-positions`, { headers: caller, payload });
      assert.equal(response.statusCode, 200, response.body);
      const { data } = response.json() as { data: UploadedPhoto[] };
      assert.deepEqual(
        data.map((photo) => photo.position),
        [0, 1, 2, 3],
      );
      return data.map((photo) => photo.id);
    };
    assert.deepEqual(await reorder([d, c, b, a].map((id, position) => ({ id, position }))), [d, c, b, a]);
    assert.deepEqual(await reorder([{ id: d, position: 2 }]), [c, b, d, a]);
  });

  test('the photo limit is 200 on /upload and 150 on /uploader; past it 409 and nothing stored, also for uploads at once', async () => {
    for (const variant of [1, 2] as const) {
      const { limit } = MARKETPLACE_VARIANTS[variant];
      const { caller } = await addPhoto(variant);
      await fill(variant, sessionOwner(caller), limit - 2);
      const answers = await Promise.all(
        Array.from({ length: 3 }, async () =>
          upload(
            variant,
            [
              ['position', '0'],
              ['image', { file: await jpeg() }],
            ],
            caller,
          ),
        ),
      );
      assert.deepEqual(answers.map((answer) => answer.statusCode).sort(), [200, 409, 409], `variant ${variant}`);
      const refused = answers.find((answer) => answer.statusCode === 409);
      assert.deepEqual(refused?.json(), { message: MARKETPLACE_TEXTS.limit(limit), field: 'image' });
      const before = await stored();
      const again = await upload(
        variant,
        [
          ['position', '0'],
          ['image', { file: await jpeg() }],
        ],
        caller,
      );
      assert.equal(again.statusCode, 409);
      assert.deepEqual(await stored(), before);
      assert.equal((await listOf(variant, caller)).length, limit);
    }
  });

  test('submit stores the form with the photos in the order named; they leave the list', async () => {
    for (const variant of [1, 2] as const) {
      const { caller } = await addPhoto(variant);
      await addPhoto(variant, 1, caller);
      const { list } = await addPhoto(variant, 2, caller);
      const [a, b, c] = list as [UploadedPhoto, UploadedPhoto, UploadedPhoto];
      const response = await call(app, 'POST', `${base(variant)}/submit`, {
        headers: caller,
        payload: { ...FORMS[variant], images: [c.id, a.id] },
      });
      assert.equal(response.statusCode, 200, response.body);
      assert.deepEqual(response.json(), { success: true });
      assert.deepEqual(await listOf(variant, caller), [{ ...b, position: 0 }], 'the photo not named stays in the list');
      const [newest] = await listSubmissions(database.db, { limit: 1 });
      assert.deepEqual(newest && { variant: newest.variant, values: newest.values, photos: newest.photos }, {
        variant,
        values: FORMS[variant],
        photos: [c.image, a.image],
      });
      assert.equal(newest?.userId, null, 'a visitor has no account to record');
      const again = await call(app, 'POST', `${base(variant)}/submit`, {
        headers: caller,
        payload: { ...FORMS[variant], images: [a.id] },
      });
      assert.equal(again.statusCode, 404, 'a submitted photo cannot be submitted again');
    }
    const user = await signUp(app);
    const auth = { authorization: `Bearer ${user.token}` };
    const { list } = await addPhoto(1, 0, auth);
    const sent = await call(app, 'POST', `${base(1)}/submit`, {
      headers: auth,
      payload: { ...FORMS[1], images: [list[0]!.id] },
    });
    assert.equal(sent.statusCode, 200, sent.body);
    const [newest] = await listSubmissions(database.db, { limit: 1 });
    assert.equal(newest?.userId, user.id, "a signed-in buyer's submission records the account");
  });

  test("submit refuses a bad form, no photos or the other variant's form, and stores nothing", async () => {
    await app.close();
    start({ RATE_LIMIT_MARKETPLACE_SUBMIT_PER_OWNER: '100' });
    const { list, caller } = await addPhoto(2);
    const images = [(list[0] as UploadedPhoto).id];
    const before = { stored: await stored(), list: await listOf(2, caller) };
    const { details: _details, ...required } = FORMS[2];
    const cases: [unknown, string][] = [
      [{ ...FORMS[2], images: [] }, 'images'],
      [{ ...FORMS[2] }, 'images'],
      [{ ...FORMS[2], images: ['1'] }, 'images.0'],
      [{ ...FORMS[2], images: [images[0], images[0]] }, 'images.1'],
      [{ ...FORMS[2], orderNumber: '   ', images }, 'orderNumber'],
      [{ ...FORMS[2], orderNumber: 'x'.repeat(101), images }, 'orderNumber'],
      [{ ...required, names: undefined, images }, 'names'],
      [{ ...FORMS[2], eventDate: '2023-02-29', images }, 'eventDate'],
      [{ ...FORMS[2], eventDate: '29.02.2024', images }, 'eventDate'],
      // No such month or day: Date gives no time at all for these (a 500 until 2026-11-28).
      [{ ...FORMS[2], eventDate: '2026-13-01', images }, 'eventDate'],
      [{ ...FORMS[2], eventDate: '2026-01-32', images }, 'eventDate'],
      [{ ...FORMS[2], eventDate: '2026-00-10', images }, 'eventDate'],
      [{ ...FORMS[2], location: 42, images }, 'location'],
      [{ ...FORMS[1], images }, 'names'],
      [{ ...FORMS[2], images, owner: 'session:abc' }, 'owner'],
      [[FORMS[2]], ''],
    ];
    for (const [payload, field] of cases) {
      const response = await call(app, 'POST', `${base(2)}/submit`, { headers: caller, payload: payload as object });
      assert.equal(response.statusCode, 400, `${JSON.stringify(payload)}: ${response.body}`);
      assert.equal(response.json().field ?? '', field, response.body);
      assert.ok(response.json().message);
    }
    const malformed = await call(app, 'POST', `${base(2)}/submit`, {
      headers: { ...caller, 'content-type': 'application/json' },
      payload: '{"orderNumber": ',
    });
    assert.deepEqual([malformed.statusCode, malformed.json().message], [400, 'Malformed JSON body']);
    assert.deepEqual({ stored: await stored(), list: await listOf(2, caller) }, before);
    const fine = await call(app, 'POST', `${base(2)}/submit`, { headers: caller, payload: { ...required, images } });
    assert.equal(fine.statusCode, 200, `details is optional: ${fine.body}`);
  });

  test('submit refuses a value one longer than MARKETPLACE_FIELD_MAX_LENGTH, naming the limit, and keeps one of exactly the limit', async () => {
    await app.close();
    start({ RATE_LIMIT_MARKETPLACE_SUBMIT_PER_OWNER: '100' });
    const messages = {
      orderNumber: 'orderNumber must be the marketplace order number (1 to 100 characters)',
      storyTitle: 'storyTitle must be 1 to 200 characters',
      names: 'names must be 1 to 200 characters',
      location: 'location must be 1 to 200 characters',
      details: 'details must be at most 2000 characters',
    };
    for (const variant of [1, 2] as const) {
      const { list, caller } = await addPhoto(variant);
      const images = [(list[0] as UploadedPhoto).id];
      const fields = Object.keys(FORMS[variant]).filter((field) => field !== 'eventDate') as Array<
        keyof typeof MARKETPLACE_FIELD_MAX_LENGTH
      >;
      const before = await stored();
      for (const field of fields) {
        const payload = { ...FORMS[variant], [field]: 'x'.repeat(MARKETPLACE_FIELD_MAX_LENGTH[field] + 1), images };
        const response = await call(app, 'POST', `${base(variant)}/submit`, { headers: caller, payload });
        assert.equal(response.statusCode, 400, response.body);
        assert.deepEqual(response.json(), { message: messages[field], field });
      }
      assert.deepEqual(await stored(), before);
      const longest = Object.fromEntries(
        fields.map((field) => [field, 'x'.repeat(MARKETPLACE_FIELD_MAX_LENGTH[field])]),
      );
      const values = { ...FORMS[variant], ...longest };
      const kept = await call(app, 'POST', `${base(variant)}/submit`, {
        headers: caller,
        payload: { ...values, images },
      });
      assert.equal(kept.statusCode, 200, kept.body);
      const [newest] = await listSubmissions(database.db, { limit: 1 });
      assert.deepEqual(newest?.values, values);
    }
  });

  test('a bad image or form on upload answers 4xx with a message and stores nothing', async () => {
    const { caller } = await addPhoto(1);
    const good = await jpeg(200, 100);
    const before = { stored: await stored(), list: await listOf(1, caller) };
    const cases: [string, Array<[string, string | FormFile]>, number][] = [
      [
        'a text file named .jpg',
        [
          ['position', '0'],
          ['image', { file: Buffer.from('not a photo at all'), name: 'a.jpg' }],
        ],
        415,
      ],
      [
        'a 0-byte file',
        [
          ['position', '0'],
          ['image', { file: Buffer.alloc(0) }],
        ],
        400,
      ],
      [
        'a truncated JPEG',
        [
          ['position', '0'],
          ['image', { file: good.subarray(0, good.length >> 1) }],
        ],
        400,
      ],
      [
        'an unknown chunk id',
        [
          ['position', '0'],
          ['image', 'chunk:0b6d6bb7-5f2c-4a43-9d2a-2c1f0a4e0b11'],
        ],
        404,
      ],
      ['no position', [['image', { file: good }]], 400],
      [
        'a position that is not a number',
        [
          ['position', 'first'],
          ['image', { file: good }],
        ],
        400,
      ],
      ['no image', [['position', '0']], 400],
      [
        'a cart field',
        [
          ['position', '0'],
          ['cartItem', '1'],
          ['image', { file: good }],
        ],
        400,
      ],
    ];
    for (const [label, parts, status] of cases) {
      const response = await upload(1, parts, caller);
      assert.equal(response.statusCode, status, `${label}: ${response.body}`);
      assert.ok(response.json().message, label);
    }
    const json = await call(app, 'POST', `${base(1)}/upload`, {
      headers: caller,
      payload: { position: 0, image: 'x' },
    });
    assert.equal(json.statusCode, 415, json.body);
    assert.deepEqual({ stored: await stored(), list: await listOf(1, caller) }, before);
  });

  test('uploads and submits are rate-limited per upload session and per address, with Retry-After', async () => {
    await app.close();
    start({ RATE_LIMIT_MARKETPLACE_UPLOAD_PER_OWNER: '2', RATE_LIMIT_MARKETPLACE_SUBMIT_PER_IP: '2' });
    const { caller } = await addPhoto(1);
    await addPhoto(1, 0, caller);
    const before = await stored();
    const limited = await upload(
      1,
      [
        ['position', '0'],
        ['image', { file: await jpeg() }],
      ],
      caller,
    );
    assert.equal(limited.statusCode, 429, limited.body);
    assert.ok(Number(limited.headers['retry-after']) > 0);
    assert.match(limited.json().message, /^Too many attempts/);
    assert.deepEqual(await stored(), before);
    await addPhoto(1, 0);

    const submit = (caller: Caller, images: number[]) =>
      call(app, 'POST', `${base(1)}/submit`, {
        headers: caller,
        payload: { ...FORMS[1], images },
        remoteAddress: '203.0.113.9',
      });
    const sessions = await Promise.all([1, 2, 3].map(async () => addPhoto(1)));
    const answers = [];
    for (const { caller: session, list } of sessions)
      answers.push((await submit(session, [(list[0] as UploadedPhoto).id])).statusCode);
    assert.deepEqual(answers, [200, 200, 429]);
  });

  test('a partner page whose browser keeps no cookie for the shop carries its session in x-upload-session', async () => {
    // The session an upload from the shop's own page opens stays in the HttpOnly cookie alone.
    const ownPage = await upload(1, [
      ['position', '0'],
      ['image', { file: await jpeg() }],
    ]);
    assert.equal(ownPage.headers[UPLOAD_SESSION_HEADER], undefined);

    const opened = await upload(
      1,
      [
        ['position', '0'],
        ['image', { file: await jpeg() }],
      ],
      { origin: PARTNER },
    );
    assert.equal(opened.statusCode, 200, opened.body);
    const token = opened.headers[UPLOAD_SESSION_HEADER];
    assert.ok(typeof token === 'string' && token.length >= 43, 'the new session is named in the answer');
    assert.equal(uploadSessionOf(opened).cookie, `${UPLOAD_SESSION_COOKIE}=${token}`, 'the same session as the cookie');
    // From here on, no cookie: the header alone.
    const caller = { origin: PARTNER, [UPLOAD_SESSION_HEADER]: token };
    const [first] = await listOf(1, caller);
    assert.ok(first, 'the list is the session of the first call');

    const reference = await sendInChunks(app, await largeJpeg(UPLOAD_CHUNK_SIZE + 100_000), caller);
    const saved = await upload(
      1,
      [
        ['position', '1'],
        ['image', reference],
      ],
      caller,
    );
    assert.equal(saved.statusCode, 200, saved.body);
    assert.equal(saved.headers[UPLOAD_SESSION_HEADER], undefined, 'a session is named once, when it opens');
    assert.equal((await listOf(1, caller)).length, 2);

    const submitted = await call(app, 'POST', `${base(1)}/submit`, {
      headers: caller,
      payload: { ...FORMS[1], images: (await listOf(1, caller)).map((photo) => photo.id) },
    });
    assert.equal(submitted.statusCode, 200, submitted.body);
    assert.deepEqual(await listOf(1, caller), []);

    // A malformed session is no session: nothing listed, and a GET opens none.
    const malformed = await call(app, 'GET', base(1), { headers: { origin: PARTNER, [UPLOAD_SESSION_HEADER]: 'x' } });
    assert.deepEqual(malformed.json(), { success: true, data: [] });
    assert.equal(malformed.headers[UPLOAD_SESSION_HEADER], undefined);
    assert.equal(malformed.headers['set-cookie'], undefined);
  });

  test("another site's page cannot write to a buyer's list with the buyer's cookie (a cross-site form POST); the shop's pages, partners and non-browsers can", async () => {
    const { caller } = await addPhoto(1, 0);
    const before = await stored();
    const photo = async () => ['image', { file: await jpeg() }] as [string, FormFile];
    const foreign: Caller[] = [
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site', origin: 'https://uploads.evil.example' },
      // An address the shell was asked for is no key for another origin,
      { origin: 'http://192.168.1.9:3000', 'x-forwarded-host': '192.168.1.5:3000', 'x-forwarded-proto': 'http' },
      // nor for a page the browser calls cross-site (plain http of the same name, behind a TLS proxy not trusted).
      { origin: 'http://shop.example', 'sec-fetch-site': 'cross-site', 'x-forwarded-host': 'shop.example', 'x-forwarded-proto': 'http' },
    ];
    // The same route, its path written another way, is refused the same.
    for (const url of ['/api/marketplace%2Dorders/upload', '/api/%6darketplace-orders/upload']) {
      const encoded = await postForm(app, url, [['position', '0'], await photo()], { ...caller, origin: 'https://evil.example' });
      assert.equal(encoded.statusCode, 403, `${url}: ${encoded.body}`);
    }
    for (const headers of foreign) {
      const refused = await upload(1, [['position', '0'], await photo()], { ...caller, ...headers });
      assert.equal(refused.statusCode, 403, JSON.stringify(headers));
      assert.deepEqual(refused.json(), { message: FOREIGN_WRITE_MESSAGE });
      const [first] = await listOf(1, caller);
      const remove = await call(app, 'DELETE', `${base(1)}/${first!.id}`, { headers: { ...caller, ...headers } });
      assert.equal(remove.statusCode, 403, JSON.stringify(headers));
    }
    assert.deepEqual(await stored(), before, 'nothing stored, nothing removed');
    assert.equal((await listOf(1, caller)).length, 1);

    const allowed: Caller[] = [
      { origin: PARTNER, 'sec-fetch-site': 'cross-site' },
      { origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin' },
      { 'sec-fetch-site': 'same-origin' },
      { origin: 'http://localhost:3004', 'sec-fetch-site': 'same-site' },
      // The shop on an address no list names, over http: browsers send Sec-Fetch-Site to https and localhost only, so
      // the page's Origin is compared with the address the shell was asked for.
      { origin: 'http://192.168.1.5:3000', 'x-forwarded-host': '192.168.1.5:3000', 'x-forwarded-proto': 'http' },
      {},
    ];
    for (const headers of allowed) {
      const taken = await upload(1, [['position', '0'], await photo()], { ...caller, ...headers });
      assert.equal(taken.statusCode, 200, `${JSON.stringify(headers)}: ${taken.body}`);
    }
    assert.equal((await listOf(1, caller)).length, 1 + allowed.length);
  });

  test('CORS: partner origins reach the marketplace and media endpoints with credentials, and nothing else', async () => {
    const preflight = (url: string, origin: string, method = 'POST') =>
      app.inject({
        method: 'OPTIONS',
        url,
        headers: {
          origin,
          'access-control-request-method': method,
          'access-control-request-headers': 'x-chunk-id, x-chunk-name',
        },
      });
    const get = (url: string, origin: string) => app.inject({ method: 'GET', url, headers: { origin } });

    for (const url of [`${base(1)}/upload`, `${base(2)}/submit`, '/api/media/upload']) {
      const response = await preflight(url, PARTNER);
      assert.equal(response.statusCode, 204, url);
      assert.equal(response.headers['access-control-allow-origin'], PARTNER, url);
      assert.equal(response.headers['access-control-allow-credentials'], 'true', url);
      assert.match(String(response.headers['access-control-allow-headers']), /x-chunk-id/);
      assert.match(String(response.headers['access-control-allow-headers']), /x-chunk-name/);
    }
    assert.match(
      String((await preflight(`${base(1)}/1`, PARTNER, 'DELETE')).headers['access-control-allow-methods']),
      /DELETE/,
    );
    for (const url of [base(1), base(2), '/api/media/none.jpg']) {
      const response = await get(url, PARTNER);
      assert.equal(response.headers['access-control-allow-origin'], PARTNER, url);
      assert.equal(response.headers['access-control-allow-credentials'], 'true', url);
    }
    const chunk = await app.inject({
      method: 'POST',
      url: '/api/media/upload',
      headers: { origin: PARTNER },
      payload: Buffer.from('x'),
    });
    assert.match(String(chunk.headers['access-control-expose-headers']), /x-chunk-status/);
    assert.match(String(chunk.headers['access-control-expose-headers']), /x-image-id/);
    assert.match(String(chunk.headers['access-control-expose-headers']), /x-upload-session/);

    for (const url of ['/api/cart', '/api/initiate', '/api/cart/image']) {
      const response = await get(url, PARTNER);
      assert.equal(response.headers['access-control-allow-origin'], undefined, `${url} is not a partner route`);
      assert.equal(response.headers['access-control-allow-credentials'], undefined, url);
      assert.equal((await preflight(url, PARTNER)).headers['access-control-allow-origin'], undefined, url);
    }
    for (const url of [base(1), '/api/media/upload', '/api/cart']) {
      assert.equal((await get(url, 'https://evil.example')).headers['access-control-allow-origin'], undefined, url);
    }
    // An OPTIONS that is no preflight gets no text/plain error, on partner paths and elsewhere.
    for (const url of [base(1), '/api/health']) {
      const plain = await app.inject({ method: 'OPTIONS', url });
      assert.equal(plain.statusCode, 204, `${url}: ${plain.body}`);
      assert.equal(plain.body, '');
    }
    const shop = await get('/api/cart', 'http://localhost:3000');
    assert.equal(
      shop.headers['access-control-allow-origin'],
      'http://localhost:3000',
      "the shop's own origins keep today's CORS",
    );
    assert.equal(shop.headers['access-control-allow-credentials'], undefined);
    assert.equal(
      (await get(base(1), 'http://localhost:3000')).headers['access-control-allow-origin'],
      'http://localhost:3000',
    );
  });
});
