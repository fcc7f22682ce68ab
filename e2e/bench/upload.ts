// npm run bench:upload [-- --runs=5]
// Chunked photo upload through the shell against the ceiling of one raw upload, in one run on this machine:
//   - the API (api/src/server.ts, a child process) on a throwaway PGlite data folder, and the shell's real server
//     (another child) proxying /api to it, both on 127.0.0.1;
//   - a 20 MiB JPEG of random noise (sharp; noise does not compress), sent as a signed-up user's chunked upload: 2 MiB
//     chunks to POST /api/media/upload through the shell as the upload engine sends them (chunk 0 alone, then
//     UPLOAD_CHUNKS_IN_FLIGHT at a time), until every answer is in and one says x-chunk-status: complete (the API
//     holds every chunk; it joins them when a save takes the upload, which is not measured here);
//   - the same bytes as one raw PUT to a bare node:http server in a third process that only drains the body.
// Prints both throughputs (MB = 10^6 bytes), the medians and their ratio (target: the chunked upload at least 50% of
// the raw one), the chunked upload straight to the API (what the shell's proxy costs), each process's CPU time and
// full garbage collections per MB, and how fast an oversized chunk is refused through the shell. Exits 0 whatever the
// figures.
import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { UPLOAD_CHUNK_SIZE, UPLOAD_CHUNKS_IN_FLIGHT } from '@shop/shared/constants';
import { CHUNK_HEADERS, CHUNK_STATUS_COMPLETE } from '@shop/shared/contracts';
import { freePort } from './ports';

const runsArgument = process.argv.find((arg) => arg.startsWith('--runs='));
const RUNS = runsArgument ? Number(runsArgument.split('=')[1]) : 5;
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error('--runs must be a whole number from 1');
const TARGET_RATIO = 0.5;
// Noise at JPEG quality 100 (4:4:4) takes about 2.92 bytes a pixel: 2680 × 2680 is just over 20 MiB.
const IMAGE_SIDE_PX = 2680;
const OVERSIZED_CHUNK_BYTES = UPLOAD_CHUNK_SIZE + 1024 * 1024;
const REFUSAL_WAIT_MS = 30_000;

const repoRoot = path.resolve(import.meta.dirname, '../..');
const workDir = mkdtempSync(path.join(tmpdir(), 'bench-upload-'));
const apiLog = path.join(workDir, 'api.log');
const reportCpu = path.join(import.meta.dirname, 'report-cpu.ts');
const children: ChildProcess[] = [];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const mbPerS = (bytes: number, ms: number) => bytes / 1e6 / (ms / 1000);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

interface Server {
  url: string;
  child: ChildProcess;
}

/** The API as `npm start -w api` runs it, on a data folder of its own (PGlite; no S3, whatever this shell has set). */
async function startApi(): Promise<Server> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: path.join(workDir, 'api-data'),
    LOG_LEVEL: 'warn',
  };
  for (const name of Object.keys(env))
    if (name === 'DATABASE_URL' || name === 'MEDIA_DIR' || name.startsWith('S3_')) delete env[name];
  const log = openSync(apiLog, 'w');
  // Forked rather than through the tsx CLI, so the child is the server itself and answers for its CPU time.
  const child = fork('src/server.ts', [], {
    cwd: path.join(repoRoot, 'api'),
    env,
    execArgv: ['--import', 'tsx', '--import', reportCpu],
    stdio: ['ignore', log, log, 'ipc'],
  });
  children.push(child);
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline && child.exitCode === null) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) return { url, child };
    } catch {
      // not listening yet (migrating and seeding the demo shop)
    }
    await sleep(250);
  }
  throw new Error(`The API did not start (log: ${readFileSync(apiLog, 'utf8').slice(-2000)})`);
}

