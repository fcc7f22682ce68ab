// Web performance benchmark: first-load JS, request count, FCP/LCP/CLS and a Lighthouse score per route.
// Starts the production site (`npm start`) when it is not already running and stops it afterwards.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { LOCAL_SHOP_URL } from '@shop/shared/apps';
import lighthouse from 'lighthouse';
import { CHROMIUM_PATH, chromiumArgs } from '../scripts/chromium';
import { freePort } from './ports';

const BASE_URL = LOCAL_SHOP_URL;
// The shell frame alone (a content page) and the catalogue's pages; the product page is the first product listed.
const SHELL_FRAME_ROUTE = '/pages/terms-of-service';
const FIXED_ROUTES = [SHELL_FRAME_ROUTE, '/', '/catalog'];
const KIB = 1024;
// First-load JS: the shell frame ≤ 170 KiB (platform issue), pages with the catalogue ≤ 200 KiB (catalogue issue).
const TARGETS = { shellFrameJsKiB: 170, catalogueJsKiB: 200, lighthouse: 95, cls: 0.02 };

async function productRoute(): Promise<string> {
  const answer = (await (await fetch(`${BASE_URL}/api/catalog?_perPage=1`)).json()) as { data: { slug: string }[] };
  const slug = answer.data[0]?.slug;
  if (!slug) throw new Error('The catalogue has no product to measure');
  return `/catalog/product/${slug}`;
}
const repoRoot = path.resolve(import.meta.dirname, '../..');
const outFile = path.resolve(import.meta.dirname, '../.bench/web.json');
const siteLog = path.resolve(import.meta.dirname, '../.bench/site.log');

interface RouteFigures {
  route: string;
  jsBytes: number;
  requests: number;
  fcpMs: number | null;
  lcpMs: number | null;
  cls: number;
  /** From the load event to the page's scripts having hydrated it (shell's `shop:interactive` mark); < 0: before. */
  loadToInteractiveMs: number | null;
  /** The same with the CPU 4× slower (Chromium's throttling), as on a phone. */
  loadToInteractiveSlowCpuMs: number | null;
  lighthouse: number;
  lighthouseRuns: number[];
  /** The simulated metrics of the median run: what the score is made of. */
  lighthouseMetrics: LighthouseMetrics;
}

