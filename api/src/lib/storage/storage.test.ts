import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { describe, test } from 'node:test';
import { temporaryDir } from '../../test/setup';
import { DiskStorage } from './disk';
import { fileOrBytes, StorageKeyError, type Storage } from './index';
import { S3Storage } from './s3';
import { startTestS3 } from './test-s3';

// One contract, run against both stores: whatever uses Storage may not tell them apart.

async function text(stream: Readable | undefined): Promise<string | undefined> {
  if (!stream) return undefined;
  const parts: Buffer[] = [];
  for await (const part of stream) parts.push(part as Buffer);
  return Buffer.concat(parts).toString('utf8');
}

/** A stream that sends `body` and then fails, as a connection cut mid-transfer does. */
function cutStream(body: Buffer): Readable {
  return new Readable({
    read() {
      this.push(body);
      this.destroy(new Error('connection reset'));
    },
  });
}

function contract(label: string, store: Storage, { atomicAbort }: { atomicAbort: boolean }) {
  describe(`${label} storage`, () => {
    test('prepares itself (an S3 bucket that does not exist yet is made)', async () => {
      await store.prepare();
      await store.prepare();
    });

    test('put then head, read and readBuffer give the bytes back; a missing key gives undefined', async () => {
      const body = Buffer.from('hello, storage');
      await store.put('photos/a.txt', body, 'text/plain');
      const info = await store.head('photos/a.txt');
      assert.equal(info?.size, body.length);
      assert.match(info?.etag ?? '', /^".+"$/);
      assert.equal(await text(await store.read('photos/a.txt')), 'hello, storage');
      assert.deepEqual(await store.readBuffer('photos/a.txt'), body);
      assert.equal(await store.head('photos/missing.txt'), undefined);
      assert.equal(await store.read('photos/missing.txt'), undefined);
      assert.equal(await store.readBuffer('photos/missing.txt'), undefined);
    });

    test('fileOrBytes: the object as sharp reads it, the disk store its own file and S3 the bytes; missing gives undefined', async () => {
      const body = Buffer.from('an original');
      await store.put('photos/original.jpg', body);
      const source = await fileOrBytes(store, 'photos/original.jpg');
      if (typeof source === 'string') {
        assert.equal(source, store.localPath('photos/original.jpg'));
        assert.deepEqual(await readFile(source), body);
      } else assert.deepEqual(source, body);
      assert.equal(typeof source, store.kind === 'disk' ? 'string' : 'object');
      assert.equal(await fileOrBytes(store, 'photos/missing.jpg'), undefined);
    });

    test('reads an inclusive byte range', async () => {
      await store.put('photos/range.txt', Buffer.from('0123456789'));
      assert.equal(await text(await store.read('photos/range.txt', { start: 2, end: 5 })), '2345');
      assert.equal(await text(await store.read('photos/range.txt', { start: 9, end: 9 })), '9');
    });

    test('a rewrite replaces the object whole and changes its ETag', async () => {
      await store.put('photos/b.bin', Buffer.from('first version'));
      const before = await store.head('photos/b.bin');
      await store.put('photos/b.bin', Buffer.from('second, longer version'));
      const after = await store.head('photos/b.bin');
      assert.equal(await text(await store.read('photos/b.bin')), 'second, longer version');
      assert.notEqual(after?.etag, before?.etag);
    });

    test('stores a stream of the declared size, and nothing from a stream that fails, ends short or runs long', async () => {
      // Over two of the disk's 1 MiB write stages, in pieces that straddle their edges.
      const body = randomBytes(2_600_000);
      const pieces = Array.from({ length: Math.ceil(body.length / 65_537) }, (_, index) =>
        body.subarray(index * 65_537, (index + 1) * 65_537),
      );
      await store.put('chunks/o/u/file', { stream: Readable.from(pieces), size: body.length });
      assert.deepEqual(await store.readBuffer('chunks/o/u/file'), body);
      await assert.rejects(store.put('chunks/o/u/long', { stream: Readable.from(pieces), size: body.length - 1 }));

      await assert.rejects(
        store.put('chunks/o/u/cut', { stream: cutStream(body.subarray(0, 1000)), size: body.length }),
      );
      await assert.rejects(store.put('chunks/o/u/short', { stream: Readable.from([body.subarray(0, 10)]), size: 20 }));
      // A PUT cut short is the service's to refuse: S3 and MinIO never keep a body shorter than its Content-Length,
      // s3rver (the tests' stand-in) stores what it got, so only the disk's own guarantee is checked here.
      if (atomicAbort) {
        assert.equal(await store.head('chunks/o/u/cut'), undefined);
        assert.deepEqual(
          (await store.list('chunks/o/')).map((item) => item.key),
          ['chunks/o/u/file'],
          'no temporary or partial file is listed',
        );
      }
    });

    test('joins parts, in order and larger than one copy buffer, into a local file; a missing or resized part fails', async () => {
      const parts = [randomBytes(1_500_000), randomBytes(10), randomBytes(700_000)];
      const keys = parts.map((_, index) => `chunks/j/u/part-${index}`);
      for (const [index, part] of parts.entries()) await store.put(keys[index]!, part);
      const listed = parts.map((part, index) => ({ key: keys[index]!, size: part.length }));
      const folder = await temporaryDir('shop-join-');
      await store.joinToFile(listed, path.join(folder, 'joined'));
      assert.deepEqual(await readFile(path.join(folder, 'joined')), Buffer.concat(parts));

      await assert.rejects(
        store.joinToFile(listed, path.join(folder, 'joined')),
        'an existing file is not overwritten',
      );
      await assert.rejects(
        store.joinToFile([...listed, { key: 'chunks/j/u/part-9', size: 1 }], path.join(folder, 'gone')),
      );
      await assert.rejects(store.joinToFile([{ key: keys[1]!, size: 11 }], path.join(folder, 'resized')));
      assert.deepEqual(
        (await store.list('chunks/j/')).map((item) => item.key),
        keys,
        'the parts stay as they were',
      );
      await store.delete(keys);
    });

    test('putFile stores a local file whole under the key and removes the local file', async () => {
      const folder = await temporaryDir('shop-put-file-');
      const body = randomBytes(1_200_000);
      const file = path.join(folder, 'photo.jpg');
      await writeFile(file, body);
      await store.putFile('photos/moved.jpg', file, 'image/jpeg');
      assert.deepEqual(await store.readBuffer('photos/moved.jpg'), body);
      assert.equal(existsSync(file), false, 'the local file is gone');
      await assert.rejects(store.putFile('photos/never.jpg', path.join(folder, 'missing.jpg')));
      assert.equal(await store.head('photos/never.jpg'), undefined);

      // From another file system (memory-backed /dev/shm): the disk store cannot rename across, so it copies.
      const elsewhere = path.join(await mkdtemp('/dev/shm/shop-put-file-'), 'photo.jpg');
      await writeFile(elsewhere, body);
      await store.putFile('photos/copied.jpg', elsewhere, 'image/jpeg');
      assert.deepEqual(await store.readBuffer('photos/copied.jpg'), body);
      assert.equal(existsSync(elsewhere), false, 'the local file is gone');
      await rm(path.dirname(elsewhere), { recursive: true });
      await store.delete(['photos/moved.jpg', 'photos/copied.jpg']);
    });

    test('lists by folder prefix with sizes and dates, and deletes (missing keys are fine)', async () => {
      await store.put('chunks/x/1/part-00000', Buffer.alloc(5));
      await store.put('chunks/x/1/part-00001', Buffer.alloc(3));
      await store.put('chunks/x/2/manifest.json', Buffer.from('{}'));
      const listed = await store.list('chunks/x/');
      assert.deepEqual(
        listed.map(({ key, size }) => ({ key, size })),
        [
          { key: 'chunks/x/1/part-00000', size: 5 },
          { key: 'chunks/x/1/part-00001', size: 3 },
          { key: 'chunks/x/2/manifest.json', size: 2 },
        ],
      );
      assert.ok(listed.every((item) => Date.now() - item.modifiedAt.getTime() < 60_000));
      assert.deepEqual(await store.list('chunks/nothing-here/'), []);

      await store.delete([
        'chunks/x/1/part-00000',
        'chunks/x/1/part-00001',
        'chunks/x/1/never-there',
        'chunks/o/u/cut',
        'chunks/o/u/short',
      ]);
      assert.deepEqual(
        (await store.list('chunks/x/')).map((item) => item.key),
        ['chunks/x/2/manifest.json'],
      );
    });

    test('refuses keys that could leave the store', async () => {
      for (const key of ['../outside.txt', '/etc/passwd', 'photos/../../x', 'photos/.hidden', '', 'a//b']) {
        await assert.rejects(store.put(key, Buffer.from('x')), StorageKeyError, key);
        await assert.rejects(store.delete([key]), StorageKeyError, key);
      }
      await assert.rejects(store.list('photos'), StorageKeyError, 'a prefix is a folder ending in /');
    });

    test('closes', () => store.close());
  });
}

contract('disk', new DiskStorage(await temporaryDir('shop-storage-disk-')), { atomicAbort: true });
contract('S3', new S3Storage((await startTestS3('contract')).settings), { atomicAbort: false });

describe('disk storage', () => {
  test('answers a local path (files are read where they lie); S3 has none', async () => {
    const root = await temporaryDir('shop-storage-local-');
    assert.equal(new DiskStorage(root).localPath('photos/a.jpg'), `${root}/photos/a.jpg`);
  });

  test('removes folders a deletion leaves empty, and keeps those still in use', async () => {
    const root = await temporaryDir('shop-storage-folders-');
    const store = new DiskStorage(root);
    await store.put('chunks/o/u/part-00000', Buffer.from('a'));
    await store.put('chunks/o/v/part-00000', Buffer.from('b'));
    await store.delete(['chunks/o/u/part-00000']);
    const { readdir } = await import('node:fs/promises');
    assert.deepEqual(await readdir(`${root}/chunks/o`), ['v']);
  });
});
