import { CHUNK_HEADERS, CHUNK_STATUS_COMPLETE, ChunkAnswerStruct, type ChunkAnswer } from '../../contracts/uploads';
import { parseAnswer } from '../client';
import { sendWithProgress } from '../send-with-progress';

export interface UploadChunkInput {
  /** The upload's id (crypto.randomUUID()), the same for every chunk of one file. */
  uploadId: string;
  /** 0-based. */
  index: number;
  /** How many chunks the whole file has. */
  count: number;
  /** The file's name and MIME type as the browser sees them. */
  name: string;
  type: string;
  body: Blob;
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
  /** The API's origin when it is not the page's (the embeddable uploader): the upload-session cookie goes along. */
  origin?: string;
}

/** POST /api/media/upload: one chunk of a file over UPLOAD_CHUNK_SIZE as the raw body; `complete` once all arrived. */
export async function uploadChunk(input: UploadChunkInput): Promise<ChunkAnswer & { complete: boolean }> {
  const answer = await sendWithProgress({
    method: 'POST',
    path: 'media/upload',
    origin: input.origin,
    body: input.body,
    headers: {
      'content-type': 'application/octet-stream',
      [CHUNK_HEADERS.index]: String(input.index),
      [CHUNK_HEADERS.length]: String(input.count),
      [CHUNK_HEADERS.name]: encodeURIComponent(input.name),
      [CHUNK_HEADERS.id]: input.uploadId,
      [CHUNK_HEADERS.type]: input.type || 'application/octet-stream',
    },
    onProgress: input.onProgress,
    signal: input.signal,
  });
  const counts = parseAnswer(answer.body, ChunkAnswerStruct, 'POST /api/media/upload');
  return { ...counts, complete: answer.header(CHUNK_HEADERS.status) === CHUNK_STATUS_COMPLETE };
}
