import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { afterEach, before, beforeEach, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { is } from 'superstruct';
import { CartStruct, NEW_IMAGE_ID_HEADER, type CartItem } from '@shop/shared/contracts';
import { DELETE_ACCOUNT_PHRASE, ProductType, UPLOAD_CHUNK_SIZE } from '@shop/shared/constants';
import { products } from '../../db/schema';
import { bearer, call, signUp, type TestUser } from '../../test/identity';
import { jpeg, largeJpeg, postForm, sendInChunks, storedPhotos, type FormFile } from '../../test/photos';
import { buildTestApp, createTestDatabase, temporaryDir, testConfig } from '../../test/setup';
import { PHOTO_FORM_TEXTS } from '../photo-lists/form';
import { CART_MESSAGES } from './messages';

const database = await createTestDatabase();
const mediaDir = await temporaryDir('shop-cart-images-');
/** The test clip takes this many photos before additional ones are bought. */
const IMAGE_COUNT = 2;

describe('cart item photos', () => {
  let app: FastifyInstance;
  let user: TestUser;
  let clipId: number;
  let simpleId: number;
  before(async () => {
    const made = await database.db
      .insert(products)
      .values([
        {
          slug: 'photo-clip',
          name: 'Photo clip',
          priceCents: 4900,
          type: ProductType.CLIP,
          clipImageCount: IMAGE_COUNT,
          clipDuration: 60,
        },
        { slug: 'photo-mug', name: 'Photo mug', priceCents: 1500, type: ProductType.SIMPLE },
      ])
      .returning({ id: products.id });
    [clipId, simpleId] = made.map((product) => product.id) as [number, number];
  });
  beforeEach(async () => {
    app = buildTestApp(database, testConfig({ MEDIA_DIR: mediaDir }));
    user = await signUp(app);
  });
  afterEach(() => app.close());

  const cartOf = async (token = user.token): Promise<CartItem[]> =>
    (await call(app, 'GET', '/api/cart', { token })).json();
  /** The user's clip item (made on first call), with `extra` additional photos. */
  const clipItem = async (token = user.token, extra = 0): Promise<number> => {
    const response = await call(app, 'POST', '/api/cart/update', {
      token,
      payload: { product: clipId, additionalPhotoCount: extra },
    });
    const item = (response.json() as CartItem[]).find((candidate) => candidate.product === clipId);
    assert.ok(item, response.body);
    return item.id;
  };
  /** POST /api/cart/image with this form, as the user (or with `token: null`, as a visitor). */
  const sendImage = (parts: Array<[string, string | FormFile]>, token: string | null = user.token) =>
    postForm(app, '/api/cart/image', parts, token ? bearer(token) : {});
  const addImage = async (cartItem: number, position = 0, token = user.token, image?: string | FormFile) => {
    const response = await sendImage(
      [
        ['cartItem', String(cartItem)],
        ['position', String(position)],
        ['image', image ?? { file: await jpeg() }],
      ],
      token,
    );
    assert.equal(response.statusCode, 200, response.body);
    const cart = response.json() as CartItem[];
    assert.ok(is(cart, CartStruct), JSON.stringify(CartStruct.validate(cart)[0]?.failures()[0]));
    return { id: Number(response.headers[NEW_IMAGE_ID_HEADER]), cart };
  };
  const imagesOf = (cart: CartItem[], itemId: number) => cart.find((item) => item.id === itemId)?.images ?? [];
  /** Every stored photo: media rows and files in the store; with the cart, what a refused call must leave as it was. */
  const stored = () => storedPhotos(database.db, mediaDir);
  const snapshot = async (...tokens: string[]) => ({
    stored: await stored(),
    carts: await Promise.all(tokens.map((token) => cartOf(token))),
  });

  test('POST /api/cart/image puts the photo at its position, names the new id in x-image-id and answers the full cart', async () => {
    const itemId = await clipItem(user.token, 1);
    const first = await addImage(itemId, 0);
    const second = await addImage(itemId, 0);
    const third = await addImage(itemId, 1);
    assert.deepEqual(
      imagesOf(third.cart, itemId).map(({ id, position }) => ({ id, position })),
      [
        { id: second.id, position: 0 },
        { id: third.id, position: 1 },
        { id: first.id, position: 2 },
      ],
    );
    const images = imagesOf(await cartOf(), itemId);
    assert.deepEqual(imagesOf(third.cart, itemId), images, 'GET /api/cart answers the same photos');
    for (const { image } of images) {
      assert.match(image, /^[0-9a-f]{32}\.jpg$/, 'an unguessable media name');
      const served = await call(app, 'GET', `/api/media/${image}?s=s`);
      assert.equal(served.statusCode, 200);
      assert.equal((await sharp(served.rawPayload).metadata()).width, 64);
    }
  });

  test('a position past the end puts the photo last; fields may come after the file', async () => {
    const itemId = await clipItem(user.token, 1);
    const first = await addImage(itemId, 0);
    const response = await sendImage([
      ['image', { file: await jpeg() }],
      ['position', '99'],
      ['cartItem', String(itemId)],
    ]);
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual(
      imagesOf(response.json(), itemId).map(({ id, position }) => [id, position]),
      [
        [first.id, 0],
        [Number(response.headers[NEW_IMAGE_ID_HEADER]), 1],
      ],
    );
  });

  test('the file field takes 2 MB exactly: one byte more answers 413 once the limit is read, with nothing stored', async () => {
    const itemId = await clipItem();
    const before = await snapshot(user.token);
    const fields: Array<[string, string]> = [
      ['cartItem', String(itemId)],
      ['position', '0'],
    ];
    const over = await sendImage([...fields, ['image', { file: randomBytes(UPLOAD_CHUNK_SIZE + 1) }]]);
    assert.equal(over.statusCode, 413, over.body);
    assert.deepEqual(over.json(), { message: PHOTO_FORM_TEXTS.tooLarge, field: 'image' });
    const exact = await sendImage([...fields, ['image', { file: randomBytes(UPLOAD_CHUNK_SIZE) }]]);
    assert.equal(exact.statusCode, 415, 'read whole, then refused as not an image');
    assert.deepEqual(await snapshot(user.token), before);
  });

  test('a file over 2 MB answers 413 with a message and stores nothing; sent in chunks and named "chunk:{id}" it is saved', async () => {
    const itemId = await clipItem();
    const big = await largeJpeg(UPLOAD_CHUNK_SIZE + 200_000);
    const before = await snapshot(user.token);
    const refused = await sendImage([
      ['cartItem', String(itemId)],
      ['position', '0'],
      ['image', { file: big }],
    ]);
    assert.equal(refused.statusCode, 413, refused.body);
    assert.match(refused.json().message, /larger than 2 MB/);
    assert.deepEqual(await snapshot(user.token), before);

    const reference = await sendInChunks(app, big, { authorization: `Bearer ${user.token}` });
    const saved = await addImage(itemId, 0, user.token, reference);
    const [photo] = imagesOf(saved.cart, itemId);
    assert.ok(photo);
    const original = await call(app, 'GET', `/api/media/${photo.image}`);
    assert.ok(original.rawPayload.equals(big), 'the original is kept byte for byte');
    const again = await sendImage([
      ['cartItem', String(itemId)],
      ['position', '0'],
      ['image', reference],
    ]);
    assert.equal(again.statusCode, 404, 'a chunked upload is taken once');
  });

  test("another owner's chunked upload answers 404 and stores nothing", async () => {
    const other = await signUp(app);
    const reference = await sendInChunks(app, await largeJpeg(UPLOAD_CHUNK_SIZE + 1000), {
      authorization: `Bearer ${other.token}`,
    });
    const itemId = await clipItem();
    const before = await snapshot(user.token);
    const response = await sendImage([
      ['cartItem', String(itemId)],
      ['position', '0'],
      ['image', reference],
    ]);
    assert.equal(response.statusCode, 404, response.body);
    assert.deepEqual(await snapshot(user.token), before);
    const theirItem = await clipItem(other.token);
    await addImage(theirItem, 0, other.token, reference);
  });

  test("the photo limit is the clip's imageCount plus the item's additionalPhotoCount; past it 409 and nothing stored", async () => {
    const itemId = await clipItem();
    for (let index = 0; index < IMAGE_COUNT; index += 1) await addImage(itemId, index);
    const before = await snapshot(user.token);
    const refused = await sendImage([
      ['cartItem', String(itemId)],
      ['position', '0'],
      ['image', { file: await jpeg() }],
    ]);
    assert.equal(refused.statusCode, 409, refused.body);
    assert.deepEqual(refused.json(), { message: CART_MESSAGES.limit(IMAGE_COUNT), field: 'image' });
    assert.match(refused.json().message, /^Photo limit reached/);
    assert.deepEqual(await snapshot(user.token), before);

    await clipItem(user.token, 1);
    await addImage(itemId, 0);
    assert.equal(
      (
        await sendImage([
          ['cartItem', String(itemId)],
          ['position', '0'],
          ['image', { file: await jpeg() }],
        ])
      ).statusCode,
      409,
    );
  });

  test('two tabs adding photos when one place is left: one is saved, the other refused and its photo deleted', async () => {
    const itemId = await clipItem();
    await addImage(itemId, 0);
    const before = await stored();
    const answers = await Promise.all(
      Array.from({ length: 4 }, async () =>
        sendImage([
          ['cartItem', String(itemId)],
          ['position', '0'],
          ['image', { file: await jpeg() }],
        ]),
      ),
    );
    assert.deepEqual(answers.map((answer) => answer.statusCode).sort(), [200, 409, 409, 409]);
    const images = imagesOf(await cartOf(), itemId);
    assert.deepEqual(
      images.map((image) => image.position),
      [0, 1],
    );
    const after = await stored();
    assert.equal(after.media.length, before.media.length + 1, 'the refused photos were deleted');
    assert.equal(after.files.length, before.files.length + 1);
  });

  test("another user's cart item or image id answers 404 and nothing of either user changes", async () => {
    const other = await signUp(app);
    const theirItem = await clipItem(other.token, 2);
    const theirImage = await addImage(theirItem, 0, other.token);
    const myItem = await clipItem(user.token, 2);
    const myImage = await addImage(myItem, 0);
    const before = await snapshot(user.token, other.token);
    const attempts = [
      () =>
        sendImage([
          ['cartItem', String(theirItem)],
          ['position', '0'],
          ['image', { file: Buffer.from('never read') }],
        ]),
      async () =>
        sendImage([
          ['cartItem', String(theirItem)],
          ['position', '0'],
          ['image', { file: await jpeg() }],
        ]),
      () =>
        call(app, 'DELETE', '/api/cart/image', {
          token: user.token,
          payload: { id: theirImage.id, cartItem: theirItem },
        }),
      () =>
        call(app, 'DELETE', '/api/cart/image', { token: user.token, payload: { id: theirImage.id, cartItem: myItem } }),
      () =>
        call(app, 'DELETE', '/api/cart/image', { token: user.token, payload: { id: myImage.id, cartItem: theirItem } }),
      () =>
        call(app, 'POST', '/api/cart/update-positions', {
          token: user.token,
          payload: { cartItem: theirItem, positions: [{ id: theirImage.id, position: 1 }] },
        }),
      () =>
        call(app, 'POST', '/api/cart/update-positions', {
          token: user.token,
          payload: { cartItem: myItem, positions: [{ id: theirImage.id, position: 0 }] },
        }),
      () =>
        call(app, 'POST', '/api/cart/update-positions', {
          token: user.token,
          payload: {
            cartItem: myItem,
            positions: [
              { id: myImage.id, position: 1 },
              { id: theirImage.id, position: 0 },
            ],
          },
        }),
    ];
    for (const [index, attempt] of attempts.entries()) {
      const response = await attempt();
      assert.equal(response.statusCode, 404, `attempt ${index}: ${response.body}`);
      assert.ok(
        !response.body.includes(theirImage.cart[0]?.images[0]?.image ?? '-'),
        'their media name was not answered',
      );
    }
    assert.deepEqual(await snapshot(user.token, other.token), before);
  });

  test("a simple product's item takes no photos; unknown item and image ids answer 404", async () => {
    const response = await call(app, 'POST', '/api/cart/update', { token: user.token, payload: { product: simpleId } });
    const simpleItem = (response.json() as CartItem[])[0]?.id ?? 0;
    const itemId = await clipItem();
    const before = await snapshot(user.token);
    const simple = await sendImage([
      ['cartItem', String(simpleItem)],
      ['position', '0'],
      ['image', { file: await jpeg() }],
    ]);
    assert.deepEqual(
      [simple.statusCode, simple.json()],
      [400, { message: CART_MESSAGES.notClip, field: 'cartItem' }],
    );
    const unknownItem = await sendImage([
      ['cartItem', '999999'],
      ['position', '0'],
      ['image', { file: await jpeg() }],
    ]);
    assert.deepEqual(
      [unknownItem.statusCode, unknownItem.json()],
      [404, { message: CART_MESSAGES.itemNotFound, field: 'cartItem' }],
    );
    const unknownImage = await call(app, 'DELETE', '/api/cart/image', {
      token: user.token,
      payload: { id: 999_999, cartItem: itemId },
    });
    assert.deepEqual(
      [unknownImage.statusCode, unknownImage.json()],
      [404, { message: CART_MESSAGES.imageNotFound, field: 'id' }],
    );
    assert.deepEqual(await snapshot(user.token), before);
  });

  test('DELETE /api/cart/image takes the photo off, renumbers the rest and deletes its media row and file', async () => {
    const itemId = await clipItem(user.token, 1);
    const ids = [];
    for (let index = 0; index < 3; index += 1) ids.push((await addImage(itemId, index)).id);
    const gone = imagesOf(await cartOf(), itemId)[1];
    assert.ok(gone);
    const response = await call(app, 'DELETE', '/api/cart/image', {
      token: user.token,
      payload: { id: gone.id, cartItem: itemId },
    });
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual(
      imagesOf(response.json(), itemId).map(({ id, position }) => [id, position]),
      [
        [ids[0], 0],
        [ids[2], 1],
      ],
    );
    const after = await stored();
    assert.ok(!after.media.includes(gone.image) && !after.files.includes(gone.image));
    assert.equal((await call(app, 'GET', `/api/media/${gone.image}`)).statusCode, 404);
  });

  test('POST /api/cart/update-positions takes a full list or a single move, with or without the product id', async () => {
    const itemId = await clipItem(user.token, 2);
    const ids: number[] = [];
    for (let index = 0; index < 4; index += 1) ids.push((await addImage(itemId, index)).id);
    const [a, b, c, d] = ids as [number, number, number, number];
    const order = async (payload: object) => {
      const response = await call(app, 'POST', '/api/cart/update-positions', {
        token: user.token,
        payload: { cartItem: itemId, ...payload },
      });
      assert.equal(response.statusCode, 200, response.body);
      const images = imagesOf(response.json(), itemId);
      assert.deepEqual(
        images.map((image) => image.position),
        [0, 1, 2, 3],
      );
      return images.map((image) => image.id);
    };
    const full = [d, b, a, c].map((id, position) => ({ id, position }));
    assert.deepEqual(await order({ positions: full }), [d, b, a, c]);
    assert.deepEqual(
      await order({ product: clipId, positions: [{ id: d, position: 3 }] }),
      [b, a, c, d],
      'moved down: after the one it replaced',
    );
    assert.deepEqual(await order({ positions: [{ id: c, position: 0 }] }), [c, b, a, d], 'moved up: before it');
    assert.deepEqual(await order({ positions: [{ id: b, position: 50 }] }), [c, a, d, b], 'past the end: last');
  });

  test('positions naming unknown or repeated ids, and malformed bodies, answer 4xx and change nothing', async () => {
    const itemId = await clipItem();
    const { id } = await addImage(itemId, 0);
    const { id: second } = await addImage(itemId, 1);
    const before = await snapshot(user.token);
    const cases: [unknown, number, string | undefined][] = [
      [{ cartItem: itemId, positions: [{ id: 999_999, position: 0 }] }, 404, 'positions.0.id'],
      [
        {
          cartItem: itemId,
          positions: [
            { id: second, position: 0 },
            { id: second, position: 1 },
          ],
        },
        400,
        'positions.1.id',
      ],
      [{ cartItem: itemId, positions: [] }, 400, 'positions'],
      [{ cartItem: itemId, positions: [{ id, position: -1 }] }, 400, 'positions.0.position'],
      [{ cartItem: itemId, positions: [{ id: String(id), position: 0 }] }, 400, 'positions.0.id'],
      [{ cartItem: itemId, positions: { id, position: 1 } }, 400, 'positions'],
      [{ cartItem: 'x', positions: [{ id, position: 1 }] }, 400, 'cartItem'],
      [{ cartItem: itemId, positions: [{ id, position: 1 }], owner: 2 }, 400, 'owner'],
      ['{"cartItem": 1, "positions": [', 400, undefined],
    ];
    for (const [payload, status, field] of cases) {
      const response = await call(app, 'POST', '/api/cart/update-positions', {
        token: user.token,
        payload: payload as object,
        headers: typeof payload === 'string' ? { 'content-type': 'application/json' } : {},
      });
      assert.equal(response.statusCode, status, `${JSON.stringify(payload)}: ${response.body}`);
      assert.equal(response.json().field, field, response.body);
      assert.ok(response.json().message, response.body);
    }
    for (const payload of [{ id }, { id: 'x', cartItem: itemId }, { id, cartItem: itemId, extra: true }, '{"id": 1']) {
      const response = await call(app, 'DELETE', '/api/cart/image', {
        token: user.token,
        payload: payload as object,
        headers: typeof payload === 'string' ? { 'content-type': 'application/json' } : {},
      });
      assert.equal(response.statusCode, 400, `${JSON.stringify(payload)}: ${response.body}`);
    }
    assert.deepEqual(await snapshot(user.token), before);
  });

  test('a bad image or form answers 4xx with a message and stores nothing', async () => {
    const itemId = await clipItem(user.token, 3);
    const good = await jpeg(200, 100);
    const before = await snapshot(user.token);
    const fields: Array<[string, string]> = [
      ['cartItem', String(itemId)],
      ['position', '0'],
    ];
    const cases: [string, Array<[string, string | FormFile]>, number, string | undefined][] = [
      [
        'a text file named .jpg',
        [...fields, ['image', { file: Buffer.from('hello, this is not a photo'), name: 'photo.jpg' }]],
        415,
        'image',
      ],
      ['a 0-byte file', [...fields, ['image', { file: Buffer.alloc(0) }]], 400, 'image'],
      [
        'a truncated JPEG',
        [...fields, ['image', { file: good.subarray(0, Math.floor(good.length / 2)) }]],
        400,
        'image',
      ],
      ['no image', fields, 400, 'image'],
      [
        'an image that is neither a file nor a chunk reference',
        [...fields, ['image', 'https://example.com/a.jpg']],
        400,
        'image',
      ],
      ['a chunk reference with a malformed id', [...fields, ['image', 'chunk:../../etc']], 400, 'image'],
      ['an unknown chunk id', [...fields, ['image', 'chunk:0b6d6bb7-5f2c-4a43-9d2a-2c1f0a4e0b11']], 404, 'image'],
      [
        'a cartItem that is not a number',
        [
          ['cartItem', 'abc'],
          ['position', '0'],
          ['image', { file: good }],
        ],
        400,
        'cartItem',
      ],
      [
        'a negative position',
        [
          ['cartItem', String(itemId)],
          ['position', '-1'],
          ['image', { file: good }],
        ],
        400,
        'position',
      ],
      [
        'no cartItem',
        [
          ['position', '0'],
          ['image', { file: good }],
        ],
        400,
        'cartItem',
      ],
      ['an unknown field', [...fields, ['owner', '1'], ['image', { file: good }]], 400, 'owner'],
      ['two images', [...fields, ['image', { file: good }], ['image', { file: good }]], 400, 'image'],
      ['a file in another field', [...fields, ['photo', { file: good }]], 400, 'photo'],
      [
        'a very long field',
        [
          ['cartItem', '1'.repeat(500)],
          ['position', '0'],
          ['image', { file: good }],
        ],
        400,
        'cartItem',
      ],
    ];
    for (const [label, parts, status, field] of cases) {
      const response = await sendImage(parts);
      assert.equal(response.statusCode, status, `${label}: ${response.body}`);
      assert.equal(response.json().field, field, `${label}: ${response.body}`);
      assert.ok(response.json().message, label);
    }
    const json = await call(app, 'POST', '/api/cart/image', {
      token: user.token,
      payload: { cartItem: itemId, position: 0, image: 'x' },
    });
    assert.deepEqual([json.statusCode, json.json().message], [415, 'Send the photo as multipart/form-data']);
    const broken = await call(app, 'POST', '/api/cart/image', {
      token: user.token,
      payload: '--x\r\nContent-Disposition: form-data; name="image"\r\n\r\nchunk:',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
    });
    assert.equal(broken.statusCode, 400, broken.body);
    assert.deepEqual(await snapshot(user.token), before);
  });

  test("removing the cart item deletes its photos' media rows and files", async () => {
    const itemId = await clipItem();
    await addImage(itemId, 0);
    await addImage(itemId, 1);
    const images = imagesOf(await cartOf(), itemId).map((image) => image.image);
    const response = await call(app, 'POST', '/api/cart/remove', { token: user.token, payload: { id: itemId } });
    assert.equal(response.statusCode, 200, response.body);
    const after = await stored();
    assert.deepEqual(
      images.filter((image) => after.media.includes(image) || after.files.includes(image)),
      [],
    );
  });

  test('deleting the account deletes the photos in its cart, and only those', async () => {
    const other = await signUp(app);
    const theirs = await addImage(await clipItem(other.token), 0, other.token);
    const itemId = await clipItem();
    await addImage(itemId, 0);
    const mine = imagesOf(await cartOf(), itemId).map((image) => image.image);
    const response = await call(app, 'POST', '/api/account/delete', {
      token: user.token,
      payload: { password: DELETE_ACCOUNT_PHRASE },
    });
    assert.equal(response.statusCode, 200, response.body);
    const after = await stored();
    assert.deepEqual(
      mine.filter((image) => after.media.includes(image) || after.files.includes(image)),
      [],
    );
    const theirImage = imagesOf(theirs.cart, theirs.cart[0]?.id ?? 0)[0]?.image ?? '';
    assert.ok(after.media.includes(theirImage) && after.files.includes(theirImage), "the other user's photo is kept");
  });

  test('visitors are asked to sign in and nothing is stored', async () => {
    const before = await stored();
    const itemId = await clipItem();
    const response = await sendImage(
      [
        ['cartItem', String(itemId)],
        ['position', '0'],
        ['image', { file: await jpeg() }],
      ],
      null,
    );
    assert.equal(response.statusCode, 401);
    assert.equal(response.headers['set-cookie'], undefined, 'no upload session is made for a cart call');
    assert.deepEqual(await stored(), before);
  });
});
