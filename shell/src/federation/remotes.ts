import { loadRemote, registerRemotes, registerPlugins } from '@module-federation/enhanced/runtime';
import type { RemoteName, RemoteRoutesModule, RemotesMap } from '@shop/shared';
import type { RouteObject } from '@shop/shared';

/** Reads the remotes map the shell's server injected into the page (or serves at /remotes.json in dev). */
export async function readRemotesMap(): Promise<RemotesMap> {
  const injected = document.getElementById('remotes-map')?.textContent;
  if (injected) return JSON.parse(injected) as RemotesMap;
  const response = await fetch('/remotes.json');
  return (await response.json()) as RemotesMap;
}

const scriptWaiters = new Set<() => void>();

export function registerRemotesMap(map: RemotesMap): void {
  registerRemotes(Object.entries(map).map(([name, entry]) => ({ name, entry })));
  registerPlugins([
    {
      name: 'shop-error-load-remote',
      // Second layer: log which remote failed and let the caller show that area's error panel.
      errorLoadRemote({ id, error }) {
        console.error(`Remote module ${id} failed to load`, error);
        return undefined;
      },
      // Tells preloadRemoteRoutes that a remote entry's script is on its way.
      createScript() {
        for (const wake of scriptWaiters) wake();
        return undefined;
      },
    },
  ]);
}

/**
 * How long a remote's module may take to load before its part shows the "unavailable" panel. A remote whose origin
 * never answers (no refusal, no error) would otherwise keep the spinner up for good: the manifest fetch has no time
 * limit. 15 s leaves room for the retry plugin's three attempts and a slow connection's manifest, entry and chunk,
 * and is about as long as a shopper waits for a page before giving up on it.
 */
export const REMOTE_LOAD_TIME_LIMIT_MS = 15_000;

/** `loadRemote` within REMOTE_LOAD_TIME_LIMIT_MS, else rejected (the load itself cannot be cancelled). */
function loadRemoteInTime<T>(id: string): Promise<T | null> {
  return new Promise<T | null>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`Remote module ${id} did not load within ${REMOTE_LOAD_TIME_LIMIT_MS} ms`)),
      REMOTE_LOAD_TIME_LIMIT_MS,
    );
    loadRemote<T>(id)
      .then(resolve, reject)
      .finally(() => clearTimeout(timer));
  });
}

const loaded = new Map<RemoteName, Promise<RouteObject[]>>();

function startLoading(name: RemoteName): Promise<RouteObject[]> {
  const pending = loadRemoteInTime<RemoteRoutesModule>(`${name}/routes`).then((module) => {
    if (!module?.routes) throw new Error(`Remote ${name} is unavailable`);
    return module.routes;
  });
  loaded.set(name, pending);
  return pending;
}

/** Loads a remote's `./routes` once; a failed load is forgotten (once a caller has it) so a later visit can try again. */
export function loadRemoteRoutes(name: RemoteName): Promise<RouteObject[]> {
  const pending = loaded.get(name) ?? startLoading(name);
  pending.catch(() => {
    if (loaded.get(name) === pending) loaded.delete(name);
  });
  return pending;
}

/**
 * Starts loading the routes of the remote that owns the page being opened, from the shell's entry chunk: its remote
 * entry and routes chunk then download alongside the shell's own code instead of after it has run. The router's
 * loadRemoteRoutes takes over the same load (or its failure). Resolves once the remote entry's script has been
 * requested (the manifest is preloaded, so that is quick), when the load ends, or after `maxWaitMs` at most.
 */
export function preloadRemoteRoutes(name: RemoteName, maxWaitMs = 50): Promise<void> {
  if (loaded.has(name)) return Promise.resolve();
  return new Promise<void>((resolve) => {
    const done = () => {
      scriptWaiters.delete(done);
      resolve();
    };
    scriptWaiters.add(done);
    setTimeout(done, maxWaitMs);
    startLoading(name).then(done, done);
  });
}

/** Any exposed module by id (`mf_catalog/wishlist`), for remotes that show another remote's part. */
export function loadRemoteModule(id: string): Promise<unknown> {
  return loadRemoteInTime(id);
}
