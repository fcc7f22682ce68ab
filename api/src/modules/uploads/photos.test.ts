import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { media } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { startTestS3 } from '../../lib/storage/test-s3';
import { buildTestApp, createSeededDatabase, testConfig } from '../../test/setup';
import { deletePhotos, photoKeys, storePhoto, UPLOAD_TEXTS } from './index';
import { sha256 } from './test-helpers';

const { database, mediaDir } = await createSeededDatabase();
const s3 = await startTestS3('photos');

/** A JPEG stored sideways (EXIF orientation 6: shown turned 90° clockwise) with a camera make and a GPS position. */
async function sidewaysJpegWithGps(): Promise<Buffer> {
  // 400 wide, 200 high as stored; the left half red, the right half blue, so the turn shows in the pixels too.
  const [width, height] = [400, 200];
  const pixels = Buffer.alloc(width * height * 3);
  for (let offset = 0; offset < pixels.length; offset += 3)
    pixels[(offset / 3) % width < 200 ? offset : offset + 2] = 220;
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'TestCam' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '0/1 7/1 0/1' },
    })
    .toBuffer();
}

/** Whether EXIF holds a GPS IFD pointer (tag 0x8825, in either byte order). */
const hasGps = (exif: Buffer | undefined) =>
  Boolean(exif && (exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88]))));

/** A PNG whose header claims width × height (CRC fixed), with one tiny image's data behind it: cheap to make. */
async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(
    await sharp({ create: { width: 1, height: 1, channels: 3, background: '#fff' } })
      .png()
      .toBuffer(),
  );
  // Signature (8), IHDR length (4), "IHDR" (4), then width and height.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

async function refusal(promise: Promise<unknown>): Promise<{ status: number; message: string }> {
  try {
    await promise;
  } catch (error) {
    assert.ok(error instanceof HttpError, String(error));
    return { status: error.statusCode, message: error.message };
  }
  assert.fail('expected a refusal');
}

const stores = {
  disk: () => ({ MEDIA_DIR: mediaDir }),
  S3: () => ({ MEDIA_DIR: mediaDir, ...s3.env }),
};

