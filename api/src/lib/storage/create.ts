import type { S3Config } from '../../config';
import { DiskStorage } from './disk';
import type { Storage } from './index';
import { S3Storage } from './s3';

/** S3-compatible storage when its settings are given, else the local media folder. */
export function createStorage({ mediaDir, s3 }: { mediaDir: string; s3: S3Config | undefined }): Storage {
  return s3 ? new S3Storage(s3) : new DiskStorage(mediaDir);
}
