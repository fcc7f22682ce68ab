import { execFile } from 'node:child_process';
import { access, chmod, constants, writeFile } from 'node:fs/promises';
import { availableParallelism, setPriority } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ffmpeg from '@ffmpeg-installer/ffmpeg';
import pLimit from 'p-limit';
import sharp from 'sharp';

// A video story from a clip's photos (docs/decisions/0021): a title card with the captions, then the photos in their
// order, each fading in over the one before (this ffmpeg build has no xfade: the photo fades in on its alpha channel
// and is overlaid), 1280×720 H.264 yuv420p at 25 fps with +faststart, exactly `durationSeconds` long.

export const STORY_WIDTH = 1280;
export const STORY_HEIGHT = 720;
export const STORY_FPS = 25;
const BACKGROUND = '0x111111';
const FONT_DIR = fileURLToPath(new URL('../../../assets/fonts/', import.meta.url));
export const FONTS = {
  regular: path.join(FONT_DIR, 'DejaVuSans.ttf'),
  bold: path.join(FONT_DIR, 'DejaVuSans-Bold.ttf'),
};
/** Characters per title line before it wraps, and lines kept: a caption is short, but nothing stops a long one. */
const LINE_LENGTH = 40;
const MAX_LINES = 6;

export interface StoryTimeline {
  /** Seconds the title card shows before the first photo starts fading in over it. */
  title: number;
  /** Seconds each crossfade takes. */
  fade: number;
  /** When each photo starts fading in, in seconds from the start. */
  starts: number[];
  /** How long each photo's stream lasts (until the next has covered it; the last one to the end). */
  lengths: number[];
  total: number;
}

/**
 * The title card takes a sixth of the story (1 to 4 s); the photos share the rest equally, each fading in over the
 * previous one for up to a second (at most a third of its time on screen).
 */
export function storyTimeline(photoCount: number, durationSeconds: number): StoryTimeline {
  if (photoCount < 1) throw new Error('A story needs at least one photo');
  const total = durationSeconds;
  const title = Math.min(4, Math.max(1, total / 6));
  const slot = (total - title) / photoCount;
  const fade = Math.min(1, slot / 3);
  const starts = Array.from({ length: photoCount }, (_, index) => title - fade + index * slot);
  const lengths = starts.map((start, index) => (index === photoCount - 1 ? total - start : slot + fade));
  return { title, fade, starts, lengths, total };
}

/** Caption values as title lines: the first is the title, the rest a smaller line each; long ones wrap. */
export function titleLines(texts: string[]): { title: string; subtitle: string } {
  const wrap = (text: string) => {
    const lines: string[] = [];
    for (const word of text.replace(/\s+/g, ' ').trim().split(' ')) {
      const last = lines.at(-1);
      if (last !== undefined && (last + ' ' + word).length <= LINE_LENGTH) lines[lines.length - 1] = `${last} ${word}`;
      else for (let at = 0; at < word.length; at += LINE_LENGTH) lines.push(word.slice(at, at + LINE_LENGTH));
    }
    return lines;
  };
  const [first = '', ...rest] = texts.map((text) => text.trim()).filter((text) => text.length > 0);
  return {
    title: wrap(first).slice(0, 2).join('\n'),
    subtitle: rest
      .flatMap(wrap)
      .slice(0, MAX_LINES - 2)
      .join('\n'),
  };
}

export interface RenderOptions {
  ffmpegPath: string;
  /** A private empty folder for the intermediate files; the story is written there as story.mp4. */
  workDir: string;
  /** x264 preset and thread count: veryfast and 2 keep a story under real time on two cores (bench:render). */
  preset?: string;
  threads?: number;
  /** ffmpeg is stopped once its runs for the story have taken this long together. */
  timeoutMs?: number;
  /** Photos fitted at the same time (each held in memory meanwhile); by default one per core. */
  fitAtOnce?: number;
  /** Photos fading in per ffmpeg run (see storyPasses); ffmpeg's memory grows by about 6.5 MiB per photo in a run. */
  photosPerPass?: number;
}

/** A photo as sharp reads it: a file on this machine or its bytes. */
export type PhotoSource = string | Buffer;

export interface StoryInput {
  /**
   * The photos in story order, each loaded only when its turn comes: a few are fitted at a time (see
   * RenderOptions.fitAtOnce), so a story of 200 large originals holds a few of them in memory, not all 200.
   */
  photos: ReadonlyArray<() => Promise<PhotoSource>>;
  /** Caption values, in their fields' order. */
  texts: string[];
  durationSeconds: number;
}

