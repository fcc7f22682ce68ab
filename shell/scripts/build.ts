import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { localRemotesMap, REMOTE_APPS, SHELL_APP, type FrontEnd } from '@shop/shared/apps';
import type { RemoteName } from '@shop/shared/contracts';
import { appDir, repoRoot } from './apps';
import { pinnedRemoteEntry, type RemoteEntry } from '../server/remotes-map';

const STAMP = '.build-hash';

function listFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : listFiles(full);
    return entry.name.includes('.test.') ? [] : [full];
  });
}

/** Hash of everything that goes into a front end's build: its sources, its config, @shop/shared and the lockfile. */
function inputHash(app: FrontEnd): string {
  const dir = appDir(app);
  const files = [
    ...listFiles(path.join(dir, 'src')),
    path.join(dir, 'rspack.config.ts'),
    path.join(dir, 'package.json'),
    ...listFiles(path.join(repoRoot, 'shared/src')),
    ...listFiles(path.join(repoRoot, 'shared/build')),
    path.join(repoRoot, 'package-lock.json'),
  ].sort();
  const hash = createHash('sha256');
  for (const file of files) {
    if (!existsSync(file)) continue;
    hash.update(path.relative(repoRoot, file)).update(readFileSync(file));
  }
  return hash.digest('hex');
}

function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'inherit', 'inherit'] });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} failed in ${cwd}`))));
    child.on('error', reject);
  });
}

/** Production build of one front end into `outDir`, skipped when its inputs did not change since the last build. */
export async function buildFrontEnd(app: FrontEnd, options: { force?: boolean; outDir?: string } = {}): Promise<'built' | 'cached'> {
  const outDir = path.join(appDir(app), options.outDir ?? 'dist');
  const hash = inputHash(app);
  const stamp = path.join(outDir, STAMP);
  if (!options.force && existsSync(stamp) && readFileSync(stamp, 'utf8') === hash) return 'cached';
  const rspack = path.join(repoRoot, 'node_modules/.bin/rspack');
  await run(rspack, ['build', '--mode', 'production'], appDir(app), {
    ...process.env,
    NODE_ENV: 'production',
    OUT_DIR: options.outDir ?? 'dist',
  });
  writeFileSync(stamp, hash);
  return 'built';
}

/** Builds every front end, two at a time (the machines have two cores); answers the local remotes map it wrote. */
export async function buildAll(
  apps: readonly FrontEnd[],
  options: { force?: boolean } = {},
): Promise<Partial<Record<RemoteName, RemoteEntry>>> {
  const queue = [...apps];
  const worker = async () => {
    for (let app = queue.shift(); app; app = queue.shift()) {
      const started = Date.now();
      const result = await buildFrontEnd(app, options);
      console.log(`${app.folder}: ${result === 'cached' ? 'unchanged, build reused' : `built in ${((Date.now() - started) / 1000).toFixed(1)} s`}`);
    }
  };
  await Promise.all([worker(), worker()]);
  return writeLocalRemotesMap();
}

/** The remotes map `npm start` serves by default: the local remotes, each server build pinned by its SHA-256. */
const LOCAL_REMOTES_FILE = path.join(appDir(SHELL_APP), 'dist/server/remotes.json');

/**
 * Writes LOCAL_REMOTES_FILE from the remotes' builds as they are now (after every build, a cached one too): the
 * shell's server runs a remote's server build only when its digest is the pinned one (docs/decisions/0028).
 */
function writeLocalRemotesMap(): Partial<Record<RemoteName, RemoteEntry>> {
  const urls = localRemotesMap();
  const map = Object.fromEntries(
    REMOTE_APPS.map((remote) => [remote.name, pinnedRemoteEntry(urls[remote.name], path.join(appDir(remote), 'dist'))]),
  ) as Partial<Record<RemoteName, RemoteEntry>>;
  if (existsSync(path.dirname(LOCAL_REMOTES_FILE))) writeFileSync(LOCAL_REMOTES_FILE, `${JSON.stringify(map, null, 2)}\n`);
  return map;
}

