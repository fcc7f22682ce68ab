// The shell's settings: the one place its servers and scripts read the environment. Checked when read, so a bad value
// stops the process with the variable's name instead of surfacing later as a failed request.
import { API_PORT, localOrigin } from '@shop/shared/apps';
import type { RemoteName } from '@shop/shared/contracts';
import { parseRemoteEntries, type RemoteEntry } from './remotes-map';
import { trustProxySetting } from './trust-proxy';

export interface ShellConfig {
  /** PORT: where a container's server listens (serve-shell, serve-remote); unset, the caller's default. */
  port?: number;
  /** API_PORT: the port `npm start` and `npm run dev` start the API on (default the apps table's). */
  apiPort: number;
  /** API_URL: where the shell's server and dev servers reach the API (default the local API on apiPort). */
  apiUrl: string;
  /** SHELL_TRUST_PROXY: which proxy in front of the shell may name the client (see trustProxySetting). */
  trustProxy: boolean | string;
  /** REMOTES_FILE: a remotes map as a JSON file, re-read on change; it wins over `remotes`. */
  remotesFile?: string;
  /** REMOTES: the remotes map as JSON (name → manifest URL or { manifest, serverBuildSha256 }). */
  remotes: Partial<Record<RemoteName, RemoteEntry>>;
  /** REMOTES_SERVER_ORIGINS: public origin → the origin the shell's server fetches that remote's files from. */
  remotesServerOrigins: Record<string, string>;
}

type Env = Record<string, string | undefined>;

/** A port from 1 to 65535, or undefined when the variable is unset or empty. */
function readPort(env: Env, name: string): number | undefined {
  const raw = env[name];
  if (raw === undefined || raw === '') return undefined;
  const port = Number(raw);
  if (!/^\d+$/.test(raw) || port < 1 || port > 65535)
    throw new Error(`${name} must be a port from 1 to 65535, got "${raw}"`);
  return port;
}

function readHttpUrl(env: Env, name: string, fallback: string): string {
  const raw = env[name] || fallback;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`${name} must be an http(s) URL, got "${raw}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error(`${name} must be an http(s) URL, got "${raw}"`);
  return raw;
}

function readJson<T>(env: Env, name: string, parse: (json: string) => T, fallback: T): T {
  const raw = env[name];
  if (!raw) return fallback;
  try {
    return parse(raw);
  } catch (error) {
    throw new Error(`${name} is not valid: ${(error as Error).message}`);
  }
}

function parseOrigins(json: string): Record<string, string> {
  const value = JSON.parse(json) as unknown;
  if (!value || typeof value !== 'object' || Array.isArray(value))
    throw new Error('expected {"<public origin>": "<internal origin>"}');
  for (const [from, to] of Object.entries(value)) {
    if (typeof to !== 'string' || !URL.canParse(from) || !URL.canParse(to))
      throw new Error(`"${from}" → ${JSON.stringify(to)} is not an origin → origin pair`);
  }
  return value as Record<string, string>;
}

export function shellConfig(env: Env = process.env): ShellConfig {
  const apiPort = readPort(env, 'API_PORT') ?? API_PORT;
  return {
    port: readPort(env, 'PORT'),
    apiPort,
    apiUrl: readHttpUrl(env, 'API_URL', localOrigin(apiPort, '127.0.0.1')),
    trustProxy: trustProxySetting(env.SHELL_TRUST_PROXY),
    remotesFile: env.REMOTES_FILE || undefined,
    remotes: readJson(env, 'REMOTES', parseRemoteEntries, {}),
    remotesServerOrigins: readJson(env, 'REMOTES_SERVER_ORIGINS', parseOrigins, {}),
  };
}