/** Renders the story into `workDir`/story.mp4 and answers its path. */
export async function renderStory(input: StoryInput, options: RenderOptions): Promise<string> {
  const { workDir } = options;
  const timeline = storyTimeline(input.photos.length, input.durationSeconds);
  // A JPEG decodes on one thread, so one photo at a time left a core idle (30 photos took twice as long), and all at
  // once held every photo in memory together (docs/decisions/0021).
  const fitting = pLimit(options.fitAtOnce ?? availableParallelism());
  const frames = await Promise.all(
    input.photos.map((load, index) =>
      fitting(async () => {
        const file = `photo-${index}.jpg`;
        await fitPhoto(await load(), path.join(workDir, file));
        return file;
      }),
    ),
  );
  const { title, subtitle } = titleLines(input.texts);
  // The captions reach drawtext only through files (textfile=, expansion=none): no caption text is ever part of the
  // filter string, so nothing a shopper typed can change the filter graph or expand %{...}.
  await writeFile(path.join(workDir, 'title.txt'), title);
  await writeFile(path.join(workDir, 'subtitle.txt'), subtitle);

  const text = { title: title.length > 0, subtitle: subtitle.length > 0 };
  const limitMs = options.timeoutMs ?? 15 * 60_000;
  const limit = { deadline: Date.now() + limitMs, limitMs };
  const passes = storyPasses(timeline, options.photosPerPass ?? PHOTOS_PER_PASS);
  for (const [index, pass] of passes.entries()) {
    const args = [
      ...QUIET,
      '-f',
      'lavfi',
      '-i',
      `color=c=${BACKGROUND}:s=${STORY_WIDTH}x${STORY_HEIGHT}:r=${STORY_FPS}:d=${seconds(pass.to - pass.from)}`,
      ...pass.photos.flatMap((photo) => ['-i', frames[photo]!]),
      '-filter_complex',
      passFilter(timeline, pass, text),
      '-map',
      '[story]',
      '-c:v',
      'libx264',
      '-preset',
      options.preset ?? 'veryfast',
      '-crf',
      '23',
      '-threads',
      String(options.threads ?? 2),
      '-pix_fmt',
      'yuv420p',
      '-r',
      String(STORY_FPS),
      '-t',
      seconds(pass.to - pass.from),
      passFile(index),
    ];
    await runFfmpeg(options.ffmpegPath, args, workDir, limit);
  }
  // The passes end to end without encoding again (each begins on a keyframe; the concat demuxer keeps time running on).
  await writeFile(path.join(workDir, 'passes.txt'), passes.map((_, index) => `file '${passFile(index)}'\n`).join(''));
  const concat = [...QUIET, '-f', 'concat', '-i', 'passes.txt', '-c', 'copy', '-movflags', '+faststart', 'story.mp4'];
  await runFfmpeg(options.ffmpegPath, concat, workDir, limit);
  return path.join(workDir, 'story.mp4');
}

const QUIET = ['-hide_banner', '-loglevel', 'error', '-y'];
const passFile = (index: number) => `pass-${index}.mp4`;

/** The photo upright, fitted into the frame over a blurred, darkened copy of itself (no black bars). */
async function fitPhoto(photo: PhotoSource, file: string): Promise<void> {
  const upright = sharp(photo, { failOn: 'error' }).rotate();
  const [front, back] = await Promise.all([
    upright.clone().resize(STORY_WIDTH, STORY_HEIGHT, { fit: 'inside' }).toBuffer(),
    upright
      .clone()
      .resize(STORY_WIDTH / 8, STORY_HEIGHT / 8, { fit: 'cover' })
      .blur(3)
      .modulate({ brightness: 0.45 })
      .toBuffer(),
  ]);
  await sharp(back)
    .resize(STORY_WIDTH, STORY_HEIGHT)
    .composite([{ input: front, gravity: 'centre' }])
    .jpeg({ quality: 90 })
    .toFile(file);
}

const seconds = (value: number) => value.toFixed(3);

/**
 * ffmpeg keeps every input of a run open, so a run's memory grows with its photos (about 6.5 MiB each: 767 MiB for
 * 100 photos in one run). The story is made in runs of a few photos each, joined at the end.
 */
const PHOTOS_PER_PASS = 10;

