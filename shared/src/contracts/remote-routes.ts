import type { RouteObject } from '../router';

/** What every remote's `./routes` module exports. Paths are relative to the site root. */
export interface RemoteRoutesModule {
  routes: RouteObject[];
}

export type RemoteName = 'mf_catalog' | 'mf_cart_checkout' | 'mf_account' | 'mf_uploader';

/** Which remote owns which top-level paths. The shell loads a remote when a path it owns is visited. */
export const REMOTE_AREAS: Record<RemoteName, { label: string; prefixes: string[] }> = {
  mf_catalog: { label: 'Catalogue', prefixes: ['/', '/catalog', '/wishlist'] },
  mf_cart_checkout: { label: 'Cart and checkout', prefixes: ['/cart', '/checkout'] },
  mf_account: { label: 'Account', prefixes: ['/sign-in', '/sign-up', '/password-reset', '/account', '/staff'] },
  mf_uploader: { label: 'Photo upload', prefixes: ['/upload', '/uploader'] },
};

/** The remote that owns a pathname, or undefined (shell pages and unknown paths). */
export function remoteForPath(pathname: string): RemoteName | undefined {
  const names = Object.keys(REMOTE_AREAS) as RemoteName[];
  return names.find((name) =>
    REMOTE_AREAS[name].prefixes.some((prefix) =>
      prefix === '/' ? pathname === '/' : pathname === prefix || pathname.startsWith(`${prefix}/`),
    ),
  );
}

/** The remotes map the shell's server hands to the page: remote name → URL of its mf-manifest.json. */
export type RemotesMap = Record<RemoteName, string>;
