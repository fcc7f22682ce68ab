import { readFileSync } from 'node:fs';
import type { RemotesMap } from '@shop/shared/contracts';

export const DEFAULT_REMOTE_PORTS = { mf_catalog: 3001, mf_cart_checkout: 3002, mf_account: 3003, mf_uploader: 3004 };

export function defaultRemotesMap(host = 'localhost'): RemotesMap {
  return Object.fromEntries(
    Object.entries(DEFAULT_REMOTE_PORTS).map(([name, port]) => [name, `http://${host}:${port}/mf-manifest.json`]),
  ) as RemotesMap;
}

/**
 * Where the remotes live, read at request time so a remote can be redeployed and switched without touching the
 * shell: REMOTES_FILE (a JSON file, re-read on change) wins over REMOTES (JSON in env), then the local defaults.
 */
export function createRemotesMapSource(env: NodeJS.ProcessEnv = process.env): () => RemotesMap {
  const file = env.REMOTES_FILE;
  const fromEnv = env.REMOTES ? (JSON.parse(env.REMOTES) as Partial<RemotesMap>) : {};
  const fallback = { ...defaultRemotesMap(), ...fromEnv };
  if (!file) return () => fallback;
  return () => {
    try {
      return { ...fallback, ...(JSON.parse(readFileSync(file, 'utf8')) as Partial<RemotesMap>) };
    } catch (error) {
      console.error(`Could not read remotes map ${file}; using defaults`, error);
      return fallback;
    }
  };
}

/**
 * Where the shell's server itself fetches a remote's files (its server build, manifest and CSS) when that is not the
 * address browsers use: REMOTES_SERVER_ORIGINS maps a public origin to an internal one, e.g.
 * `{"http://localhost:3001":"http://mf-catalog:3000"}` in docker-compose.yml. Other URLs are fetched as they are.
 */
export function createServerUrlRewrite(env: NodeJS.ProcessEnv = process.env): (url: string) => string {
  const origins = env.REMOTES_SERVER_ORIGINS ? (JSON.parse(env.REMOTES_SERVER_ORIGINS) as Record<string, string>) : {};
  return (url) => {
    const parsed = new URL(url);
    const internal = origins[parsed.origin];
    return internal ? new URL(`${parsed.pathname}${parsed.search}`, internal).href : url;
  };
}
