import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, test } from 'node:test';
import { jpeg } from '../../test/photos';
import { temporaryDir } from '../../test/setup';
import {
  decodesAsVideo,
  ffmpegBinary,
  probeVideo,
  passFilter,
  renderStory,
  STORY_FPS,
  storyPasses,
  storyTimeline,
  titleLines,
  type PhotoSource,
} from './render';

describe('video story render', () => {
  test('the timeline fills the duration: title card first, photos in equal slots, each fading in over the last', () => {
    const timeline = storyTimeline(3, 12);
    assert.equal(timeline.title, 2);
    const slot = (12 - 2) / 3;
    assert.deepEqual(
      timeline.starts.map((start) => +start.toFixed(3)),
      [2 - 1, 2 - 1 + slot, 2 - 1 + 2 * slot].map((value) => +value.toFixed(3)),
    );
    assert.equal(timeline.fade, 1);
    // The last photo lasts to the end.
    assert.equal(+((timeline.starts[2] ?? 0) + (timeline.lengths[2] ?? 0)).toFixed(3), 12);
    assert.throws(() => storyTimeline(0, 10), /at least one photo/);
  });

  test('captions become a title and wrapped lines; blank ones are skipped', () => {
    const lines = titleLines([
      '  Anna & Tom  ',
      '',
      'A long subtitle that goes well beyond forty characters in one line',
    ]);
    assert.equal(lines.title, 'Anna & Tom');
    assert.ok(lines.subtitle.split('\n').length >= 2);
    assert.ok(lines.subtitle.split('\n').every((line) => line.length <= 40));
    assert.deepEqual(titleLines([]), { title: '', subtitle: '' });
  });

  test('caption text never reaches the filter graph (textfile with expansion off)', () => {
    const timeline = storyTimeline(2, 6);
    const [pass] = storyPasses(timeline, 10);
    const filter = passFilter(timeline, pass!, { title: true, subtitle: true });
    assert.match(filter, /textfile=title\.txt:expansion=none/);
    assert.match(filter, /textfile=subtitle\.txt:expansion=none/);
    assert.doesNotMatch(filter, /xfade/);
  });

  test('the story is cut into runs of a few photos, each cut on a frame where one photo is alone on screen', () => {
    const passes = storyPasses(storyTimeline(25, 60), 10);
    assert.deepEqual(
      passes.map((pass) => pass.photos.length),
      [10, 11, 6],
      'ten photos fading in per run, after the first run with the one on screen',
    );
    for (const [count, seconds, perPass] of [
      [25, 60, 10],
      [3, 150, 1],
      [200, 20, 10],
      // Each photo alone for 0.039 s: some of those hold no frame, so no cut is made there.
      [100, 7, 1],
      // The last photos arrive during the closing fade to black: no cut there.
      [40, 10, 1],
    ] as const) {
      const timeline = storyTimeline(count, seconds);
      const runs = storyPasses(timeline, perPass);
      const label = `${count} photos, ${seconds} s, ${perPass} a run`;
      const fadingIn = runs.map((run) => run.photos.filter((photo) => timeline.starts[photo]! >= run.from));
      assert.deepEqual(fadingIn.flat(), [...Array(count).keys()], `${label}: every photo fades in once, in order`);
      assert.equal(runs[0]!.from, 0);
      assert.equal(runs.at(-1)!.to, seconds);
      for (const [index, run] of runs.slice(1).entries()) {
        const before = runs[index]!;
        assert.equal(run.from, before.to, `${label}: the runs meet`);
        assert.ok(Number.isInteger(+(run.from * STORY_FPS).toFixed(6)), `${label}: cut ${run.from} on a frame`);
        // The run starts with the photo on screen, faded in and not yet covered, before the fade to black.
        const [alone, next] = run.photos;
        assert.equal(alone, before.photos.at(-1));
        const start = timeline.starts[alone!]! + timeline.fade;
        const end = Math.min(timeline.starts[next!]!, seconds - Math.min(0.5, seconds / 10));
        assert.ok(start <= run.from && run.from <= end, `${label}: cut ${run.from} outside ${start}–${end}`);
      }
      if (perPass === 1 && count > 3)
        assert.ok(
          fadingIn.some((photos) => photos.length > 1),
          `${label}: skipped a cut`,
        );
    }
    assert.throws(() => storyPasses(storyTimeline(2, 6), 0), /photosPerPass/);
  });

  test('renders a short story: 1280x720 H.264 yuv420p of the asked duration', async () => {
    const workDir = await temporaryDir('story-test-');
    const ffmpeg = await ffmpegBinary(process.env.FFMPEG_PATH);
    const output = await renderStory(
      {
        photos: [await jpeg(640, 480), await jpeg(300, 600)].map((photo) => async () => photo),
        // Filter syntax and drawtext expansion in a caption stay text.
        texts: ["Anna's day: [0:v] %{pts} \\ ;,", 'June 2026'],
        durationSeconds: 3,
      },
      { ffmpegPath: ffmpeg, workDir },
    );
    const video = await probeVideo(ffmpeg, output);
    assert.equal(video.codec, 'h264');
    assert.equal(video.pixelFormat, 'yuv420p');
    assert.deepEqual([video.width, video.height], [1280, 720]);
    assert.ok(Math.abs(video.durationSeconds - 3) < 0.1, `duration ${video.durationSeconds}`);
  });

  test('decodesAsVideo: true for a rendered story, false for bytes ffmpeg refuses, and a rejection when ffmpeg cannot run', async () => {
    const workDir = await temporaryDir('story-test-');
    const ffmpeg = await ffmpegBinary(process.env.FFMPEG_PATH);
    const output = await renderStory(
      { photos: [async () => jpeg(320, 240)], texts: ['Check'], durationSeconds: 2 },
      { ffmpegPath: ffmpeg, workDir },
    );
    assert.equal(await decodesAsVideo(ffmpeg, output), true);
    const notVideo = path.join(workDir, 'not-video.mp4');
    await writeFile(notVideo, Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypmp42'), Buffer.alloc(12)]));
    assert.equal(await decodesAsVideo(ffmpeg, notVideo), false);
    await assert.rejects(
      decodesAsVideo(path.join(workDir, 'no-ffmpeg-here'), output),
      /ffmpeg could not check the video/,
    );
  });

  test('photos load only when their turn comes, at most fitAtOnce held at a time; a photo may be a file or its bytes', async () => {
    const workDir = await temporaryDir('story-test-');
    const onDisk = path.join(await temporaryDir('story-photo-'), 'photo.jpg');
    await writeFile(onDisk, await jpeg(400, 300));
    const sources: PhotoSource[] = [await jpeg(640, 480), onDisk, await jpeg(300, 600), onDisk, await jpeg(500, 500)];
    /** For each photo as it loads: itself and the photos before it not yet fitted, all held at once. */
    const held: number[] = [];
    const photos = sources.map((source, index) => async () => {
      const fitted = sources
        .slice(0, index)
        .filter((_, before) => existsSync(path.join(workDir, `photo-${before}.jpg`)));
      held.push(index - fitted.length + 1);
      await new Promise((resolve) => setImmediate(resolve));
      return source;
    });
    const ffmpegPath = await ffmpegBinary(process.env.FFMPEG_PATH);
    const output = await renderStory(
      { photos, texts: ['A few at a time'], durationSeconds: 3 },
      { ffmpegPath, workDir, fitAtOnce: 2 },
    );
    assert.equal(held.length, sources.length, 'each photo loaded once');
    assert.equal(Math.max(...held), 2, `photos held as each loaded: ${held.join(', ')}`);
    assert.ok(Math.abs((await probeVideo(ffmpegPath, output)).durationSeconds - 3) < 0.1);
  });

  test('a story made in several runs matches the same story made in one, frame for frame', async () => {
    const ffmpegPath = await ffmpegBinary(process.env.FFMPEG_PATH);
    const sources = await Promise.all([640, 300, 500, 800, 420].map((width) => jpeg(width, 480)));
    const render = async (photosPerPass: number) =>
      renderStory(
        { photos: sources.map((photo) => async () => photo), texts: ['Runs'], durationSeconds: 4 },
        { ffmpegPath, workDir: await temporaryDir('story-test-'), photosPerPass },
      );
    const [whole, inRuns] = [await render(10), await render(2)];
    assert.equal(await frameCount(ffmpegPath, inRuns), 4 * STORY_FPS);
    assert.equal(await frameCount(ffmpegPath, whole), 4 * STORY_FPS);
    // Only the encoding differs (each run starts on a keyframe): a run that lost its photo or its timing would not.
    const psnr = await leastPsnr(ffmpegPath, whole, inRuns);
    assert.ok(psnr >= 35, `least PSNR between the two ${psnr} dB`);
  });

  test('a photo that is not an image fails the render with its reason', async () => {
    const workDir = await temporaryDir('story-test-');
    await assert.rejects(
      renderStory(
        { photos: [async () => Buffer.from('not an image')], texts: ['x'], durationSeconds: 2 },
        { ffmpegPath: await ffmpegBinary(undefined), workDir },
      ),
      /unsupported image format|Input buffer/i,
    );
  });
});

function ffmpegOutput(ffmpegPath: string, args: string[]): Promise<string> {
  return new Promise((resolve) => execFile(ffmpegPath, ['-hide_banner', ...args], (_error, _out, err) => resolve(err)));
}

async function frameCount(ffmpegPath: string, file: string): Promise<number> {
  const output = await ffmpegOutput(ffmpegPath, ['-i', file, '-map', '0:v', '-c', 'copy', '-f', 'null', '-']);
  return Number([...output.matchAll(/frame=\s*(\d+)/g)].at(-1)?.[1]);
}

/** The lowest PSNR of any frame of `b` against the same frame of `a` (inf when identical). */
async function leastPsnr(ffmpegPath: string, a: string, b: string): Promise<number> {
  const output = await ffmpegOutput(ffmpegPath, ['-i', a, '-i', b, '-lavfi', '[0:v][1:v]psnr', '-f', 'null', '-']);
  const least = /PSNR .* min:(\S+)/.exec(output)?.[1];
  assert.ok(least, output);
  return least === 'inf' ? Infinity : Number(least);
}
