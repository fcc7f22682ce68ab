// npm run bench:render [-- --photos=30 --seconds=150 --duration=10 --connections=10]
// A video story as the render job makes it (docs/decisions/0021): 30 photos of 2400×1600, a 2:30 story, on this
// machine. Prints render time against the story's length (target ≤ 1×, real time) and the catalogue API's p99
// latency idle and while the render runs. The API is a child process (the real app, WORKERS=off, on its own
// PostgreSQL database shop_bench_render on the DATABASE_URL server, default postgres://postgres@127.0.0.1:5432/test);
// the render runs here, its ffmpeg at the lower CPU priority a worker gives it. Exits 0 whatever the figures.
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import sharp from 'sharp';
import { ffmpegBinary, probeVideo, renderStory } from '../src/modules/video/render';
import { benchDatabase, numberArgument, startChild, stopChild, type Started } from './bench-kit';

const PHOTOS = numberArgument('photos', 30);
const STORY_SECONDS = numberArgument('seconds', 150);
const LOAD_SECONDS = numberArgument('duration', 10);
/** Shoppers browsing, not a saturating flood: p99 then shows what the render takes from each answer. */
const CONNECTIONS = numberArgument('connections', 10);
const CATALOGUE = '/api/catalog?_page=1';

const bench = benchDatabase('shop_bench_render');

async function p99(url: string, seconds: number): Promise<{ p50: number; p99: number; rps: number; errors: number }> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds });
  return {
    p50: result.latency.p50,
    p99: result.latency.p99,
    rps: result.requests.average,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

/**
 * Photo-like JPEGs (noise over a colour, so they compress and decode like photos rather than flat fills), written to
 * files as the disk store keeps originals: the render reads each when its turn comes.
 */
async function photos(folder: string): Promise<string[]> {
  const files: string[] = [];
  for (let index = 0; index < PHOTOS; index += 1) {
    const file = path.join(folder, `original-${index}.jpg`);
    await sharp({
      create: {
        width: 2400,
        height: 1600,
        channels: 3,
        background: { r: (index * 37) % 256, g: (index * 91) % 256, b: 160 },
        noise: { type: 'gaussian', mean: 128, sigma: 30 },
      },
    })
      .jpeg({ quality: 85 })
      .toFile(file);
    files.push(file);
  }
  return files;
}

/**
 * The largest peak resident size (VmHWM, bytes) among this process's ffmpeg children alive now, from /proc (Linux;
 * 0 elsewhere). Sampled while the render runs, it gives ffmpeg's memory, which the render's runs bound.
 */
function ffmpegPeakRss(): number {
  let peak = 0;
  let pids: string[] = [];
  try {
    pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return 0;
  }
  for (const pid of pids) {
    try {
      const status = readFileSync(`/proc/${pid}/status`, 'utf8');
      if (!/^Name:\s+ffmpeg$/m.test(status) || !new RegExp(`^PPid:\\s+${process.pid}$`, 'm').test(status)) continue;
      peak = Math.max(peak, Number(/^VmHWM:\s+(\d+) kB$/m.exec(status)?.[1] ?? 0) * 1024);
    } catch {
      // gone meanwhile
    }
  }
  return peak;
}

const workDir = mkdtempSync(path.join(os.tmpdir(), 'bench-render-'));
let api: Started | undefined;
try {
  console.log(`bench:render: ${PHOTOS} photos, a ${STORY_SECONDS} s story, ${os.cpus().length} CPUs`);
  const [inputs] = await Promise.all([photos(mkdtempSync(path.join(workDir, 'originals-'))), bench.create()]);
  api = await startChild(
    './bench-server.ts',
    { BENCH_DATABASE_URL: bench.url, WORKERS: 'off', LOG_LEVEL: 'warn' },
    'ignore',
  );
  const url = api.base + CATALOGUE;
  const check = await fetch(url);
  if (!check.ok) throw new Error(`${CATALOGUE} answered ${check.status}`);
  await autocannon({ url, connections: CONNECTIONS, duration: 2 });
  const idle = await p99(url, LOAD_SECONDS);

  const ffmpeg = await ffmpegBinary(process.env.FFMPEG_PATH);
  const rssBefore = process.memoryUsage.rss();
  let rssPeak = rssBefore;
  const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, process.memoryUsage.rss())), 20);
  // A high-water mark, so a slower look is enough (each run of ffmpeg lasts seconds); reading /proc costs CPU.
  let ffmpegPeak = 0;
  const ffmpegSampler = setInterval(() => (ffmpegPeak = Math.max(ffmpegPeak, ffmpegPeakRss())), 250);
  const started = performance.now();
  const rendering = renderStory(
    {
      photos: inputs.map((file) => async () => file),
      texts: ['Anna & Tom', 'Our wedding, June 2026'],
      durationSeconds: STORY_SECONDS,
    },
    { ffmpegPath: ffmpeg, workDir },
  );
  const busy = await p99(url, LOAD_SECONDS);
  const output = await rendering;
  const renderSeconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  clearInterval(ffmpegSampler);
  const video = await probeVideo(ffmpeg, output);

  const ratio = renderSeconds / STORY_SECONDS;
  console.log(
    `render: ${renderSeconds.toFixed(1)} s for ${video.durationSeconds.toFixed(1)} s of ${video.width}x${video.height} ${video.codec} ` +
      `(${(statSync(output).size / 1024 / 1024).toFixed(1)} MB): ${ratio.toFixed(2)}× real time ` +
      `[${ratio <= 1 ? 'PASS' : 'FAIL'} target ≤ 1×]`,
  );
  console.log(
    `memory: this process's RSS peaked ${((rssPeak - rssBefore) / 1024 / 1024).toFixed(0)} MiB above its ${(rssBefore / 1024 / 1024).toFixed(0)} MiB before the render (sampled every 20 ms; ffmpeg not included)`,
  );
  console.log(
    `memory: ffmpeg peaked at ${(ffmpegPeak / 1024 / 1024).toFixed(0)} MiB resident (its largest run, from /proc; 0 where there is no /proc)`,
  );
  console.log(
    `load average during the run: ${os
      .loadavg()
      .map((value) => value.toFixed(1))
      .join(' ')}`,
  );
  console.log(`GET ${CATALOGUE}, ${CONNECTIONS} connections, ${LOAD_SECONDS} s each:`);
  for (const [label, figures] of [
    ['idle', idle],
    ['while rendering', busy],
  ] as const)
    console.log(
      `  ${label.padEnd(16)} p50 ${figures.p50} ms  p99 ${figures.p99} ms  ${Math.round(figures.rps)} req/s  errors ${figures.errors}`,
    );
} finally {
  if (api) await stopChild(api.child);
  rmSync(workDir, { recursive: true, force: true });
  await bench.drop().catch(() => undefined);
}