/** Lighthouse's simulated (slow 4G, 4x CPU) timings in ms. */
interface LighthouseMetrics {
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  speedIndexMs: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function healthy(): Promise<boolean> {
  try {
    return (await fetch(`${BASE_URL}/api/health`, { signal: AbortSignal.timeout(2000) })).ok;
  } catch {
    return false;
  }
}

async function startSite(): Promise<ChildProcess> {
  console.log(
    `Site not running: starting \`npm start\` (builds changed front ends first), output in ${path.relative(repoRoot, siteLog)}…`,
  );
  mkdirSync(path.dirname(siteLog), { recursive: true });
  // The API logs every request: to a file, so the figures stay readable.
  const log = openSync(siteLog, 'w');
  // Own process group: run.ts can die on a build error and leave its API child behind, so we stop the whole group.
  const child = spawn('npm', ['start'], { cwd: repoRoot, stdio: ['ignore', log, log], detached: true });
  const deadline = Date.now() + 10 * 60_000;
  while (Date.now() < deadline && child.exitCode === null && child.signalCode === null) {
    if (await healthy()) return child;
    await sleep(500);
  }
  await stopSite(child);
  console.error(readFileSync(siteLog, 'utf8').split('\n').slice(-40).join('\n'));
  throw new Error(
    `The site did not start: ${BASE_URL}/api/health never answered (npm start: ${child.exitCode ?? child.signalCode ?? 'timed out'})`,
  );
}

/** SIGTERM to the group, SIGKILL to whatever is left after 10 s. */
async function stopSite(child: ChildProcess): Promise<void> {
  const signalGroup = (signal: NodeJS.Signals | 0) => {
    try {
      process.kill(-child.pid!, signal);
      return true;
    } catch {
      return false; // the group is gone
    }
  };
  signalGroup('SIGTERM');
  for (let waited = 0; waited < 10_000 && signalGroup(0); waited += 250) await sleep(250);
  signalGroup('SIGKILL');
}

/** One cold load in a fresh context: bytes from CDP, vitals from the page's own PerformanceObservers. */
async function measure(
  browser: Browser,
  route: string,
  cpuThrottlingRate = 1,
): Promise<Omit<RouteFigures, 'lighthouse' | 'lighthouseRuns' | 'lighthouseMetrics' | 'loadToInteractiveSlowCpuMs'>> {
  // The target is stated in gzip; left alone Chromium negotiates brotli.
  const context = await browser.newContext({ extraHTTPHeaders: { 'Accept-Encoding': 'gzip, deflate' } });
  try {
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    if (cpuThrottlingRate !== 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuThrottlingRate });
    const requests = new Set<string>();
    const scripts = new Set<string>();
    let jsBytes = 0;
    cdp.on('Network.requestWillBeSent', (event) => {
      if (!/^(data|blob):/.test(event.request.url)) requests.add(event.requestId);
    });
    cdp.on('Network.responseReceived', (event) => {
      const isJs = /javascript/.test(event.response.mimeType);
      if (event.type === 'Script' || isJs) scripts.add(event.requestId);
      // A script that 404s or comes back as HTML (the SPA fallback) means the page is broken, not slow.
      if (event.type === 'Script' && (event.response.status >= 400 || !isJs)) {
        errors.push(`script ${event.response.url} answered ${event.response.status} ${event.response.mimeType}`);
      }
    });
    cdp.on('Network.loadingFinished', (event) => {
      if (scripts.has(event.requestId)) jsBytes += event.encodedDataLength;
    });
    const response = await page.goto(BASE_URL + route, { waitUntil: 'networkidle' });
    if (!response?.ok()) throw new Error(`${route} answered ${response?.status() ?? 'nothing'}`);
    // With the CPU throttled on a busy machine, hydration can end after network idle: without the mark the
    // load → interactive gap has nothing to measure (it printed "—").
    await page.waitForSelector('html[data-interactive]', { state: 'attached', timeout: 60_000 });
    // Late layout shifts and LCP candidates land after network idle (fonts, remote modules rendering).
    await page.waitForTimeout(1500);
    if (errors.length) throw new Error(`${route} failed in the page: ${errors.join('; ')}`);
    const vitals = await page.evaluate(async () => {
      // No named functions in here: tsx (esbuild keepNames) would wrap them in a __name helper the page lacks.
      const [paints = [], lcps = [], shifts = []] = await Promise.all(
        ['paint', 'largest-contentful-paint', 'layout-shift'].map(
          (type) =>
            new Promise<PerformanceEntry[]>((resolve) => {
              const entries: PerformanceEntry[] = [];
              const observer = new PerformanceObserver((list) => entries.push(...list.getEntries()));
              observer.observe({ type, buffered: true });
              // Buffered entries arrive in a later task; with none (no shifts), the callback never runs.
              setTimeout(() => {
                entries.push(...observer.takeRecords());
                observer.disconnect();
                resolve(entries);
              }, 200);
            }),
        ),
      );
      // CLS as Core Web Vitals defines it: the worst session window (gaps < 1 s, window ≤ 5 s), user-input shifts excluded.
      let cls = 0;
      let session = 0;
      let first = 0;
      let last = 0;
      for (const shift of shifts as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (shift.hadRecentInput) continue;
        if (session && shift.startTime - last < 1000 && shift.startTime - first < 5000) session += shift.value;
        else [session, first] = [shift.value, shift.startTime];
        last = shift.startTime;
        cls = Math.max(cls, session);
      }
      const loadedAt = (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)
        ?.loadEventStart;
      const interactiveAt = performance.getEntriesByName('shop:interactive')[0]?.startTime;
      return {
        fcpMs: paints.find((entry) => entry.name === 'first-contentful-paint')?.startTime ?? null,
        lcpMs: lcps.at(-1)?.startTime ?? null,
        cls,
        loadToInteractiveMs: loadedAt && interactiveAt !== undefined ? interactiveAt - loadedAt : null,
      };
    });
    if (vitals.fcpMs === null) throw new Error(`${route} painted nothing`);
    return { route, jsBytes, requests: requests.size, ...vitals };
  } finally {
    await context.close();
  }
}

/** Median of three runs: a single Lighthouse score moves by several points from run to run. */
async function lighthouseScore(
  url: string,
  port: number,
): Promise<{ score: number; runs: number[]; metrics: LighthouseMetrics }> {
  const runs: { score: number; metrics: LighthouseMetrics }[] = [];
  for (let run = 0; run < 3; run++) runs.push(await lighthouseRun(url, port));
  const median = [...runs].sort((a, b) => a.score - b.score)[1]!;
  return { score: median.score, runs: runs.map((run) => run.score), metrics: median.metrics };
}

