import { matchRoutes, parsePath, useLocation, type DataRouter, type PatchRoutesOnNavigationFunction, type RouteObject, type UIMatch } from '@shop/shared';
import { REMOTE_AREAS, remoteForPath, type RemoteName, type RouteHandle } from '@shop/shared';
import { AreaErrorBoundary, NotFoundPage, RemoteUnavailable } from '../features/error-pages';

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

/** The remote that owns a path, when its area could not be loaded; undefined for other paths. */
export type UnavailableAreaOf = (pathname: string) => RemoteName | undefined;

function CatchAllPage({ unavailableAreaOf }: { unavailableAreaOf: UnavailableAreaOf }) {
  const remote = unavailableAreaOf(useLocation().pathname);
  return remote ? <RemoteUnavailable remote={remote} /> : <NotFoundPage />;
}

/**
 * The shell's '*' route: the 404 page, or the area's panel on the paths of an area whose remote could not be loaded.
 * The panel comes from here rather than from routes patched in for the area, which could never be taken out again:
 * with nothing patched, the next navigation into the area asks for its remote once more.
 */
export function catchAllRoute(unavailableAreaOf: UnavailableAreaOf = () => undefined): RouteObject {
  const label = (match: UIMatch) => {
    const remote = unavailableAreaOf(match.pathname);
    return remote ? REMOTE_AREAS[remote].label : 'Page not found';
  };
  return {
    path: '*',
    element: <CatchAllPage unavailableAreaOf={unavailableAreaOf} />,
    handle: { title: label, crumb: label } satisfies RouteHandle,
  };
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
 * patch. A remote that failed during a navigation shows its area's panel (catchAllRoute) until a later navigation into
 * the area loads it: a short outage does not last the whole visit, and only a shopper's own navigation asks again.
 */
export function createRemoteAreas(load: LoadRemoteRoutes) {
  const unavailable = new Set<RemoteName>();

  async function patchArea(remote: RemoteName, patch: Patch, fallBack: boolean): Promise<void> {
    try {
      patch(ROOT_ROUTE_ID, [areaRoute(remote, await load(remote))]);
      unavailable.delete(remote);
    } catch (error) {
      if (!fallBack) throw error;
      console.error(`The ${remote} area is unavailable`, error);
      unavailable.add(remote);
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
      // Pointing at a link does not ask a failed remote again; following it does.
      if (remote && !unavailable.has(remote)) await patchArea(remote, (id, children) => router.patchRoutes(id, children), false);
      const matches = matchRoutes(router.routes, path) ?? [];
      await Promise.all(matches.map((match) => preloadRoute(match.route)));
    };
  }

  const unavailableAreaOf: UnavailableAreaOf = (pathname) => {
    const remote = remoteForPath(pathname);
    return remote && unavailable.has(remote) ? remote : undefined;
  };

  return { patchRoutesOnNavigation, prefetcherFor, unavailableAreaOf };
}
