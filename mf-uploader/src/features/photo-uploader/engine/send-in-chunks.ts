import {
  CHUNK_REFERENCE_PREFIX,
  UPLOAD_CHUNK_ATTEMPTS,
  UPLOAD_CHUNK_SIZE,
  UPLOAD_CHUNKS_IN_FLIGHT,
  type UploadChunkInput,
} from '@shop/shared';
import { failureCause, isAbort } from './failure-cause';

export type ChunkSender = (input: UploadChunkInput) => Promise<{ complete: boolean }>;

export interface SendInChunksOptions {
  send: ChunkSender;
  uploadId: string;
  origin?: string;
  /** 0-100 over the whole file. */
  onProgress: (percent: number) => void;
  /** Pause before another try of a failed chunk (a connection that dropped often needs a moment). */
  retryDelayMs: (attempt: number) => number;
}

/** A chunk that failed UPLOAD_CHUNK_ATTEMPTS times; `index` is the one sent in x-chunk-index. */
export class ChunkUploadError extends Error {
  override readonly name = 'ChunkUploadError';
  constructor(
    readonly index: number,
    cause: unknown,
  ) {
    super(`Failed to upload chunk ${index} after ${UPLOAD_CHUNK_ATTEMPTS} attempts.`, { cause });
  }
}

/** How many chunks a file is sent in (x-chunk-length). */
export const chunkCount = (size: number) => Math.max(1, Math.ceil(size / UPLOAD_CHUNK_SIZE));

/**
 * Sends a file over UPLOAD_CHUNK_SIZE as chunks to POST /api/media/upload, each tried up to UPLOAD_CHUNK_ATTEMPTS
 * times, and answers the reference a save call takes instead of the file ("chunk:{id}"). Chunk 0 goes alone (it opens
 * the upload on the server); the rest go UPLOAD_CHUNKS_IN_FLIGHT at a time, and after a chunk fails for good no other
 * starts.
 */
export async function sendInChunks(file: File, options: SendInChunksOptions): Promise<string> {
  const count = chunkCount(file.size);
  // Bytes each chunk's request has sent so far: several are on their way at once.
  const sentBytes = new Array<number>(count).fill(0);
  let complete = false;
  let failed = false;

  const sendChunk = async (index: number) => {
    const start = index * UPLOAD_CHUNK_SIZE;
    const body = file.slice(start, start + UPLOAD_CHUNK_SIZE);
    for (let attempt = 1; ; attempt++) {
      try {
        const answer = await options.send({
          uploadId: options.uploadId,
          index,
          count,
          name: file.name,
          type: file.type,
          body,
          origin: options.origin,
          onProgress: (percent) => {
            sentBytes[index] = (body.size * percent) / 100;
            options.onProgress(Math.floor((sentBytes.reduce((sum, bytes) => sum + bytes, 0) / file.size) * 100));
          },
        });
        // Whichever chunk the server finishes last answers "complete", not necessarily the last index.
        complete ||= answer.complete;
        return;
      } catch (error) {
        if (isAbort(error)) throw error;
        console.error(`Chunk ${index} of ${options.uploadId}, attempt ${attempt}: ${failureCause(error)}`);
        if (attempt >= UPLOAD_CHUNK_ATTEMPTS) throw new ChunkUploadError(index, error);
        await new Promise((resolve) => setTimeout(resolve, options.retryDelayMs(attempt)));
      }
    }
  };

  await sendChunk(0);
  let next = 1;
  const lane = async () => {
    while (next < count && !failed) {
      try {
        await sendChunk(next++);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(UPLOAD_CHUNKS_IN_FLIGHT, count - 1) }, lane));
  // The server says "complete" once it holds every chunk; without that the save call would be refused (409).
  if (!complete) throw new Error(`The server did not complete upload ${options.uploadId}`);
  return `${CHUNK_REFERENCE_PREFIX}${options.uploadId}`;
}