async function lighthouseRun(url: string, port: number): Promise<{ score: number; metrics: LighthouseMetrics }> {
  // Mobile default (Moto G Power emulation, simulated slow 4G + 4x CPU throttling): the standard Lighthouse score.
  const result = await lighthouse(url, { port, output: 'json', onlyCategories: ['performance'], logLevel: 'error' });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  if (result.lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${result.lhr.runtimeError.message}`);
  for (const warning of result.lhr.runWarnings) console.warn(`Lighthouse warning (${url}): ${warning}`);
  const metric = (id: string) => Math.round(result.lhr.audits[id]?.numericValue ?? Number.NaN);
  const metrics = {
    fcpMs: metric('first-contentful-paint'),
    lcpMs: metric('largest-contentful-paint'),
    tbtMs: metric('total-blocking-time'),
    speedIndexMs: metric('speed-index'),
  };
  const score = result.lhr.categories.performance?.score;
  if (score == null) throw new Error(`Lighthouse gave ${url} no performance score`);
  return { score: Math.round(score * 100), metrics };
}

function printTable(table: string[][]): void {
  const widths = table[0]!.map((_, column) => Math.max(...table.map((row) => row[column]!.length)));
  for (const row of table)
    console.log(
      `  ${row.map((cell, column) => (column ? cell.padStart(widths[column]!) : cell.padEnd(widths[column]!))).join('   ')}`,
    );
}

const mark = (pass: boolean) => (pass ? '✔ pass' : '✘ FAIL');
const fmt = (value: number | null, digits = 0) => (value == null ? '—' : value.toFixed(digits));

async function main(): Promise<void> {
  const site = (await healthy()) ? null : await startSite();
  let browser: Browser | undefined;
  try {
    const port = await freePort();
    browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: [...chromiumArgs, `--remote-debugging-port=${port}`],
    });
    const figures: RouteFigures[] = [];
    for (const route of [...FIXED_ROUTES, await productRoute()]) {
      // Warm-up load first: the servers compress on the fly and the first hit also pays for Node's JIT.
      await measure(browser, route);
      const load = await measure(browser, route);
      const slowCpu = await measure(browser, route, 4);
      const { score, runs, metrics } = await lighthouseScore(BASE_URL + route, port);
      figures.push({
        ...load,
        loadToInteractiveSlowCpuMs: slowCpu.loadToInteractiveMs,
        lighthouse: score,
        lighthouseRuns: runs,
        lighthouseMetrics: metrics,
      });
    }

    console.log(`\nWeb benchmark, ${new Date().toISOString()}, ${BASE_URL}`);
    console.log(
      'Page figures: fresh context (cold cache), no throttling, gzip; JS = script responses from every origin,',
    );
    console.log('bytes over the wire (CDP encodedDataLength, headers included), 1 KiB = 1024 bytes.');
    console.log('Lighthouse: mobile default (simulated throttling), median of 3 runs.\n');
    const table = [
      ['route', 'JS KiB gzip', 'requests', 'FCP ms', 'LCP ms', 'CLS', 'Lighthouse'],
      ...figures.map((f) => [
        f.route,
        fmt(f.jsBytes / KIB, 1),
        String(f.requests),
        fmt(f.fcpMs),
        fmt(f.lcpMs),
        fmt(f.cls, 3),
        fmt(f.lighthouse),
      ]),
    ];
    printTable(table);
    console.log(
      '\nLoad event → interactive (the shell hydrated the page; clicks before are held and replayed, 0028), ms;',
    );
    console.log('negative: interactive before the load event. Cold loads, no throttling and CPU 4× slower:\n');
    printTable([
      ['route', 'load → interactive ms', 'CPU 4× ms'],
      ...figures.map((f) => [f.route, fmt(f.loadToInteractiveMs), fmt(f.loadToInteractiveSlowCpuMs)]),
    ]);
    console.log("\nLighthouse, the median run's simulated timings (what the score is made of):\n");
    printTable([
      ['route', 'FCP ms', 'LCP ms', 'TBT ms', 'Speed Index ms'],
      ...figures.map(({ route, lighthouseMetrics: m }) => [
        route,
        fmt(m.fcpMs),
        fmt(m.lcpMs),
        fmt(m.tbtMs),
        fmt(m.speedIndexMs),
      ]),
    ]);
    const targets = [
      ...figures.map((f) => {
        const limit = f.route === SHELL_FRAME_ROUTE ? TARGETS.shellFrameJsKiB : TARGETS.catalogueJsKiB;
        return {
          target: `${f.route} first-load JS ≤ ${limit} KiB gzip`,
          value: `${fmt(f.jsBytes / KIB, 1)} KiB`,
          pass: f.jsBytes <= limit * KIB,
        };
      }),
      ...figures.flatMap((f) => [
        {
          target: `${f.route} Lighthouse performance ≥ ${TARGETS.lighthouse}`,
          value: fmt(f.lighthouse),
          pass: f.lighthouse >= TARGETS.lighthouse,
        },
        { target: `${f.route} CLS ≤ ${TARGETS.cls}`, value: fmt(f.cls, 3), pass: f.cls <= TARGETS.cls },
      ]),
    ];
    console.log('\nTargets:');
    for (const t of targets) console.log(`  ${mark(t.pass)}  ${t.target.padEnd(56)} ${t.value}`);

    mkdirSync(path.dirname(outFile), { recursive: true });
    const lighthouseSettings = { formFactor: 'mobile', throttling: 'simulated', runs: 3, score: 'median' };
    writeFileSync(
      outFile,
      `${JSON.stringify({ date: new Date().toISOString(), baseUrl: BASE_URL, lighthouseSettings, routes: figures, targets }, null, 2)}\n`,
    );
    console.log(`\nFigures written to ${path.relative(repoRoot, outFile)}`);
  } finally {
    await browser?.close();
    if (site) await stopSite(site);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