/** One ffmpeg run: the story from `from` to `to` (seconds), and the photos on screen in it, in story order. */
export interface StoryPass {
  from: number;
  to: number;
  photos: number[];
}

const toFrame = (time: number) => Math.round(time * STORY_FPS);

/**
 * The story cut into runs of at most `photosPerPass` photos fading in. A run ends on a frame while one photo fills
 * the screen alone (its fade-in done, the next one's not begun, the fade-out not begun); the next run starts with that
 * photo as it is and goes on. Where a photo is on screen for less than a frame alone, no cut is made there.
 */
export function storyPasses(timeline: StoryTimeline, photosPerPass: number): StoryPass[] {
  if (!Number.isInteger(photosPerPass) || photosPerPass < 1)
    throw new Error('photosPerPass must be a whole number from 1');
  const { starts, fade, total } = timeline;
  const passes: StoryPass[] = [];
  let from = 0;
  let photos: number[] = [];
  let fadingIn = 0;
  starts.forEach((start, index) => {
    const shown = index - 1;
    if (shown >= 0 && fadingIn >= photosPerPass) {
      // Photo `shown` alone on screen from the end of its fade-in until this one starts: the frame midway.
      const alone = starts[shown]! + fade;
      const until = Math.min(start, total - fadeOutSeconds(total));
      const cut = Math.min(
        Math.max(toFrame((alone + until) / 2), Math.ceil(alone * STORY_FPS)),
        Math.floor(until * STORY_FPS),
      );
      if (cut / STORY_FPS >= alone && cut / STORY_FPS <= until && cut / STORY_FPS > from) {
        passes.push({ from, to: cut / STORY_FPS, photos });
        from = cut / STORY_FPS;
        photos = [shown];
        fadingIn = 0;
      }
    }
    photos.push(index);
    fadingIn += 1;
  });
  passes.push({ from, to: total, photos });
  return passes;
}

/** The story's closing fade to black. */
const fadeOutSeconds = (total: number) => Math.min(0.5, total / 10);

/**
 * One run's filter graph. Input 0 is the background, inputs 1.. the run's photos (single frames, repeated by loop),
 * each fading in over the one before at its time in the run; one already on screen when the run starts is drawn as it
 * is. The title card (`text`: which lines it has) is drawn in the run that starts the story, and the fade to black in
 * the run that holds the end.
 */
export function passFilter(
  timeline: StoryTimeline,
  pass: StoryPass,
  text: { title: boolean; subtitle: boolean },
): string {
  const titleEnd = seconds(timeline.title);
  const drawText = (file: string, font: string, size: number, y: string) =>
    `drawtext=fontfile=${font}:textfile=${file}:expansion=none:fontcolor=white:fontsize=${size}:line_spacing=12` +
    `:x=(w-text_w)/2:y=${y}:enable='lt(t,${titleEnd})'`;
  // Only the run that starts the story shows the title card (later runs begin after a photo has covered it).
  const { title, subtitle } = pass.from === 0 ? text : { title: false, subtitle: false };
  const card = [
    title ? drawText('title.txt', filterPath(FONTS.bold), 60, subtitle ? '(h/2-text_h-20)' : '(h-text_h)/2') : '',
    subtitle ? drawText('subtitle.txt', filterPath(FONTS.regular), 36, '(h/2+20)') : '',
  ].filter(Boolean);
  const chains = [`[0:v]${card.length > 0 ? card.join(',') : 'null'}[base]`];
  let below = 'base';
  pass.photos.forEach((photo, input) => {
    const photoStart = timeline.starts[photo] ?? 0;
    const photoEnd = Math.min(photoStart + (timeline.lengths[photo] ?? 0), pass.to);
    const start = Math.max(photoStart, pass.from);
    const frameCount = Math.max(1, Math.round((photoEnd - start) * STORY_FPS));
    const fadeIn = photoStart >= pass.from ? `format=yuva420p,fade=t=in:st=0:d=${seconds(timeline.fade)}:alpha=1,` : '';
    chains.push(
      `[${input + 1}:v]loop=loop=${frameCount - 1}:size=1:start=0,setpts=N/${STORY_FPS}/TB,${fadeIn}` +
        `setpts=PTS+${seconds(start - pass.from)}/TB[p${input}]`,
      `[${below}][p${input}]overlay=eof_action=pass[v${input}]`,
    );
    below = `v${input}`;
  });
  const fadeOut = fadeOutSeconds(timeline.total);
  const fadeOutStart = timeline.total - fadeOut;
  const ending =
    pass.to >= timeline.total ? `fade=t=out:st=${seconds(fadeOutStart - pass.from)}:d=${seconds(fadeOut)},` : '';
  chains.push(`[${below}]${ending}format=yuv420p[story]`);
  return chains.join(';');
}

