import { ApiError, UPLOAD_CHUNK_SIZE, UPLOAD_CHUNKS_IN_FLIGHT } from '@shop/shared';
import { ChunkUploadError, sendInChunks, type ChunkSender } from './send-in-chunks';

// sendInChunks alone, with a sender the test answers chunk by chunk.

type Call = Parameters<ChunkSender>[0] & { answer: (complete?: boolean) => void; fail: (error: unknown) => void };

/** A sender whose calls wait until the test answers them. */
function heldSender() {
  const calls: Call[] = [];
  const send: ChunkSender = (input) =>
    new Promise((resolve, reject) =>
      calls.push({ ...input, answer: (complete = false) => resolve({ complete }), fail: reject }),
    );
  return { calls, send };
}

/** Lets every promise callback that can run, run. */
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
/** Resolves once `check` holds (a retry waits for its own timer first). */
async function until(check: () => boolean): Promise<void> {
  while (!check()) await flush();
}

const fileOf = (chunks: number) =>
  new File([new Uint8Array(UPLOAD_CHUNK_SIZE * (chunks - 1) + 10)], 'big.jpg', { type: 'image/jpeg' });

function start(send: ChunkSender, chunks: number, onProgress: (percent: number) => void = () => undefined) {
  return sendInChunks(fileOf(chunks), { send, uploadId: 'upload-0001', onProgress, retryDelayMs: () => 0 });
}

/** A file of `chunks` chunks on its way, chunk 0 answered: the calls so far and the upload's outcome. */
async function pastChunk0(chunks: number) {
  const { calls, send } = heldSender();
  const done = start(send, chunks);
  await flush();
  calls[0]!.answer();
  await flush();
  return { calls, done };
}

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

describe('sendInChunks', () => {
  it('sends chunk 0 alone, then the others two at a time, each as soon as a lane is free', async () => {
    expect(UPLOAD_CHUNKS_IN_FLIGHT).toBe(2);
    const { calls, send } = heldSender();
    const done = start(send, 5);
    await flush();
    expect(calls.map((call) => call.index)).toEqual([0]);
    calls[0]!.answer();
    await flush();
    expect(calls.map((call) => call.index)).toEqual([0, 1, 2]);
    calls[2]!.answer();
    await flush();
    expect(calls.map((call) => call.index)).toEqual([0, 1, 2, 3]);
    calls[3]!.answer();
    calls[1]!.answer();
    await flush();
    expect(calls.map((call) => call.index)).toEqual([0, 1, 2, 3, 4]);
    calls[4]!.answer(true);
    await expect(done).resolves.toBe('chunk:upload-0001');
  });

  it('takes "complete" from whichever answer says it, not only the last index', async () => {
    const { calls, done } = await pastChunk0(3);
    calls[2]!.answer(false);
    calls[1]!.answer(true);
    await expect(done).resolves.toBe('chunk:upload-0001');
  });

  it('fails when no answer says "complete" (the server would have nothing to save)', async () => {
    const { calls, done } = await pastChunk0(2);
    calls[1]!.answer(false);
    await expect(done).rejects.toThrow('The server did not complete upload upload-0001');
  });

  it('starts no further chunk once one has failed 3 times, and names that chunk', async () => {
    const { calls, done } = await pastChunk0(5);
    for (let attempt = 1; attempt <= 3; attempt++) {
      await until(() => calls.filter((call) => call.index === 1).length === attempt);
      calls.findLast((call) => call.index === 1)!.fail(new ApiError({ status: 503, message: 'busy' }));
    }
    await expect(done).rejects.toThrow(ChunkUploadError);
    await expect(done).rejects.toThrow('Failed to upload chunk 1 after 3 attempts.');
    calls.find((call) => call.index === 2)!.answer();
    await flush();
    expect(calls.map((call) => call.index)).toEqual([0, 1, 2, 1, 1]);
  });

  it('reports progress over the whole file, adding up the chunks on their way', async () => {
    const { calls, send } = heldSender();
    const reported: number[] = [];
    const done = start(send, 3, (percent) => reported.push(percent));
    await flush();
    calls[0]!.onProgress?.(100);
    calls[0]!.answer();
    await flush();
    calls[1]!.onProgress?.(50);
    calls[2]!.onProgress?.(100);
    const size = fileOf(3).size;
    expect(reported).toEqual([
      Math.floor((UPLOAD_CHUNK_SIZE / size) * 100),
      Math.floor(((UPLOAD_CHUNK_SIZE * 1.5) / size) * 100),
      Math.floor(((UPLOAD_CHUNK_SIZE * 1.5 + 10) / size) * 100),
    ]);
    calls[1]!.answer(true);
    calls[2]!.answer();
    await done;
  });
});
