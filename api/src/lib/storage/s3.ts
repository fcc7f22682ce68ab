import { createReadStream } from 'node:fs';
import { open, rm, stat } from 'node:fs/promises';
import { pipeline, type Readable } from 'node:stream';
import {
  CreateBucketCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { S3Config } from '../../config';
import {
  bodySize,
  checkKey,
  checkPrefix,
  exactly,
  type ByteRange,
  type ListedObject,
  type Storage,
  type StorageBody,
  type StoredObjectInfo,
} from './index';
import { writeExactly } from './staged-write';

/** Objects in one bucket of an S3-compatible service (MinIO, the AWS one, ...); a key is the object's key. */
export class S3Storage implements Storage {
  readonly kind = 's3';
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor({ bucket, endpoint, region, accessKeyId, secretAccessKey }: S3Config) {
    this.bucket = bucket;
    this.client = new S3Client({
      ...(endpoint ? { endpoint } : {}),
      region,
      credentials: { accessKeyId, secretAccessKey },
      // Bucket in the path (MinIO and most self-hosted services have no per-bucket host names).
      forcePathStyle: true,
      // Checksums only where an operation demands one: by default the SDK sends streamed bodies aws-chunked with a
      // trailing checksum, which services without that encoding store framing bytes and all.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  localPath(): undefined {
    return undefined;
  }

  async put(key: string, body: StorageBody, contentType?: string): Promise<void> {
    // An object appears only once the whole body has arrived; a stream that ends short or fails aborts the request.
    const abort = new AbortController();
    let payload: Buffer | Readable;
    if (Buffer.isBuffer(body)) payload = body;
    else {
      const counted = exactly(body.size);
      // pipeline, not pipe: a source closed early (a cut connection) without an error event still fails the PUT.
      pipeline(body.stream, counted, (error) => {
        if (error) abort.abort(error);
      });
      payload = counted;
    }
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: checkKey(key),
        Body: payload,
        ContentLength: bodySize(body),
        ...(contentType ? { ContentType: contentType } : {}),
      }),
      { abortSignal: abort.signal },
    );
  }

  async joinToFile(parts: ReadonlyArray<{ key: string; size: number }>, file: string): Promise<void> {
    const output = await open(file, 'wx');
    try {
      for (const part of parts) {
        const stream = await this.read(part.key);
        if (!stream) throw new Error(`${part.key} is missing`);
        await writeExactly(stream, part.size, output);
      }
    } finally {
      await output.close();
    }
  }

  async putFile(key: string, file: string, contentType?: string): Promise<void> {
    const { size } = await stat(file);
    await this.put(key, { stream: createReadStream(file), size }, contentType);
    await rm(file, { force: true });
  }

  async head(key: string): Promise<StoredObjectInfo | undefined> {
    try {
      const answer = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: checkKey(key) }));
      return {
        size: answer.ContentLength ?? 0,
        etag: answer.ETag ?? `"${answer.LastModified?.getTime() ?? 0}"`,
        modifiedAt: answer.LastModified ?? new Date(0),
      };
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  async read(key: string, range?: ByteRange): Promise<Readable | undefined> {
    try {
      const answer = await this.client.send(
        new GetObjectCommand({
          Bucket: this.bucket,
          Key: checkKey(key),
          ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
        }),
      );
      return answer.Body as Readable;
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  async readBuffer(key: string): Promise<Buffer | undefined> {
    const stream = await this.read(key);
    if (!stream) return undefined;
    const parts: Buffer[] = [];
    for await (const part of stream) parts.push(part as Buffer);
    return Buffer.concat(parts);
  }

  async delete(keys: string[]): Promise<void> {
    keys.forEach(checkKey);
    // DeleteObjects takes at most 1000 keys.
    for (let start = 0; start < keys.length; start += 1000) {
      const batch = keys.slice(start, start + 1000);
      const answer = await this.client.send(
        new DeleteObjectsCommand({
          Bucket: this.bucket,
          Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true },
        }),
      );
      const failed = (answer.Errors ?? []).filter((error) => error.Code !== 'NoSuchKey');
      if (failed.length > 0)
        throw new Error(`could not delete ${failed.map((error) => `${error.Key} (${error.Code})`).join(', ')}`);
    }
  }

  async list(prefix: string): Promise<ListedObject[]> {
    const found: ListedObject[] = [];
    let token: string | undefined;
    do {
      const answer = await this.client.send(
        new ListObjectsV2Command({
          Bucket: this.bucket,
          Prefix: checkPrefix(prefix),
          ...(token ? { ContinuationToken: token } : {}),
        }),
      );
      for (const item of answer.Contents ?? []) {
        if (item.Key) found.push({ key: item.Key, size: item.Size ?? 0, modifiedAt: item.LastModified ?? new Date(0) });
      }
      token = answer.IsTruncated ? answer.NextContinuationToken : undefined;
    } while (token);
    return found.sort((a, b) => a.key.localeCompare(b.key));
  }

  /** Creates the bucket when the service does not have it yet (a fresh MinIO, as docker-compose starts one). */
  async prepare(): Promise<void> {
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
    } catch (error) {
      if (!isMissing(error)) throw error;
      await this.client.send(new CreateBucketCommand({ Bucket: this.bucket }));
    }
  }

  close(): void {
    this.client.destroy();
  }
}

function isMissing(error: unknown): boolean {
  if (!(error instanceof S3ServiceException)) return false;
  return error.$metadata.httpStatusCode === 404 || ['NoSuchKey', 'NotFound', 'NoSuchBucket'].includes(error.name);
}
