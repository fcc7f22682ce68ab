import { createHash, randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, open, readFile, readdir, rename, rm, rmdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import {
  checkKey,
  checkPrefix,
  type ByteRange,
  type ListedObject,
  type Storage,
  type StorageBody,
  type StoredObjectInfo,
} from './index';
import { withStage, writeAll, writeExactly } from './staged-write';

/** Files under one folder (MEDIA_DIR); a key is the path relative to it. */
export class DiskStorage implements Storage {
  readonly kind = 'disk';
  private readonly root: string;

  constructor(root: string) {
    this.root = path.resolve(root);
  }

  localPath(key: string): string {
    return path.join(this.root, checkKey(key));
  }

  async put(key: string, body: StorageBody): Promise<void> {
    const target = this.localPath(key);
    await mkdir(path.dirname(target), { recursive: true });
    // Written under a hidden temporary name and renamed: a reader never sees half a file, a failed write leaves none.
    const temporary = path.join(path.dirname(target), `.tmp-${randomUUID()}`);
    try {
      if (Buffer.isBuffer(body)) await writeFile(temporary, body);
      else {
        const file = await open(temporary, 'w');
        try {
          await writeExactly(body.stream, body.size, file);
        } finally {
          await file.close();
        }
      }
      await rename(temporary, target);
    } finally {
      await rm(temporary, { force: true });
    }
  }

  async joinToFile(parts: ReadonlyArray<{ key: string; size: number }>, file: string): Promise<void> {
    const output = await open(file, 'wx');
    try {
      // File to file through one reused buffer: streams would allocate (and leave to the garbage collector) a new
      // buffer for every 64 KiB of a file of up to 40 MB.
      await withStage(async (buffer) => {
        for (const part of parts) {
          const input = await open(this.localPath(part.key), 'r');
          try {
            let copied = 0;
            for (;;) {
              const { bytesRead } = await input.read(buffer, 0, buffer.length, null);
              if (bytesRead === 0) break;
              await writeAll(output, buffer, bytesRead);
              copied += bytesRead;
            }
            if (copied !== part.size) throw new Error(`${part.key} has ${copied} bytes, listed ${part.size}`);
          } finally {
            await input.close();
          }
        }
      });
    } finally {
      await output.close();
    }
  }

  async putFile(key: string, file: string): Promise<void> {
    const target = this.localPath(key);
    await mkdir(path.dirname(target), { recursive: true });
    try {
      await rename(file, target);
    } catch (error) {
      // Another file system (a temporary folder elsewhere): copied, then removed.
      if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
      const { size } = await stat(file);
      await this.put(key, { stream: createReadStream(file), size });
      await rm(file, { force: true });
    }
  }

  async head(key: string): Promise<StoredObjectInfo | undefined> {
    const info = await stat(this.localPath(key)).catch(() => undefined);
    if (!info?.isFile()) return undefined;
    // Size and modification time, as @fastify/static's ETag: a rewritten file gets a new one.
    const etag = createHash('sha1').update(`${info.size}-${info.mtimeMs}-${info.ino}`).digest('base64url').slice(0, 20);
    return { size: info.size, etag: `"${etag}"`, modifiedAt: info.mtime };
  }

  async read(key: string, range?: ByteRange): Promise<Readable | undefined> {
    if (!(await this.head(key))) return undefined;
    return createReadStream(this.localPath(key), range ? { start: range.start, end: range.end } : {});
  }

  async readBuffer(key: string): Promise<Buffer | undefined> {
    return readFile(this.localPath(key)).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'EISDIR' || error.code === 'ENOTDIR') return undefined;
      throw error;
    });
  }

  async delete(keys: string[]): Promise<void> {
    const targets = keys.map((key) => this.localPath(key));
    await Promise.all(targets.map((target) => rm(target, { force: true })));
    // Folders left empty (a chunked upload's) go too; a folder that still holds something stays.
    const folders = new Set(targets.map((target) => path.dirname(target)));
    for (const folder of folders) await this.removeEmptyFolders(folder);
  }

  async list(prefix: string): Promise<ListedObject[]> {
    const folder = path.join(this.root, checkPrefix(prefix));
    const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch(() => []);
    const found: ListedObject[] = [];
    for (const entry of entries) {
      if (!entry.isFile()) continue;
      const key = path.relative(this.root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
      // Hidden names are temporary files being written.
      if (key.split('/').some((part) => part.startsWith('.'))) continue;
      const info = await stat(path.join(entry.parentPath, entry.name)).catch(() => undefined);
      if (info) found.push({ key, size: info.size, modifiedAt: info.mtime });
    }
    return found.sort((a, b) => a.key.localeCompare(b.key));
  }

  async prepare(): Promise<void> {
    await mkdir(this.root, { recursive: true });
  }

  close(): void {}

  private async removeEmptyFolders(folder: string): Promise<void> {
    let current = folder;
    while (current.startsWith(this.root + path.sep)) {
      const entries = await readdir(current).catch(() => undefined);
      if (!entries || entries.length > 0) return;
      await rmdir(current).catch(() => undefined);
      current = path.dirname(current);
    }
  }
}
