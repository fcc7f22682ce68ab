import { createMemoryRouter, type RouteObject } from 'react-router-dom';
import { areaRouteId, createRemoteAreas, ROOT_ROUTE_ID } from './remote-areas';

const shellRoutes = (): RouteObject[] => [{ id: ROOT_ROUTE_ID, children: [{ path: '*', element: null }] }];

describe('the path prefetcher', () => {
  it("patches the owning remote's routes and loads the code of the routes the path matches", async () => {
    const lazyCart = jest.fn(async () => ({ element: null }));
    const lazyCheckout = jest.fn(async () => ({ element: null }));
    const load = jest.fn(async () => [
      { path: 'cart', lazy: lazyCart },
      { path: 'checkout', lazy: lazyCheckout },
    ]);
    const router = createMemoryRouter(shellRoutes(), { initialEntries: ['/faq'] });
    const prefetch = createRemoteAreas(load).prefetcherFor(router);

    await prefetch('/cart?coupon=1');

    expect(load).toHaveBeenCalledWith('mf_cart_checkout');
    expect(router.routes[0]!.children!.some((route) => route.id === areaRouteId('mf_cart_checkout'))).toBe(true);
    expect(lazyCart).toHaveBeenCalledTimes(1);
    expect(lazyCheckout).not.toHaveBeenCalled();
    router.dispose();
  });

  it('patches a remote once however often its paths are prefetched', async () => {
    const load = jest.fn(async () => [{ path: 'sign-in', element: null }]);
    const router = createMemoryRouter(shellRoutes(), { initialEntries: ['/faq'] });
    const prefetch = createRemoteAreas(load).prefetcherFor(router);
    await prefetch('/sign-in');
    await prefetch('/sign-in');
    expect(router.routes[0]!.children!.filter((route) => route.id === areaRouteId('mf_account'))).toHaveLength(1);
    router.dispose();
  });

  it('leaves a failed remote for the navigation to handle (no fallback patched)', async () => {
    const router = createMemoryRouter(shellRoutes(), { initialEntries: ['/faq'] });
    const prefetch = createRemoteAreas(async () => {
      throw new Error('down');
    }).prefetcherFor(router);
    await expect(prefetch('/upload')).rejects.toThrow('down');
    expect(router.routes[0]!.children!.map((route) => route.id)).not.toContain(areaRouteId('mf_uploader'));
    router.dispose();
  });

  it('does not ask a remote that failed during a navigation again (only the next navigation does)', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = jest.fn(async () => {
      throw new Error('down');
    });
    const areas = createRemoteAreas(load);
    const router = createMemoryRouter(shellRoutes(), {
      initialEntries: ['/faq'],
      patchRoutesOnNavigation: areas.patchRoutesOnNavigation,
    });
    await router.navigate('/account');
    expect(areas.unavailableAreaOf('/account/orders')).toBe('mf_account');
    await areas.prefetcherFor(router)('/account/orders');
    expect(load).toHaveBeenCalledTimes(1);
    await router.navigate('/account/orders');
    expect(load).toHaveBeenCalledTimes(2);
    router.dispose();
    jest.restoreAllMocks();
  });

  it('does nothing but match for a path the shell owns', async () => {
    const load = jest.fn(async () => []);
    const router = createMemoryRouter(shellRoutes(), { initialEntries: ['/'] });
    await createRemoteAreas(load).prefetcherFor(router)('/faq');
    expect(load).not.toHaveBeenCalled();
    router.dispose();
  });
});
