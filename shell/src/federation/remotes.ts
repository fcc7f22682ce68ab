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
    },
  ]);
}

const loaded = new Map<RemoteName, Promise<RouteObject[]>>();

/** Loads a remote's `./routes` once; a failed load is forgotten so a later visit can try again. */
export function loadRemoteRoutes(name: RemoteName): Promise<RouteObject[]> {
  let pending = loaded.get(name);
  if (!pending) {
    pending = loadRemote<RemoteRoutesModule>(`${name}/routes`).then((module) => {
      if (!module?.routes) throw new Error(`Remote ${name} is unavailable`);
      return module.routes;
    });
    pending.catch(() => loaded.delete(name));
    loaded.set(name, pending);
  }
  return pending;
}

/** Any exposed module by id (`mf_catalog/wishlist`), for remotes that show another remote's part. */
export function loadRemoteModule(id: string): Promise<unknown> {
  return loadRemote(id);
}
