import { matchRoutes, parsePath, type DataRouter, type PatchRoutesOnNavigationFunction, type RouteObject } from '@shop/shared';
import { REMOTE_AREAS, remoteForPath, type RemoteName, type RouteHandle } from '@shop/shared';
import { AreaErrorBoundary, RemoteUnavailable } from '../features/error-pages';

export type LoadRemoteRoutes = (name: RemoteName) => Promise<RouteObject[]>;
type Patch = (routeId: string | null, children: RouteObject[]) => void;

export const ROOT_ROUTE_ID = 'root';
export const areaRouteId = (remote: RemoteName) => `area-${remote}`;

/**
 * Route ids from the area's id and each route's position: the same on the server and in the browser however the
 * routes came in (the browser patches them in on navigation), so a server-rendered page's loader data finds its route.
 */
function withIds(routes: RouteObject[], parentId: string): RouteObject[] {
  return routes.map((route, index) => {
    const id = route.id ?? `${parentId}-${index}`;
    return { ...route, id, ...(route.children && { children: withIds(route.children, id) }) } as RouteObject;
  });
}

/** A remote's routes go under one pathless route whose error boundary keeps a failure inside that area. */
export function areaRoute(remote: RemoteName, children: RouteObject[]): RouteObject {
  const id = areaRouteId(remote);
  return { id, errorElement: <AreaErrorBoundary remote={remote} />, children: withIds(children, id) };
}

/** When a remote cannot be loaded, its paths show the area's panel instead of a 404. */
export function unavailableRoutes(remote: RemoteName): RouteObject[] {
  const { label } = REMOTE_AREAS[remote];
  const element = <RemoteUnavailable remote={remote} />;
  return REMOTE_AREAS[remote].prefixes.map((prefix) =>
    prefix === '/'
      ? { index: true, element }
      : { path: `${prefix.slice(1)}/*`, element, handle: { title: label, crumb: label } satisfies RouteHandle },
  );
}

function preloadRoute(route: RouteObject): Promise<unknown> {
  const { lazy } = route as { lazy?: unknown };
  if (typeof lazy === 'function') return Promise.resolve((lazy as () => unknown)());
  if (lazy && typeof lazy === 'object') {
    return Promise.all(Object.values(lazy as Record<string, unknown>).map((load) => (typeof load === 'function' ? load() : undefined)));
  }
  return Promise.resolve();
}

/**
 * Loads remotes' routes on demand. Patching is idempotent (the area route's id), so navigation and prefetch may both
 * patch. A remote that failed during a navigation gets its fallback routes and is not tried again until a reload
 * (the panel's Retry reloads the page).
 */
export function createRemoteAreas(load: LoadRemoteRoutes) {
  const unavailable = new Set<RemoteName>();

  async function patchArea(remote: RemoteName, patch: Patch, fallBack: boolean): Promise<void> {
    if (unavailable.has(remote)) return;
    try {
      patch(ROOT_ROUTE_ID, [areaRoute(remote, await load(remote))]);
    } catch (error) {
      if (!fallBack) throw error;
      console.error(`The ${remote} area is unavailable`, error);
      unavailable.add(remote);
      patch(ROOT_ROUTE_ID, [areaRoute(remote, unavailableRoutes(remote))]);
    }
  }

  const patchRoutesOnNavigation: PatchRoutesOnNavigationFunction = async ({ path, patch }) => {
    const remote = remoteForPath(path);
    if (remote) await patchArea(remote, patch, true);
  };

  /** Warms up a path: its remote's routes, then the code of the routes it matches. */
  function prefetcherFor(router: Pick<DataRouter, 'routes' | 'patchRoutes'>) {
    return async (path: string): Promise<void> => {
      const remote = remoteForPath(parsePath(path).pathname ?? '/');
      if (remote) await patchArea(remote, (id, children) => router.patchRoutes(id, children), false);
      const matches = matchRoutes(router.routes, path) ?? [];
      await Promise.all(matches.map((match) => preloadRoute(match.route)));
    };
  }

  return { patchRoutesOnNavigation, prefetcherFor };
}