for (const [label, env] of Object.entries(stores)) {
  describe(`storePhoto on ${label} storage`, () => {
    let app: FastifyInstance;
    before(async () => {
      app = buildTestApp(database, testConfig(env()));
      await app.ready();
    });
    after(() => app.close());

    const storedCount = async () => (await app.storage.list('photos/')).length;
    const rowCount = async () => (await app.db.select({ file: media.file }).from(media)).length;

    test('keeps the original byte for byte under a 128-bit name, with its upright size in the media row', async () => {
      const source = await sidewaysJpegWithGps();
      const name = await storePhoto(app, source);
      assert.match(name, /^[0-9a-f]{32}\.jpg$/);
      assert.equal(sha256((await app.storage.readBuffer(`photos/${name}`))!), sha256(source));
      const [row] = await app.db.select().from(media).where(eq(media.file, name));
      assert.deepEqual(
        { kind: row?.kind, mime: row?.mime, width: row?.width, height: row?.height, originalPath: row?.originalPath },
        { kind: 'image', mime: 'image/jpeg', width: 200, height: 400, originalPath: `photos/${name}` },
      );
      const original = await app.inject({ method: 'GET', url: `/api/media/${name}` });
      assert.ok(
        hasGps((await sharp(original.rawPayload).metadata()).exif),
        'the original keeps its EXIF, GPS included',
      );
    });

    test('every size is upright and carries no metadata at all (no GPS)', async () => {
      const name = await storePhoto(app, await sidewaysJpegWithGps());
      for (const query of ['s=s', 's=m', 's=l', 'webp', 's=s&webp', 's=l&webp']) {
        const response = await app.inject({ method: 'GET', url: `/api/media/${name}?${query}` });
        assert.equal(response.statusCode, 200, query);
        const metadata = await sharp(response.rawPayload).metadata();
        assert.deepEqual({ width: metadata.width, height: metadata.height }, { width: 200, height: 400 }, query);
        assert.equal(metadata.exif, undefined, `${query}: no EXIF`);
        assert.equal(hasGps(metadata.exif), false, query);
        assert.equal(metadata.xmp, undefined, query);
        assert.equal(metadata.orientation, undefined, query);
        // Turned clockwise: the stored left (red) half is now on top, the blue one below.
        const { data, info } = await sharp(response.rawPayload).raw().toBuffer({ resolveWithObject: true });
        const pixel = (x: number, y: number) => [
          ...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3),
        ];
        const [topRed, , topBlue] = pixel(100, 50) as [number, number, number];
        const [bottomRed, , bottomBlue] = pixel(100, 350) as [number, number, number];
        assert.ok(
          topRed > 150 && topBlue < 100 && bottomBlue > 150 && bottomRed < 100,
          `${query}: red on top, blue below`,
        );
      }
    });

    test('accepts PNG and WebP by content, whatever they are called', async () => {
      const base = sharp({ create: { width: 64, height: 48, channels: 3, background: '#0a0' } });
      for (const [body, extension] of [
        [await base.clone().png().toBuffer(), 'png'],
        [await base.clone().webp().toBuffer(), 'webp'],
        [await base.clone().avif().toBuffer(), 'avif'],
      ] as const) {
        const name = await storePhoto(app, body);
        assert.match(name, new RegExp(`^[0-9a-f]{32}\\.${extension}$`));
        const small = await app.inject({ method: 'GET', url: `/api/media/${name}?s=s` });
        assert.equal(small.statusCode, 200, extension);
      }
    });

    test('refuses bad files with a clear 4xx and stores nothing', async () => {
      const jpeg = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#345' } })
        .composite([
          { input: Buffer.from('<svg width="800" height="600"><circle cx="400" cy="300" r="250" fill="#fa0"/></svg>') },
        ])
        .jpeg()
        .toBuffer();
      const photosBefore = await storedCount();
      const rowsBefore = await rowCount();
      const cases: Array<[string, Buffer, number, string]> = [
        [
          'a text file (named .jpg by the shopper)',
          Buffer.from('these are my notes, not a photo\n'.repeat(20)),
          415,
          UPLOAD_TEXTS.notAnImage,
        ],
        ['a 0-byte file', Buffer.alloc(0), 400, UPLOAD_TEXTS.empty],
        ['a truncated JPEG', jpeg.subarray(0, Math.floor(jpeg.length * 0.6)), 400, UPLOAD_TEXTS.damaged],
        ['a JPEG header and nothing else', jpeg.subarray(0, 200), 400, UPLOAD_TEXTS.damaged],
        ['a 20000×20000 PNG (pixel flood)', await pngClaiming(20_000, 20_000), 400, UPLOAD_TEXTS.tooManyPixels],
        [
          'a GIF (not a photo format taken)',
          await sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } })
            .gif()
            .toBuffer(),
          415,
          UPLOAD_TEXTS.notAnImage,
        ],
        [
          'a PDF',
          Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n'),
          415,
          UPLOAD_TEXTS.notAnImage,
        ],
      ];
      for (const [what, body, status, message] of cases) {
        assert.deepEqual(await refusal(storePhoto(app, body)), { status, message }, what);
      }
      assert.equal(await storedCount(), photosBefore);
      assert.equal(await rowCount(), rowsBefore);
    });

    test('a pixel flood is refused quickly, from its header, without decoding', async () => {
      const started = performance.now();
      const { status } = await refusal(storePhoto(app, await pngClaiming(20_000, 20_000)));
      assert.equal(status, 400);
      assert.ok(performance.now() - started < 2000, 'answered without decoding 400 megapixels');
    });

    test("deletePhotos removes the rows, originals and sizes of uploaded photos, never the catalogue's media", async () => {
      const name = await storePhoto(app, await sidewaysJpegWithGps());
      for (const query of ['s=s', 's=m&webp']) await app.inject({ method: 'GET', url: `/api/media/${name}?${query}` });
      const keys = photoKeys(name);
      const existing = async () => (await Promise.all(keys.map((key) => app.storage.head(key)))).filter(Boolean).length;
      assert.equal(await existing(), 3, 'the original and the two sizes asked for');

      await deletePhotos(app, [name, 'product-first-dance.png']);
      assert.equal(await existing(), 0);
      assert.equal((await app.db.select().from(media).where(eq(media.file, name))).length, 0);
      assert.equal((await app.inject({ method: 'GET', url: `/api/media/${name}` })).statusCode, 404);
      assert.equal((await app.inject({ method: 'GET', url: '/api/media/product-first-dance.png' })).statusCode, 200);
    });
  });
}
