import assert from 'node:assert/strict';
import { availableParallelism } from 'node:os';
import { describe, test } from 'node:test';
import type { Storage } from '../../lib/storage/index';
import { jpeg } from '../../test/photos';
import { imageVariant } from './images';

describe('image sizes', () => {
  test('at most one size per core is made at a time: originals read from S3 are held only while their size is made', async () => {
    const original = await jpeg(800, 600);
    let holding = 0;
    let mostHeld = 0;
    const stored = new Map<string, Buffer>();
    // Only what imageVariant uses of an S3 store: no local paths, so each original is read whole into memory.
    const store = {
      kind: 's3',
      localPath: () => undefined,
      head: async (key: string) =>
        stored.has(key) ? { size: stored.get(key)!.length, etag: '"x"', modifiedAt: new Date() } : undefined,
      readBuffer: async () => {
        holding += 1;
        mostHeld = Math.max(mostHeld, holding);
        await new Promise((resolve) => setImmediate(resolve));
        return original;
      },
      put: async (key: string, body: Buffer) => {
        stored.set(key, body);
        holding -= 1;
      },
    } as unknown as Storage;
    const cores = availableParallelism();
    const files = Array.from({ length: cores + 3 }, (_, index) => `limit-test-${index}.jpg`);
    const made = await Promise.all(
      files.map((file) => imageVariant(store, { file, originalPath: `uploads/${file}`, size: 's', webp: true })),
    );
    assert.deepEqual(
      made.map(({ key }) => key),
      files.map((file) => `cache/${file}.s.webp`),
    );
    assert.equal(stored.size, files.length, 'every size made and stored');
    assert.equal(mostHeld, cores, `originals held at once with ${cores} cores`);
  });
});