/** One of bench/upload-servers.ts's servers in its own process. */
async function startServer(...args: string[]): Promise<Server> {
  const child = fork(path.join(import.meta.dirname, 'upload-servers.ts'), args, {
    execArgv: ['--import', 'tsx', '--import', reportCpu],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  children.push(child);
  const [message] = (await Promise.race([
    once(child, 'message'),
    once(child, 'exit').then(() => Promise.reject(new Error(`upload-servers.ts ${args[0]} exited`))),
  ])) as [{ port: number }];
  return { url: `http://127.0.0.1:${message.port}`, child };
}

/** The CPU time (µs) and full garbage collections a server child has had so far (report-cpu.ts answers over IPC). */
async function serverCounters(child: ChildProcess): Promise<{ cpu: number; fullGcs: number }> {
  const answer = once(child, 'message') as Promise<[{ cpu: NodeJS.CpuUsage; fullGcs: number }]>;
  child.send('cpu');
  const [{ cpu, fullGcs }] = await answer;
  return { cpu: cpu.user + cpu.system, fullGcs };
}

/**
 * Bytes a server child has handed to write calls so far (`wchar` of /proc/{pid}/io: files and sockets alike), or
 * undefined where there is no /proc (not Linux).
 */
function writtenBy(child: ChildProcess): number | undefined {
  try {
    return Number(/^wchar: (\d+)$/m.exec(readFileSync(`/proc/${child.pid}/io`, 'utf8'))?.[1]);
  } catch {
    return undefined;
  }
}

/**
 * One way of uploading the file, measured run after run: throughput, each process's CPU time, full garbage collections
 * and bytes written.
 */
class Measured {
  readonly mbPerS: number[] = [];
  private readonly cpu = new Map<string, number>();
  private readonly fullGcs = new Map<string, number>();
  private readonly written = new Map<string, number>();
  private bytes = 0;

  constructor(private readonly processes: Record<string, ChildProcess | 'bench'>) {}

  async run(bytes: number, upload: () => Promise<number>): Promise<void> {
    const countersNow = () =>
      Promise.all(
        Object.entries(this.processes).map(async ([label, child]) => {
          if (child !== 'bench') {
            const { cpu, fullGcs } = await serverCounters(child);
            return [label, cpu, fullGcs, writtenBy(child)] as const;
          }
          const own = process.cpuUsage();
          return [label, own.user + own.system, undefined, undefined] as const;
        }),
      );
    const before = new Map((await countersNow()).map(([label, ...counters]) => [label, counters]));
    this.mbPerS.push(mbPerS(bytes, await upload()));
    for (const [label, cpu, fullGcs, written] of await countersNow()) {
      const [cpuBefore, fullGcsBefore, writtenBefore] = before.get(label)!;
      this.cpu.set(label, (this.cpu.get(label) ?? 0) + cpu - cpuBefore);
      if (fullGcs !== undefined && fullGcsBefore !== undefined)
        this.fullGcs.set(label, (this.fullGcs.get(label) ?? 0) + fullGcs - fullGcsBefore);
      if (written !== undefined && writtenBefore !== undefined)
        this.written.set(label, (this.written.get(label) ?? 0) + written - writtenBefore);
    }
    this.bytes += bytes;
  }

  /**
   * "CPU µs per MB: api 12345, shell …; written per MB: api 2.0, …; full GCs per 100 MB: api 1.2, …": each process's
   * CPU time, what the servers wrote (files and sockets), and the servers' full garbage collections, per MB uploaded
   * (MB = 10^6 bytes).
   */
  perMb(): string {
    const mb = this.bytes / 1e6;
    const cpu = [...this.cpu].map(([label, us]) => `${label} ${Math.round(us / mb)}`);
    const written = [...this.written].map(([label, bytes]) => `${label} ${(bytes / this.bytes).toFixed(1)}`);
    const fullGcs = [...this.fullGcs].map(([label, count]) => `${label} ${((count / mb) * 100).toFixed(1)}`);
    return [
      `CPU µs per MB: ${cpu.join(', ')}`,
      ...(written.length ? [`written per MB: ${written.join(', ')}`] : []),
      `full GCs per 100 MB: ${fullGcs.join(', ')}`,
    ].join('; ');
  }
}

async function stopChildren(): Promise<void> {
  await Promise.all(
    children
      .filter((child) => child.exitCode === null && child.signalCode === null)
      .map((child) => {
        const exited = once(child, 'exit');
        child.kill('SIGTERM');
        return Promise.race([exited, sleep(10_000).then(() => child.kill('SIGKILL'))]);
      }),
  );
}

async function signUp(shellUrl: string): Promise<string> {
  const response = await fetch(`${shellUrl}/api/sign-up`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: `bench-${randomUUID()}@example.com`, password: 'bench-password' }),
  });
  const answer = (await response.json()) as { user?: { token?: string }; message?: string };
  if (!response.ok || !answer.user?.token)
    throw new Error(`Sign-up answered ${response.status}: ${answer.message ?? ''}`);
  return answer.user.token;
}

