import { CHUNK_REFERENCE_PREFIX, UPLOAD_CHUNK_ATTEMPTS, UPLOAD_CHUNK_SIZE, type UploadChunkInput } from '@shop/shared';
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
 * times, and answers the reference a save call takes instead of the file ("chunk:{id}").
 */
export async function sendInChunks(file: File, options: SendInChunksOptions): Promise<string> {
  const count = chunkCount(file.size);
  let complete = false;
  for (let index = 0; index < count; index++) {
    const start = index * UPLOAD_CHUNK_SIZE;
    const body = file.slice(start, start + UPLOAD_CHUNK_SIZE);
    for (let attempt = 1; ; attempt++) {
      try {
        ({ complete } = await options.send({
          uploadId: options.uploadId,
          index,
          count,
          name: file.name,
          type: file.type,
          body,
          origin: options.origin,
          onProgress: (percent) =>
            options.onProgress(Math.floor(((start + (body.size * percent) / 100) / file.size) * 100)),
        }));
        break;
      } catch (error) {
        if (isAbort(error)) throw error;
        console.error(`Chunk ${index} of ${options.uploadId}, attempt ${attempt}: ${failureCause(error)}`);
        if (attempt >= UPLOAD_CHUNK_ATTEMPTS) throw new ChunkUploadError(index, error);
        await new Promise((resolve) => setTimeout(resolve, options.retryDelayMs(attempt)));
      }
    }
  }
  // The server assembles the file when its last chunk arrives; without that the save call would find nothing.
  if (!complete) throw new Error(`The server did not complete upload ${options.uploadId}`);
  return `${CHUNK_REFERENCE_PREFIX}${options.uploadId}`;
}
