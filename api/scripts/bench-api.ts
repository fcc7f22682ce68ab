// npm run bench:api [-- --duration=10 --connections=50 --keep]
// The catalogue under load on PostgreSQL: a database of its own (shop_bench on the DATABASE_URL server, default
// postgres://postgres@127.0.0.1:5432/test) with the demo shop and 10,000 generated products; the API in a child
// process on 127.0.0.1; autocannon here, 50 connections, each case for a fixed time after a short warm-up.
// Prints p50/p99 latency and requests/s per case, the catalogue/bare ratio and the issue's targets as PASS/FAIL.
// Exits 0 whatever the figures (a benchmark reports, CI does not gate on a shared runner's speed).
import { fork, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { loadConfig } from '../src/config';
import { createDatabase } from '../src/db/client';
import { addBenchProducts } from '../src/seed/bench';
import { seedIfEmpty } from '../src/seed/index';

const argument = (name: string, fallback: number) => {
  const given = process.argv.find((arg) => arg.startsWith(`--${name}=`));
  const value = given ? Number(given.split('=')[1]) : fallback;
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} must be a positive number`);
  return value;
};
const DURATION_S = argument('duration', 10);
const CONNECTIONS = argument('connections', 50);
const WARM_UP_S = 2;
const PRODUCTS = 10_000;
const TARGET = { ratio: 0.4, p99Ms: 50 };

const serverUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const benchUrl = new URL(serverUrl);
benchUrl.pathname = '/shop_bench';

async function admin(query: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

async function prepareDatabase() {
  const started = Date.now();
  await admin('drop database if exists shop_bench with (force)');
  await admin('create database shop_bench');
  const config = loadConfig({ ...process.env, DATABASE_URL: benchUrl.href, LOG_LEVEL: 'silent' });
  const database = await createDatabase({ url: benchUrl.href });
  try {
    await database.migrate();
    await seedIfEmpty(database.db, { mediaDir: config.mediaDir });
    const total = await addBenchProducts(database.db, PRODUCTS);
    await database.db.execute('vacuum analyze');
    console.log(`bench database ${benchUrl.pathname.slice(1)}: ${total} products, ready in ${Date.now() - started} ms`);
  } finally {
    await database.close();
  }
}

async function startServer(env: NodeJS.ProcessEnv): Promise<{ child: ChildProcess; base: string }> {
  const child = fork(fileURLToPath(new URL('./bench-server.ts', import.meta.url)), {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, ...env, BENCH_DATABASE_URL: benchUrl.href },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const [message] = (await Promise.race([once(child, 'message'), once(child, 'exit').then(() => Promise.reject(new Error('bench server exited')))])) as [{ port: number }];
  return { child, base: `http://127.0.0.1:${message.port}` };
}

async function stopServer(child: ChildProcess) {
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  await exited;
}

interface Figures {
  name: string;
  p50: number;
  p99: number;
  rps: number;
  non2xx: number;
  errors: number;
}

async function load(name: string, url: string): Promise<Figures> {
  await autocannon({ url, connections: CONNECTIONS, duration: WARM_UP_S });
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S });
  return { name, p50: result.latency.p50, p99: result.latency.p99, rps: result.requests.average, non2xx: result.non2xx, errors: result.errors + result.timeouts };
}

const filter = encodeURIComponent(JSON.stringify({ categories: { operator: 'in', value: [2] }, price: { operator: 'between', value: [20, 60] } }));
const CASES = {
  bare: '/api/bench/bare',
  catalogue: `/api/catalog?_filter=${filter}&_sort=price&_order=asc&_page=3`,
  search: `/api/catalog?q=${encodeURIComponent('golden ann')}`,
};

async function run(label: string, env: NodeJS.ProcessEnv): Promise<Figures[]> {
  const { child, base } = await startServer(env);
  try {
    // Each case answers 200 with data before it is measured.
    for (const path of Object.values(CASES)) {
      const response = await fetch(base + path);
      if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
    }
    const figures: Figures[] = [];
    for (const [name, path] of Object.entries(CASES)) figures.push(await load(`${name} (${label})`, base + path));
    return figures;
  } finally {
    await stopServer(child);
  }
}

const pad = (text: string | number, width: number) => String(text).padStart(width);
function report(figures: Figures[], bare: Figures) {
  console.log(`\n${'case'.padEnd(28)}${pad('p50 ms', 9)}${pad('p99 ms', 9)}${pad('req/s', 10)}${pad('of bare', 9)}  target (≥ ${TARGET.ratio * 100}% of bare, p99 ≤ ${TARGET.p99Ms} ms)`);
  for (const row of figures) {
    const ratio = row.rps / bare.rps;
    const isBare = row === bare;
    const verdict = isBare ? 'ceiling' : `${ratio >= TARGET.ratio ? 'PASS' : 'FAIL'} throughput, ${row.p99 <= TARGET.p99Ms ? 'PASS' : 'FAIL'} p99`;
    const problems = row.non2xx || row.errors ? `  (${row.non2xx} non-2xx, ${row.errors} errors)` : '';
    console.log(`${row.name.padEnd(28)}${pad(row.p50, 9)}${pad(row.p99, 9)}${pad(Math.round(row.rps), 10)}${pad(`${Math.round(ratio * 100)}%`, 9)}  ${verdict}${problems}`);
  }
}

console.log(`bench:api — ${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? 'unknown'}), Node ${process.version}, ${CONNECTIONS} connections, ${DURATION_S} s per case after ${WARM_UP_S} s warm-up`);
await prepareDatabase();
const cached = await run('cache on', {});
const uncached = (await run('cache off', { CATALOG_CACHE_TTL_MS: '0' })).filter((row) => !row.name.startsWith('bare'));
const bare = cached[0];
if (!bare) throw new Error('no bare figures');
report([...cached, ...uncached], bare);
console.log('\ncache on: the default (visitors\' catalogue answers kept CATALOG_CACHE_TTL_MS); cache off: every request queries PostgreSQL.');
if (!process.argv.includes('--keep')) await admin('drop database if exists shop_bench with (force)');