function chunkHeaders(token: string, id: string, index: number, total: number): Record<string, string> {
  return {
    authorization: `Bearer ${token}`,
    'content-type': 'application/octet-stream',
    [CHUNK_HEADERS.id]: id,
    [CHUNK_HEADERS.index]: String(index),
    [CHUNK_HEADERS.length]: String(total),
    [CHUNK_HEADERS.name]: encodeURIComponent('bench noise.jpg'),
    [CHUNK_HEADERS.type]: 'image/jpeg',
  };
}

/**
 * The engine's way (send-in-chunks.ts): chunk 0 alone, then UPLOAD_CHUNKS_IN_FLIGHT at a time. Resolves to the ms from
 * first byte to the last answer, one of which must say "complete" (unless `drainOnly`: the bare server keeps nothing
 * and says nothing of chunks).
 */
async function chunkedUpload(
  shellUrl: string,
  token: string,
  file: Uint8Array<ArrayBuffer>,
  drainOnly = false,
): Promise<number> {
  const id = randomUUID();
  const total = Math.ceil(file.length / UPLOAD_CHUNK_SIZE);
  let complete = false;
  const send = async (index: number) => {
    const response = await fetch(`${shellUrl}/api/media/upload`, {
      method: 'POST',
      headers: chunkHeaders(token, id, index, total),
      body: file.subarray(index * UPLOAD_CHUNK_SIZE, (index + 1) * UPLOAD_CHUNK_SIZE),
    });
    const answer = await response.text();
    if (!response.ok) throw new Error(`Chunk ${index} answered ${response.status}: ${answer}`);
    complete ||= response.headers.get(CHUNK_HEADERS.status) === CHUNK_STATUS_COMPLETE;
  };
  const started = performance.now();
  await send(0);
  let next = 1;
  await Promise.all(
    Array.from({ length: UPLOAD_CHUNKS_IN_FLIGHT }, async () => {
      while (next < total) await send(next++);
    }),
  );
  if (!drainOnly && !complete)
    throw new Error(`No chunk's answer said ${CHUNK_HEADERS.status}: ${CHUNK_STATUS_COMPLETE}`);
  return performance.now() - started;
}

