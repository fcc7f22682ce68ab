import type { ComponentType } from 'react';

// A remote may show another remote's exposed module (the account area shows the catalogue's wishlist and the cart's
// page), loaded through the host's federation runtime and typed by a contract here, never by importing the other
// remote's source.

/** What mf-catalog's `./wishlist` exposes. */
export interface WishlistPageModule {
  WishlistPage: ComponentType;
}

/** What mf-cart-checkout's `./cart` exposes: the cart page, for the account area's /account/cart. */
export interface CartPageModule {
  CartPage: ComponentType;
}

/** Exposed modules other parts load, by id (`remote/expose`), with their contract. */
export interface RemoteModules {
  'mf_catalog/wishlist': WishlistPageModule;
  'mf_cart_checkout/cart': CartPageModule;
}

type RemoteModuleLoader = (id: string) => Promise<unknown>;
let loader: RemoteModuleLoader | undefined;

/** The shell registers its federation runtime's loader at start-up. */
export function setRemoteModuleLoader(next: RemoteModuleLoader | undefined): void {
  loader = next;
}

/** Loads another remote's exposed module; rejects when no host registered a loader or the remote is unavailable. */
export async function loadRemoteModule<Id extends keyof RemoteModules>(id: Id): Promise<RemoteModules[Id]> {
  if (!loader) throw new Error(`No federation host to load ${id} from`);
  const module = (await loader(id)) as RemoteModules[Id] | undefined;
  if (!module) throw new Error(`Remote module ${id} is unavailable`);
  return module;
}