/** Our own paths only (the font folder): refuse anything a filter option would need escaping for. */
function filterPath(file: string): string {
  if (!/^[\w/.-]+$/.test(file))
    throw new Error(`The font path ${file} has characters ffmpeg's filter syntax would need escaped`);
  return file;
}

/** FFMPEG_PATH, else the binary inside @ffmpeg-installer/ffmpeg (made executable when unpacked without the bit). */
export async function ffmpegBinary(configured: string | undefined): Promise<string> {
  if (configured) return configured;
  await access(ffmpeg.path, constants.X_OK).catch(() => chmod(ffmpeg.path, 0o755));
  return ffmpeg.path;
}

/**
 * True when ffmpeg decodes a first video frame of `file`, false when it exits refusing it: a file that only starts
 * like an MP4 (the bytes file-type reads) is not a video a shopper could watch. Rejects when ffmpeg could not judge
 * (not found, killed at `timeoutMs`): the server's fault, not the file's.
 */
export function decodesAsVideo(binary: string, file: string, timeoutMs = 30_000): Promise<boolean> {
  const args = ['-nostdin', '-v', 'error', '-i', file, '-map', '0:v:0', '-frames:v', '1', '-f', 'null', '-'];
  return new Promise((resolve, reject) => {
    execFile(binary, args, { timeout: timeoutMs }, (error) => {
      if (!error) return resolve(true);
      if (typeof error.code === 'number' && !error.killed) return resolve(false);
      reject(
        new Error(
          `ffmpeg could not check the video: ${error.killed ? `no answer in ${timeoutMs / 1000} s` : error.message}`,
        ),
      );
    });
  });
}

/**
 * Runs ffmpeg at a lower CPU priority than the API, so answers stay quick while a story renders; stopped when the
 * whole render's time (`limitMs`, ending at `deadline`, epoch ms) is up.
 */
function runFfmpeg(
  binary: string,
  args: string[],
  cwd: string,
  { deadline, limitMs }: { deadline: number; limitMs: number },
): Promise<void> {
  const timeoutMs = Math.max(1, deadline - Date.now());
  return new Promise((resolve, reject) => {
    const child = execFile(
      binary,
      args,
      { cwd, timeout: timeoutMs, maxBuffer: 4 * 1024 * 1024 },
      (error, _stdout, stderr) => {
        if (!error) return resolve();
        const detail = stderr.trim().split('\n').slice(-3).join(' ').slice(0, 400);
        reject(
          new Error(
            error.killed
              ? `The render took longer than ${limitMs / 1000} s`
              : `ffmpeg failed${detail ? `: ${detail}` : ` (${error.message})`}`,
          ),
        );
      },
    );
    if (child.pid !== undefined) {
      try {
        setPriority(child.pid, 10);
      } catch {
        // Not allowed here (some containers): it runs at normal priority.
      }
    }
  });
}

/** Duration (seconds), frame size and video codec of a video, read from `ffmpeg -i` (no ffprobe in the package). */
export async function probeVideo(
  ffmpegPath: string,
  file: string,
): Promise<{ durationSeconds: number; width: number; height: number; codec: string; pixelFormat: string }> {
  const stderr = await new Promise<string>((resolve) => {
    execFile(ffmpegPath, ['-hide_banner', '-i', file], (_error, _stdout, output) => resolve(output));
  });
  const duration = /Duration: (\d+):(\d+):(\d+(?:\.\d+)?)/.exec(stderr);
  const video = /Stream #\S+.*?: Video: (\w+)[^,]*, (\w+)[^,]*(?:\([^)]*\))?, (\d+)x(\d+)/.exec(stderr);
  if (!duration || !video) throw new Error(`Not a readable video: ${stderr.trim().split('\n').at(-1) ?? ''}`);
  return {
    durationSeconds: Number(duration[1]) * 3600 + Number(duration[2]) * 60 + Number(duration[3]),
    codec: video[1] ?? '',
    pixelFormat: video[2] ?? '',
    width: Number(video[3]),
    height: Number(video[4]),
  };
}
