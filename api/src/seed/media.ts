import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdir, rename, rm } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pLimit from 'p-limit';
import sharp from 'sharp';
import { exists } from '../lib/files';
import type { NewMedia } from '../modules/media/repository';
import { ffmpegBinary } from '../modules/video/render';

export interface MediaJob {
  file: string;
  kind: 'image' | 'video';
  width: number;
  height: number;
  /** Writes the file at `target`. */
  make(target: string): Promise<void>;
}

export const VIDEO = { width: 640, height: 360, seconds: 3, fps: 25 } as const;

export const originalPath = (file: string) => path.join('originals', file);

export function imageJob(file: string, width: number, height: number, svg: () => string): MediaJob {
  return { file, kind: 'image', width, height, make: (target) => sharp(Buffer.from(svg())).png().toFile(target).then(() => undefined) };
}

/** A short H.264 clip that slowly zooms into a still: enough to exercise players, ranges and previews. */
export function videoJob(file: string, frameSvg: () => string): MediaJob {
  return {
    file,
    kind: 'video',
    width: VIDEO.width,
    height: VIDEO.height,
    async make(target) {
      const frame = path.join(path.dirname(target), `frame-${randomUUID()}.png`);
      try {
        await sharp(Buffer.from(frameSvg())).png().toFile(frame);
        const frames = VIDEO.seconds * VIDEO.fps;
        await run(await ffmpegBinary(undefined), [
          ...['-hide_banner', '-loglevel', 'error', '-y', '-loop', '1', '-framerate', String(VIDEO.fps), '-i', frame],
          '-vf',
          `zoompan=z='1+0.15*on/${frames}':x='(iw-iw/zoom)/2':y='(ih-ih/zoom)/2':d=${frames}:s=${VIDEO.width}x${VIDEO.height}:fps=${VIDEO.fps},format=yuv420p`,
          ...['-frames:v', String(frames), '-c:v', 'libx264', '-preset', 'veryfast', '-crf', '26', '-movflags', '+faststart', target],
        ]);
      } finally {
        await rm(frame, { force: true });
      }
    },
  };
}

/**
 * Makes every file that is not yet in `<mediaDir>/originals` (so restarts and re-seeds reuse earlier work)
 * and returns the rows for the media table.
 */
export async function generateMedia(mediaDir: string, jobs: MediaJob[]): Promise<NewMedia[]> {
  await mkdir(path.join(mediaDir, 'originals'), { recursive: true });
  // Images are quick and sharp has its own threads; ffmpeg runs one process per core.
  const parallel = availableParallelism();
  const ensureAll = (kind: MediaJob['kind'], limit: number) => {
    const making = pLimit(limit);
    return Promise.all(jobs.filter((job) => job.kind === kind).map((job) => making(() => ensureFile(mediaDir, job))));
  };
  await ensureAll('image', parallel * 2);
  await ensureAll('video', parallel);
  return jobs.map(({ file, kind, width, height }) => ({
    file,
    kind,
    width,
    height,
    originalPath: originalPath(file),
    mime: kind === 'video' ? 'video/mp4' : 'image/png',
  }));
}

async function ensureFile(mediaDir: string, job: MediaJob): Promise<void> {
  const target = path.join(mediaDir, originalPath(job.file));
  if (await exists(target)) return;
  // Made under a temporary name and renamed, so an interrupted seed never leaves half a file behind.
  const temporary = path.join(path.dirname(target), `tmp-${randomUUID()}-${job.file}`);
  try {
    await job.make(temporary);
    await rename(temporary, target);
  } finally {
    await rm(temporary, { force: true });
  }
}

const execFileAsync = promisify(execFile);

async function run(command: string, args: string[]): Promise<void> {
  try {
    await execFileAsync(command, args);
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr?.trim();
    throw new Error(`ffmpeg failed${stderr ? `: ${stderr}` : ''}`, { cause: error });
  }
}
