import {
  ApiError,
  InvalidResponseError,
  NetworkError,
  UPLOAD_CHUNK_SIZE,
  type PhotoTarget,
  type UploadedPhoto,
} from '@shop/shared';
import { PHOTO_ERRORS } from './photo-item';
import type { ChunkSender } from './send-in-chunks';
import { UploadQueue, type UploadQueueOptions, type UploadQueueSnapshot } from './upload-queue';

// The engine with its browser parts replaced: previews are named after the file, chunks and saves answer from the test.

const image = (name: string, size = 10, type = 'image/jpeg') => new File([new Uint8Array(size)], name, { type });
const photo = (id: number, position: number): UploadedPhoto => ({ id, image: `${id}.jpg`, position });

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((ok, fail) => ((resolve = ok), (reject = fail)));
  return { promise, resolve, reject };
}

type FakeTarget = {
  save: jest.MockedFunction<PhotoTarget['save']>;
  remove: jest.MockedFunction<PhotoTarget['remove']>;
  reorder: jest.MockedFunction<PhotoTarget['reorder']>;
  apiOrigin?: string;
};
/** A target that saves every photo at once with the next id, unless a test gives its own method. */
function fakeTarget(overrides: Partial<PhotoTarget> = {}): FakeTarget {
  let nextId = 100;
  const saved: UploadedPhoto[] = [];
  const save: PhotoTarget['save'] = async (_image, position, onProgress) => {
    onProgress(50);
    onProgress(100);
    const record = photo(++nextId, position);
    saved.push(record);
    return { photos: [...saved], saved: record };
  };
  const remove: PhotoTarget['remove'] = async (id) => saved.filter((record) => record.id !== id);
  const reorder: PhotoTarget['reorder'] = async (positions) =>
    positions.map(({ id, position }) => ({ id, image: `${id}.jpg`, position }));
  return {
    save: jest.fn(overrides.save ?? save),
    remove: jest.fn(overrides.remove ?? remove),
    reorder: jest.fn(overrides.reorder ?? reorder),
    apiOrigin: overrides.apiOrigin,
  };
}

const rejecting = (error: unknown) => () => Promise.reject(error);

/** A target that keeps order as the API does: each photo at min(position, count) among those saved, renumbered. */
function serverLikeTarget(initial: UploadedPhoto[] = []) {
  const stored = [...initial];
  let nextId = 100;
  const renumbered = () => stored.map((record, position) => ({ ...record, position }));
  const save: PhotoTarget['save'] = async (_image, position) => {
    const record = photo(++nextId, position);
    stored.splice(Math.min(position, stored.length), 0, record);
    return { photos: renumbered(), saved: renumbered().find((each) => each.id === record.id)! };
  };
  const reorder: PhotoTarget['reorder'] = async (positions) => {
    const at = new Map(positions.map(({ id, position }) => [id, position]));
    stored.sort((a, b) => at.get(a.id)! - at.get(b.id)!);
    return renumbered();
  };
  return { target: fakeTarget({ save, reorder }), storedIds: () => stored.map((record) => record.id) };
}

let queue: UploadQueue | undefined;
const revoked: string[] = [];
function createQueue(options: Partial<UploadQueueOptions> & { target: PhotoTarget }) {
  queue = new UploadQueue({
    initialPhotos: [],
    limit: 200,
    makePreview: async (file) => `blob:${file.name}`,
    revokePreview: (url) => revoked.push(url),
    chunkRetryDelayMs: () => 0,
    ...options,
  });
  return queue;
}

/** Resolves once the queue's snapshot passes the check. */
function until(check: (snapshot: UploadQueueSnapshot) => boolean): Promise<UploadQueueSnapshot> {
  return new Promise((resolve) => {
    const test = () => {
      const snapshot = queue!.getSnapshot();
      if (!check(snapshot)) return false;
      unsubscribe();
      resolve(snapshot);
      return true;
    };
    const unsubscribe = queue!.subscribe(() => void test());
    test();
  });
}
const settled = () => until((snapshot) => !snapshot.busy);

let logged: jest.SpyInstance;
beforeEach(() => {
  logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  revoked.length = 0;
});
afterEach(() => {
  queue?.dispose();
  queue = undefined;
  jest.restoreAllMocks();
});
const loggedTexts = () => logged.mock.calls.map((call) => String(call[0]));

