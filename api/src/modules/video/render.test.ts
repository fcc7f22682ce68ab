import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, test } from 'node:test';
import { jpeg } from '../../test/photos';
import { temporaryDir } from '../../test/setup';
import {
  ffmpegBinary,
  probeVideo,
  renderStory,
  storyFilter,
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
    const filter = storyFilter(storyTimeline(2, 6), { title: true, subtitle: true });
    assert.match(filter, /textfile=title\.txt:expansion=none/);
    assert.match(filter, /textfile=subtitle\.txt:expansion=none/);
    assert.doesNotMatch(filter, /xfade/);
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
