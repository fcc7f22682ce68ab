import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { localRemotesMap, REMOTE_APPS } from '@shop/shared/apps';
import type { RemoteName, RemotesMap } from '@shop/shared/contracts';
import type { ShellConfig } from './config';

/**
 * A remote in the remotes map: the URL of its mf-manifest.json, or that URL with the SHA-256 (hex, as `sha256sum`
 * prints it) of the remote's server build (`server/routes.cjs` beside the manifest). The shell's server runs a remote's
 * server build only when it is pinned and matches (docs/decisions/0028); browsers only ever get the URLs.
 */
export type RemoteEntry = string | { manifest: string; serverBuildSha256?: string };

/**
 * Where a remote's server build sits, relative to its manifest and to its dist folder: where the shell's server fetches
 * it, and the file every pin is the digest of.
 */
export const REMOTE_SERVER_BUILD = 'server/routes.cjs';

/** The pin of a remote's server build: its SHA-256 in hex. */
export function serverBuildSha256(code: string | Uint8Array): string {
  return createHash('sha256').update(code).digest('hex');
}

/**
 * The entry of a remote whose build is in `distDir`: its manifest URL with the server build (`server/routes.cjs`)
 * pinned as it is now, or the URL alone when the remote has no server build.
 */
export function pinnedRemoteEntry(manifest: string, distDir: string): RemoteEntry {
  const build = path.join(distDir, REMOTE_SERVER_BUILD);
  return existsSync(build) ? { manifest, serverBuildSha256: serverBuildSha256(readFileSync(build)) } : manifest;
}

/** The remotes map as the shell's server reads it: the URLs (for browsers) and the pinned server builds. */
export interface Remotes {
  map: RemotesMap;
  serverBuilds: Partial<Record<RemoteName, string>>;
}

const SHA256_HEX = /^[0-9a-f]{64}$/;

function checkEntry(name: string, entry: unknown): RemoteEntry {
  if (typeof entry === 'string') return entry;
  const { manifest, serverBuildSha256 } = (entry ?? {}) as { manifest?: unknown; serverBuildSha256?: unknown };
  if (typeof manifest !== 'string') throw new Error(`The remotes map's ${name} has no manifest URL`);
  if (serverBuildSha256 !== undefined && (typeof serverBuildSha256 !== 'string' || !SHA256_HEX.test(serverBuildSha256)))
    throw new Error(`The remotes map's ${name} pins its server build with something else than a SHA-256 in hex`);
  return { manifest, serverBuildSha256 };
}

const REMOTE_NAMES: string[] = REMOTE_APPS.map((remote) => remote.name);

/**
 * A remotes map's JSON (name → entry), checked: every name is a remote's, an entry is a URL or
 * { manifest, serverBuildSha256? }.
 */
export function parseRemoteEntries(json: string): Partial<Record<RemoteName, RemoteEntry>> {
  const value = JSON.parse(json) as unknown;
  if (!value || typeof value !== 'object' || Array.isArray(value))
    throw new Error('A remotes map is a JSON object of remotes');
  return Object.fromEntries(
    Object.entries(value).map(([name, entry]) => {
      // A misspelt name would otherwise be dropped without a word, its remote left on the default.
      if (!REMOTE_NAMES.includes(name))
        throw new Error(`The remotes map names ${name}, which is none of ${REMOTE_NAMES.join(', ')}`);
      return [name, checkEntry(name, entry)];
    }),
  );
}

function toRemotes(entries: Record<RemoteName, RemoteEntry>): Remotes {
  const remotes: Remotes = { map: {} as RemotesMap, serverBuilds: {} };
  for (const [name, entry] of Object.entries(entries) as [RemoteName, RemoteEntry][]) {
    remotes.map[name] = typeof entry === 'string' ? entry : entry.manifest;
    if (typeof entry !== 'string' && entry.serverBuildSha256) remotes.serverBuilds[name] = entry.serverBuildSha256;
  }
  return remotes;
}

/**
 * Where the remotes live, read at request time so a remote can be redeployed and switched without touching the
 * shell: REMOTES_FILE (a JSON file, re-read on change) wins over REMOTES (JSON in env), then `defaults` (what
 * `npm run build` wrote for the local remotes, their builds pinned), then the local ports. Each layer replaces a
 * remote's whole entry: a URL from one layer never keeps another layer's pin.
 */
export function createRemotesSource(
  { remotesFile: file, remotes: fromEnv = {} }: Partial<Pick<ShellConfig, 'remotesFile' | 'remotes'>>,
  defaults: Partial<Record<RemoteName, RemoteEntry>> = {},
): () => Remotes {
  const fallback: Record<RemoteName, RemoteEntry> = { ...localRemotesMap(), ...defaults, ...fromEnv };
  const fallbackRemotes = toRemotes(fallback);
  if (!file) return () => fallbackRemotes;
  return () => {
    try {
      return toRemotes({ ...fallback, ...parseRemoteEntries(readFileSync(file, 'utf8')) });
    } catch (error) {
      console.error(`Could not read remotes map ${file}; using defaults`, error);
      return fallbackRemotes;
    }
  };
}

/** The shell server's options for a remotes source: the URLs (what browsers get) and the pinned server builds. */
export function remotesOptions(source: () => Remotes): {
  remotesMap: () => RemotesMap;
  serverBuilds: () => Remotes['serverBuilds'];
} {
  return { remotesMap: () => source().map, serverBuilds: () => source().serverBuilds };
}

/**
 * Where the shell's server itself fetches a remote's files (its server build, manifest and CSS) when that is not the
 * address browsers use: REMOTES_SERVER_ORIGINS maps a public origin to an internal one, e.g.
 * `{"http://localhost:3001":"http://mf-catalog:3000"}` in docker-compose.yml. Other URLs are fetched as they are.
 */
export function createServerUrlRewrite(origins: ShellConfig['remotesServerOrigins']): (url: string) => string {
  return (url) => {
    const parsed = new URL(url);
    const internal = origins[parsed.origin];
    return internal ? new URL(`${parsed.pathname}${parsed.search}`, internal).href : url;
  };
}