async function rawPut(bareUrl: string, file: Uint8Array<ArrayBuffer>): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${bareUrl}/upload`, {
    method: 'PUT',
    headers: { 'content-type': 'image/jpeg' },
    body: file,
  });
  const answer = (await response.json()) as { bytes: number };
  if (answer.bytes !== file.length) throw new Error(`The bare server drained ${answer.bytes} of ${file.length} bytes`);
  return performance.now() - started;
}

/** An oversized chunk: the status, message and ms until the answer (or what went wrong instead). */
async function oversizedChunk(baseUrl: string, token: string): Promise<string> {
  const started = performance.now();
  try {
    const response = await fetch(`${baseUrl}/api/media/upload`, {
      method: 'POST',
      headers: chunkHeaders(token, randomUUID(), 0, 1),
      body: new Uint8Array(randomBytes(OVERSIZED_CHUNK_BYTES)),
      signal: AbortSignal.timeout(REFUSAL_WAIT_MS),
    });
    const answer = (await response.json().catch(() => ({}))) as { message?: string };
    return `${response.status} "${answer.message ?? ''}" in ${Math.round(performance.now() - started)} ms`;
  } catch (error) {
    return `no answer (${(error as Error).message}) after ${Math.round(performance.now() - started)} ms`;
  }
}

try {
  console.log('Starting the API (PGlite, throwaway data folder), the shell and the bare server…');
  const api = await startApi();
  const [shell, bare] = await Promise.all([startServer('shell', api.url), startServer('bare')]);
  // The floors: the same chunks to a server that only drains them, straight and through a shell of its own.
  const shellToBare = await startServer('shell', bare.url);
  const pixels = randomBytes(IMAGE_SIDE_PX * IMAGE_SIDE_PX * 3);
  const jpeg = await sharp(pixels, { raw: { width: IMAGE_SIDE_PX, height: IMAGE_SIDE_PX, channels: 3 } })
    .jpeg({ quality: 100, chromaSubsampling: '4:4:4' })
    .toBuffer();
  // fetch takes bytes on an ArrayBuffer of their own.
  const file = new Uint8Array(jpeg);
  const token = await signUp(shell.url);
  const chunks = Math.ceil(file.length / UPLOAD_CHUNK_SIZE);

  // Warm-up (connections, the API's first-call work), then the runs alternate so both see the same machine.
  await chunkedUpload(shell.url, token, file);
  await chunkedUpload(api.url, token, file);
  await rawPut(bare.url, file);
  const chunked = new Measured({ bench: 'bench', shell: shell.child, api: api.child });
  const direct = new Measured({ bench: 'bench', api: api.child });
  const raw = new Measured({ bench: 'bench', bare: bare.child });
  const drained = new Measured({ bench: 'bench', bare: bare.child });
  const drainedViaShell = new Measured({ bench: 'bench', shell: shellToBare.child, bare: bare.child });
  for (let run = 0; run < RUNS; run += 1) {
    await chunked.run(file.length, () => chunkedUpload(shell.url, token, file));
    await direct.run(file.length, () => chunkedUpload(api.url, token, file));
    await raw.run(file.length, () => rawPut(bare.url, file));
    await drained.run(file.length, () => chunkedUpload(bare.url, token, file, true));
    await drainedViaShell.run(file.length, () => chunkedUpload(shellToBare.url, token, file, true));
  }
  /** A case's median as a share of the raw PUT's: the target's measure, printed for every case. */
  const shareOfRawPut = (runs: Measured) => median(runs.mbPerS) / median(raw.mbPerS);
  const ofRawPut = (runs: Measured) => `${(shareOfRawPut(runs) * 100).toFixed(0)}% of the raw PUT`;
  const ratio = shareOfRawPut(chunked);
  const list = (values: number[]) => values.map((value) => value.toFixed(0)).join(', ');

  console.log(
    `\nUpload benchmark, ${new Date().toISOString()}: a ${(file.length / 1e6).toFixed(2)} MB JPEG (random noise), ${RUNS} runs each`,
  );
  console.log(
    `  chunked through the shell  ${median(chunked.mbPerS).toFixed(1)} MB/s median (${list(chunked.mbPerS)})`,
  );
  console.log(
    `    ${chunks} chunks of ≤ ${UPLOAD_CHUNK_SIZE / 1024 / 1024} MiB to ${shell.url}/api/media/upload, ${UPLOAD_CHUNKS_IN_FLIGHT} at a time after the first, until "complete"`,
  );
  console.log(`    ${chunked.perMb()}`);
  console.log(
    `  the same, straight to API  ${median(direct.mbPerS).toFixed(1)} MB/s median (${list(direct.mbPerS)}): ${ofRawPut(direct)} with no shell in the way`,
  );
  console.log(`    ${direct.perMb()}`);
  console.log(`  one raw PUT, bare server   ${median(raw.mbPerS).toFixed(1)} MB/s median (${list(raw.mbPerS)})`);
  console.log(`    node:http draining the body in its own process, ${bare.url}`);
  console.log(`    ${raw.perMb()}`);
  console.log(
    `  ratio ${(ratio * 100).toFixed(0)}% (target ≥ ${TARGET_RATIO * 100}%): ${ratio >= TARGET_RATIO ? '✔ pass' : '✘ FAIL'}`,
  );
  console.log('The floors, the same chunks to the bare server (which keeps nothing):');
  console.log(
    `  straight                   ${median(drained.mbPerS).toFixed(1)} MB/s median (${list(drained.mbPerS)}): one request per chunk, ${ofRawPut(drained)}`,
  );
  console.log(`    ${drained.perMb()}`);
  console.log(
    `  through a shell            ${median(drainedViaShell.mbPerS).toFixed(1)} MB/s median (${list(drainedViaShell.mbPerS)}): the shell's hop alone, ${ofRawPut(drainedViaShell)}`,
  );
  console.log(`    ${drainedViaShell.perMb()}`);
  // What the API adds on top of the shell's hop: the measure recommended in place of the raw-PUT ratio (0018).
  const ofShellFloor = median(chunked.mbPerS) / median(drainedViaShell.mbPerS);
  console.log(
    `  the chunked upload through the shell makes ${(ofShellFloor * 100).toFixed(0)}% of what the shell's hop alone allows`,
  );
  console.log(
    `\nAn oversized chunk (${(OVERSIZED_CHUNK_BYTES / 1024 / 1024).toFixed(0)} MiB) to POST /api/media/upload:`,
  );
  console.log(`  through the shell  ${await oversizedChunk(shell.url, token)}`);
  console.log(`  to the API itself  ${await oversizedChunk(api.url, token)}`);
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await stopChildren();
  rmSync(workDir, { recursive: true, force: true });
}
