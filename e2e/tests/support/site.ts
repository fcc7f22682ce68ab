// Extra shells and remote servers for the composition tests, built from the same server code `npm start` uses.
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { LOCAL_API_URL, localRemotesMap } from '@shop/shared/apps';
import { createRemoteServer, createShellServer } from '../../../shell/server/servers';
import {
  createRemotesSource,
  remotesOptions,
  type RemoteEntry,
} from '../../../shell/server/remotes-map';

export const repoRoot = path.resolve(import.meta.dirname, '../../..');

export async function serveRemote(distDir: string, port: number): Promise<FastifyInstance> {
  const server = await createRemoteServer(distDir);
  await server.listen({ port, host: '127.0.0.1' });
  return server;
}

/** A shell on its own port reading its remotes map from a JSON file, as a deployment would. */
export async function serveShell(port: number, remotesFile: string): Promise<FastifyInstance> {
  const server = await createShellServer({
    distDir: path.join(repoRoot, 'shell/dist'),
    apiUrl: LOCAL_API_URL,
    ...remotesOptions(createRemotesSource({ remotesFile })),
  });
  await server.listen({ port, host: '127.0.0.1' });
  return server;
}

/** A remotes-map entry for a remote served from distDir, its server build pinned as a release would pin it. */
export { pinnedRemoteEntry } from '../../../shell/server/remotes-map';

export function writeRemotesFile(file: string, overrides: Record<string, RemoteEntry>): void {
  writeFileSync(file, JSON.stringify({ ...localRemotesMap(), ...overrides }, null, 2));
}

export function tempDir(prefix: string): string {
  return mkdtempSync(path.join(os.tmpdir(), prefix));
}

/**
 * A new release of mf-catalog in a new folder: a copy of the production build whose route titles say "Catalog v2".
 * The shell is untouched; only the remotes map will point to it.
 */
export function releaseCatalogV2(): string {
  const dir = tempDir('mf-catalog-v2-');
  cpSync(path.join(repoRoot, 'mf-catalog/dist'), dir, { recursive: true });
  // The browser's files and the server build (server/routes.cjs) of the release.
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((name) => /\.c?js$/.test(name));
  for (const file of files) {
    const full = path.join(dir, file);
    // The browser build is minified (double quotes); the server build keeps the source's quotes.
    const text = readFileSync(full, 'utf8');
    writeFileSync(full, text.replaceAll('"Catalog"', '"Catalog v2"').replaceAll("'Catalog'", "'Catalog v2'"));
    // The build's compressed copies still hold v1: without them the server compresses the new text itself.
    rmSync(`${full}.br`, { force: true });
    rmSync(`${full}.gz`, { force: true });
  }
  return dir;
}