describe('UploadQueue', () => {
  it('starts from the saved photos in position order, with their media thumbnails', () => {
    createQueue({
      target: { ...fakeTarget(), apiOrigin: 'https://shop.example' },
      initialPhotos: [photo(2, 1), photo(1, 0)],
    });
    const { items, saved, total, busy } = queue!.getSnapshot();
    expect(items.map((item) => [item.id, item.state, item.position])).toEqual([
      [1, 'uploaded', 0],
      [2, 'uploaded', 1],
    ]);
    expect(items[0]!.preview).toBe('https://shop.example/api/media/1.jpg?s=s');
    expect({ saved, total, busy }).toEqual({ saved: 2, total: 2, busy: false });
  });

  it('takes images only and silently drops files beyond the limit, counting the photos already there', () => {
    createQueue({ target: fakeTarget(), initialPhotos: [photo(1, 0), photo(2, 1)], limit: 4 });
    queue!.add([
      image('a.jpg'),
      new File(['hi'], 'notes.txt', { type: 'text/plain' }),
      image('b.png', 10, 'image/png'),
      image('c.jpg'),
    ]);
    expect(queue!.getSnapshot().items.map((item) => item.name)).toEqual(['1.jpg', '2.jpg', 'a.jpg', 'b.png']);
    queue!.add([image('d.jpg')]);
    expect(queue!.getSnapshot().total).toBe(4);
  });

  it('shows a picked photo as selected (progress 0, Done/Send waiting) until its preview is made', () => {
    createQueue({ target: fakeTarget(), makePreview: () => new Promise(() => undefined) });
    queue!.add([image('beach.jpg')]);
    expect(queue!.getSnapshot().items[0]).toMatchObject({ state: 'selected', progress: 0, name: 'beach.jpg' });
    expect(queue!.getSnapshot()).toMatchObject({ busy: true, saved: 0, total: 1 });
  });

  it('goes previewed with progress 2, uploading, then uploaded with the server record and its media preview', async () => {
    const save = deferred<{ photos: UploadedPhoto[]; saved: UploadedPhoto }>();
    let report: (percent: number) => void = () => undefined;
    const target = fakeTarget({
      save: (_image, _position, onProgress) => ((report = onProgress), save.promise),
    });
    createQueue({ target });
    const states: string[] = [];
    queue!.subscribe(() =>
      states.push(`${queue!.getSnapshot().items[0]?.state} ${queue!.getSnapshot().items[0]?.progress}`),
    );
    queue!.add([image('beach.jpg')]);
    await until((snapshot) => snapshot.items[0]?.state === 'uploading');
    expect(states).toEqual(['selected 0', 'previewed 2', 'uploading 2']);
    expect(queue!.getSnapshot().items[0]).toMatchObject({ preview: 'blob:beach.jpg', progress: 2 });
    report(40);
    expect(queue!.getSnapshot().items[0]).toMatchObject({ state: 'uploading', progress: 40 });
    expect(queue!.getSnapshot().busy).toBe(true);
    save.resolve({ photos: [photo(7, 0)], saved: photo(7, 0) });
    const { items, saved, busy } = await settled();
    expect(items[0]).toMatchObject({
      state: 'uploaded',
      id: 7,
      image: '7.jpg',
      preview: '/api/media/7.jpg?s=s',
      name: 'beach.jpg',
    });
    expect(items[0]!.progress).toBeUndefined();
    expect(items[0]!.error).toBeUndefined();
    expect(items[0]!.file).toBeUndefined();
    expect(revoked).toEqual(['blob:beach.jpg']);
    expect({ saved, busy }).toEqual({ saved: 1, busy: false });
    expect(target.save).toHaveBeenCalledWith(expect.any(File), 0, expect.any(Function), 'beach.jpg');
  });

  it('shows "Error loading image" for a file that cannot be decoded, and never uploads it', async () => {
    const target = fakeTarget();
    createQueue({ target, makePreview: async () => Promise.reject(new Error('decode failed')) });
    queue!.add([image('broken.jpg')]);
    const { items, busy, total } = await settled();
    expect(items[0]).toMatchObject({ state: 'error', error: PHOTO_ERRORS.load });
    expect(busy).toBe(false);
    // Listed (to remove) but not counted as selected.
    expect(items).toHaveLength(1);
    expect(total).toBe(0);
    expect(target.save).not.toHaveBeenCalled();
  });

  it.each([
    ['an answer outside 2xx', 'HTTP error! status: 500', new ApiError({ status: 500, message: 'Internal' })],
    ['an invalid answer', 'Invalid JSON response', new InvalidResponseError('POST /api/x', new Error('bad'))],
    ['no connection', 'Network request failed', new NetworkError()],
  ])('shows "Error while uploading" on %s and logs "%s"', async (_case, cause, error) => {
    createQueue({ target: fakeTarget({ save: rejecting(error) }) });
    queue!.add([image('a.jpg')]);
    const { items, busy, saved, total } = await settled();
    expect(items[0]).toMatchObject({ state: 'error', error: PHOTO_ERRORS.upload });
    expect({ busy, saved, total }).toEqual({ busy: false, saved: 0, total: 0 });
    expect(loggedTexts()).toContain(cause);
  });

  it('a failed upload can be retried and then saves', async () => {
    const target = fakeTarget();
    const save = target.save.getMockImplementation()!;
    target.save.mockRejectedValueOnce(new NetworkError()).mockImplementation(save);
    createQueue({ target });
    queue!.add([image('a.jpg')]);
    await until((snapshot) => snapshot.items[0]?.state === 'error');
    // Each state once (a change may be told more than once).
    const seen: string[] = [];
    queue!.subscribe(() => {
      const { items, busy } = queue!.getSnapshot();
      const state = `${items[0]!.state} ${items[0]!.progress} ${busy ? 'busy' : 'idle'}`;
      if (seen.at(-1) !== state) seen.push(state);
    });
    queue!.retry(queue!.getSnapshot().items[0]!.key);
    const { items } = await until((snapshot) => snapshot.items[0]?.state === 'uploaded' && !snapshot.busy);
    expect(seen).toEqual([
      'previewed 2 busy',
      'uploading 2 busy',
      'uploading 50 busy',
      'uploading 100 busy',
      // Busy until its answer has been taken in.
      'uploaded undefined busy',
      'uploaded undefined idle',
    ]);
    expect(items[0]!.error).toBeUndefined();
    expect(target.save).toHaveBeenCalledTimes(2);
  });

  it('sends files up to 2 MB whole and larger ones as 2 MB chunks, then saves the chunk reference', async () => {
    const sent: Parameters<ChunkSender>[0][] = [];
    const sendChunk: ChunkSender = async (input) => {
      sent.push(input);
      input.onProgress?.(100);
      return { complete: input.index === input.count - 1 };
    };
    const target = { ...fakeTarget(), apiOrigin: 'https://shop.example' };
    createQueue({ target, sendChunk, newUploadId: () => 'upload-0001' });
    queue!.add([image('exact.jpg', UPLOAD_CHUNK_SIZE), image('big photo.jpg', UPLOAD_CHUNK_SIZE * 2 + 5)]);
    await settled();
    expect(
      sent.map(({ index, count, uploadId, name, type, body, origin }) => ({
        index,
        count,
        uploadId,
        name,
        type,
        size: body.size,
        origin,
      })),
    ).toEqual([
      {
        index: 0,
        count: 3,
        uploadId: 'upload-0001',
        name: 'big photo.jpg',
        type: 'image/jpeg',
        size: UPLOAD_CHUNK_SIZE,
        origin: 'https://shop.example',
      },
      {
        index: 1,
        count: 3,
        uploadId: 'upload-0001',
        name: 'big photo.jpg',
        type: 'image/jpeg',
        size: UPLOAD_CHUNK_SIZE,
        origin: 'https://shop.example',
      },
      {
        index: 2,
        count: 3,
        uploadId: 'upload-0001',
        name: 'big photo.jpg',
        type: 'image/jpeg',
        size: 5,
        origin: 'https://shop.example',
      },
    ]);
    const saves = target.save.mock.calls.map(([sentImage, position, , name]) => [
      typeof sentImage === 'string' ? sentImage : 'file',
      position,
      name,
    ]);
    expect(saves).toEqual(
      expect.arrayContaining([
        ['file', 0, 'exact.jpg'],
        ['chunk:upload-0001', 1, 'big photo.jpg'],
      ]),
    );
    expect(queue!.getSnapshot().saved).toBe(2);
  });

  it('tries a chunk 3 times: a chunk that fails twice still goes through', async () => {
    let calls = 0;
    const sendChunk: ChunkSender = async (input) => {
      calls++;
      if (calls <= 2) throw new NetworkError();
      return { complete: input.index === input.count - 1 };
    };
    createQueue({ target: fakeTarget(), sendChunk });
    queue!.add([image('big.jpg', UPLOAD_CHUNK_SIZE + 1)]);
    const { items } = await settled();
    expect(items[0]!.state).toBe('uploaded');
    expect(calls).toBe(4);
  });

  it('gives up on a chunk after 3 failed attempts with "Failed to upload chunk N after 3 attempts."', async () => {
    const target = fakeTarget();
    const attempts: number[] = [];
    const sendChunk: ChunkSender = async (input) => {
      if (input.index === 0) return { complete: false };
      attempts.push(input.index);
      throw new ApiError({ status: 503, message: 'busy' });
    };
    createQueue({ target, sendChunk });
    queue!.add([image('big.jpg', UPLOAD_CHUNK_SIZE + 1)]);
    const { items } = await settled();
    expect(items[0]).toMatchObject({ state: 'error', error: PHOTO_ERRORS.upload });
    expect(attempts).toEqual([1, 1, 1]);
    expect(loggedTexts()).toContain('Failed to upload chunk 1 after 3 attempts.');
    expect(target.save).not.toHaveBeenCalled();
  });

  it('sends the first photo of a new list alone (its answer may create the upload session), then two at a time', async () => {
    const saves: ReturnType<typeof deferred<{ photos: UploadedPhoto[]; saved: UploadedPhoto }>>[] = [];
    const target = fakeTarget({
      save: () => {
        saves.push(deferred());
        return saves.at(-1)!.promise;
      },
    });
    createQueue({ target });
    queue!.add([image('a.jpg'), image('b.jpg'), image('c.jpg')]);
    await until((snapshot) => snapshot.items[0]!.state === 'uploading');
    expect(queue!.getSnapshot().items.map((item) => item.state)).toEqual(['uploading', 'previewed', 'previewed']);
    saves[0]!.resolve({ photos: [photo(1, 0)], saved: photo(1, 0) });
    await until((snapshot) => snapshot.items[2]!.state === 'uploading');
    expect(queue!.getSnapshot().items.map((item) => item.state)).toEqual(['uploaded', 'uploading', 'uploading']);
  });

  it('lets the others start once the first chunk of a large first photo is answered', async () => {
    const chunks: ReturnType<typeof deferred<{ complete: boolean }>>[] = [];
    const sendChunk: ChunkSender = () => {
      chunks.push(deferred());
      return chunks.at(-1)!.promise;
    };
    createQueue({ target: fakeTarget({ save: () => new Promise(() => undefined) }), sendChunk });
    queue!.add([image('big.jpg', UPLOAD_CHUNK_SIZE + 1), image('small.jpg')]);
    await until((snapshot) => snapshot.items[0]!.state === 'uploading');
    await until(() => chunks.length === 1);
    expect(queue!.getSnapshot().items[1]!.state).toBe('previewed');
    chunks[0]!.resolve({ complete: false });
    await until((snapshot) => snapshot.items[1]!.state === 'uploading');
  });

  it('uploads two photos at a time once the list has saved photos', async () => {
    const saves: ReturnType<typeof deferred<{ photos: UploadedPhoto[]; saved: UploadedPhoto }>>[] = [];
    const target = fakeTarget({
      save: () => {
        saves.push(deferred());
        return saves.at(-1)!.promise;
      },
    });
    createQueue({ target, initialPhotos: [photo(1, 0)] });
    queue!.add([image('a.jpg'), image('b.jpg'), image('c.jpg')]);
    await until((snapshot) => snapshot.items.filter((item) => item.state === 'uploading').length === 2);
    expect(queue!.getSnapshot().items.map((item) => item.state)).toEqual([
      'uploaded',
      'uploading',
      'uploading',
      'previewed',
    ]);
    saves[0]!.resolve({ photos: [], saved: photo(2, 1) });
    await until((snapshot) => snapshot.items[3]!.state === 'uploading');
    expect(target.save).toHaveBeenCalledTimes(3);
    saves[1]!.resolve({ photos: [], saved: photo(3, 2) });
    saves[2]!.resolve({ photos: [], saved: photo(4, 3) });
    expect((await settled()).saved).toBe(4);
  });

  it('tells the server about a move only when a saved photo changed position', async () => {
    const target = fakeTarget({ save: rejecting(new NetworkError()) });
    createQueue({ target, initialPhotos: [photo(1, 0), photo(2, 1)] });
    queue!.add([image('failed.jpg')]);
    await settled();
    await queue!.move(0, 0);
    expect(target.reorder).not.toHaveBeenCalled();
    await queue!.move(2, 2);
    expect(target.reorder).not.toHaveBeenCalled();
    await queue!.move(1, 0);
    expect(target.reorder).toHaveBeenCalledWith([
      { id: 2, position: 0 },
      { id: 1, position: 1 },
    ]);
    expect(queue!.getSnapshot().items.map((item) => item.id ?? item.name)).toEqual([2, 1, 'failed.jpg']);
    // Moving the failed photo to the front shifts the saved ones: that is a change too.
    await queue!.move(2, 0);
    expect(target.reorder).toHaveBeenLastCalledWith([
      { id: 2, position: 1 },
      { id: 1, position: 2 },
    ]);
    expect(target.reorder).toHaveBeenCalledTimes(2);
  });

  it('moves nothing and removes nothing while uploads run or a server change is pending', async () => {
    const reorder = deferred<UploadedPhoto[]>();
    const save = deferred<{ photos: UploadedPhoto[]; saved: UploadedPhoto }>();
    const target = fakeTarget({ save: () => save.promise, reorder: () => reorder.promise });
    createQueue({ target, initialPhotos: [photo(1, 0), photo(2, 1)] });
    queue!.add([image('a.jpg')]);
    await until((snapshot) => snapshot.items[2]?.state === 'uploading');
    expect(queue!.getSnapshot().busy).toBe(true);
    await queue!.move(1, 0);
    await queue!.remove(queue!.getSnapshot().items[0]!.key);
    expect(queue!.getSnapshot().items.map((item) => item.id ?? item.name)).toEqual([1, 2, 'a.jpg']);
    expect(target.reorder).not.toHaveBeenCalled();
    expect(target.remove).not.toHaveBeenCalled();
    save.resolve({ photos: [], saved: photo(3, 2) });
    await settled();

    const moving = queue!.move(1, 0);
    expect(queue!.getSnapshot().busy).toBe(true);
    await queue!.move(2, 0);
    expect(target.reorder).toHaveBeenCalledTimes(1);
    reorder.resolve([photo(2, 0), photo(1, 1), photo(3, 2)]);
    await moving;
    expect(queue!.getSnapshot().busy).toBe(false);
  });

  it('tells the server the list’s order when saves that ended out of order left its photos in another', async () => {
    const { target, storedIds } = serverLikeTarget();
    // The third photo's preview is ready first, so it is saved first (alone: the first answer makes the owner known).
    const previews = new Map(['1.jpg', '2.jpg', '3.jpg', '4.jpg'].map((name) => [name, deferred<string>()]));
    createQueue({ target, makePreview: (file) => previews.get(file.name)!.promise });
    queue!.add(['1.jpg', '2.jpg', '3.jpg', '4.jpg'].map((name) => image(name)));
    previews.get('3.jpg')!.resolve('blob:3.jpg');
    await until((snapshot) => snapshot.items[2]!.state === 'uploaded');
    for (const name of ['2.jpg', '1.jpg', '4.jpg']) previews.get(name)!.resolve(`blob:${name}`);
    await until((snapshot) => snapshot.items.every((item) => item.state === 'uploaded') && !snapshot.busy);

    const listed = queue!.getSnapshot().items.map((item) => item.id!);
    expect(queue!.getSnapshot().items.map((item) => item.name)).toEqual(['1.jpg', '2.jpg', '3.jpg', '4.jpg']);
    // Saved 3, then 2 and 1 at once, then 4: the server had 1, 3, 2, 4 and was told once.
    expect(target.reorder).toHaveBeenCalledTimes(1);
    expect(storedIds()).toEqual(listed);
  });

  it('checks the order also when the last photo waiting fails to load instead of uploading', async () => {
    const { target, storedIds } = serverLikeTarget([photo(1, 0)]);
    const names = ['a.jpg', 'b.jpg', 'c.jpg', 'bad.jpg'];
    const previews = new Map(names.map((name) => [name, deferred<string>()]));
    createQueue({ target, initialPhotos: [photo(1, 0)], makePreview: (file) => previews.get(file.name)!.promise });
    queue!.add(names.map((name) => image(name)));
    // c and b are saved first, then a: the server holds 1, a, c, b.
    for (const name of ['c.jpg', 'b.jpg']) previews.get(name)!.resolve(`blob:${name}`);
    await until((snapshot) => snapshot.items[2]!.state === 'uploaded' && snapshot.items[3]!.state === 'uploaded');
    previews.get('a.jpg')!.resolve('blob:a.jpg');
    await until((snapshot) => snapshot.items[1]!.state === 'uploaded');
    expect(target.reorder).not.toHaveBeenCalled();
    previews.get('bad.jpg')!.reject(new Error('decode failed'));
    await until((snapshot) => snapshot.items[4]!.state === 'error' && !snapshot.busy);
    expect(target.reorder).toHaveBeenCalledTimes(1);
    expect(storedIds()).toEqual(
      queue!
        .getSnapshot()
        .items.filter((item) => item.state === 'uploaded')
        .map((item) => item.id),
    );
  });

  it('keeps a failed photo from holding a place against the limit', async () => {
    const target = fakeTarget();
    createQueue({
      target,
      limit: 2,
      makePreview: async (file) => (file.name === 'bad.jpg' ? Promise.reject(new Error('x')) : `blob:${file.name}`),
    });
    queue!.add([image('bad.jpg'), image('a.jpg')]);
    await settled();
    queue!.add([image('b.jpg'), image('c.jpg')]);
    const { items, total } = await until((snapshot) => snapshot.items.length === 3 && !snapshot.busy);
    expect(items.map((item) => [item.name, item.state])).toEqual([
      ['bad.jpg', 'error'],
      ['a.jpg', 'uploaded'],
      ['b.jpg', 'uploaded'],
    ]);
    expect(total).toBe(2);
  });

  it('tells the server nothing after uploads that it keeps in the list’s order, a failed one among them', async () => {
    const { target, storedIds } = serverLikeTarget([photo(1, 0), photo(2, 1)]);
    const save = target.save.getMockImplementation()!;
    target.save.mockImplementation((image, ...rest) =>
      image instanceof File && image.name === 'b.jpg' ? Promise.reject(new NetworkError()) : save(image, ...rest),
    );
    createQueue({ target, initialPhotos: [photo(1, 0), photo(2, 1)] });
    queue!.add([image('a.jpg'), image('b.jpg'), image('c.jpg')]);
    await until(
      (snapshot) =>
        snapshot.items.every((item) => item.state !== 'previewed' && item.state !== 'uploading') && !snapshot.busy,
    );
    expect(target.save).toHaveBeenCalledTimes(3);
    expect(target.reorder).not.toHaveBeenCalled();
    expect(storedIds()).toEqual(
      queue!
        .getSnapshot()
        .items.filter((item) => item.state === 'uploaded')
        .map((item) => item.id),
    );
  });

  it('removes a photo not saved yet locally and renumbers the others', async () => {
    const target = fakeTarget({ save: rejecting(new NetworkError()) });
    createQueue({ target, initialPhotos: [photo(1, 0)] });
    queue!.add([image('a.jpg'), image('b.jpg')]);
    await settled();
    await queue!.remove(queue!.getSnapshot().items[1]!.key);
    const { items, total } = queue!.getSnapshot();
    expect(items.map((item) => [item.id ?? item.name, item.position])).toEqual([
      [1, 0],
      ['b.jpg', 1],
    ]);
    // b.jpg failed too: listed, not counted.
    expect(total).toBe(1);
    expect(target.remove).not.toHaveBeenCalled();
    expect(revoked).toEqual(['blob:a.jpg']);
  });

  it('deletes a saved photo on the server and takes its answer as the list', async () => {
    const target = fakeTarget({ remove: async () => [photo(3, 0), photo(2, 1)] });
    createQueue({ target, initialPhotos: [photo(1, 0), photo(2, 1), photo(3, 2)] });
    await queue!.remove(queue!.getSnapshot().items[0]!.key);
    expect(target.remove).toHaveBeenCalledWith(1);
    const { items, saved } = queue!.getSnapshot();
    expect(items.map((item) => [item.id, item.position])).toEqual([
      [3, 0],
      [2, 1],
    ]);
    expect(saved).toBe(2);
  });

  it('keeps a saved photo whose removal failed, and logs it', async () => {
    const target = fakeTarget({ remove: rejecting(new NetworkError()) });
    createQueue({ target, initialPhotos: [photo(1, 0)] });
    await queue!.remove(queue!.getSnapshot().items[0]!.key);
    expect(queue!.getSnapshot()).toMatchObject({ total: 1, busy: false });
    expect(loggedTexts()).toContain('Failed to remove the photo');
  });
});
