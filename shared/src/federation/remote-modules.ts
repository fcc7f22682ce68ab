import type { ComponentType } from 'react';
import type { PhotoPosition, UploadedPhoto } from '../contracts/uploads';

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

/**
 * Where an uploader saves its photos: a cart item's images (mf-cart-checkout's cart store) or a marketplace upload
 * session (mf-uploader). Every call answers the saved photos in position order.
 */
export interface PhotoTarget {
  /**
   * Saves one photo at `position`: the file itself (at most UPLOAD_CHUNK_SIZE) or, for a larger file already sent in
   * chunks through POST /api/media/upload, its reference (CHUNK_REFERENCE_PREFIX + chunk id). `onProgress` gets 0-100
   * while a file body is sent. `name` is the file's name (a marketplace save sends it in x-chunk-name with a
   * reference); optional, so a target built before it was added still fits. Resolves to the saved photos and the new
   * one among them.
   */
  save(
    image: Blob | string,
    position: number,
    onProgress: (percent: number) => void,
    name?: string,
  ): Promise<{ photos: UploadedPhoto[]; saved: UploadedPhoto }>;
  remove(id: number): Promise<UploadedPhoto[]>;
  reorder(positions: PhotoPosition[]): Promise<UploadedPhoto[]>;
  /** Chunked uploads from another origin (the embedded uploader) send the upload-session cookie. */
  apiOrigin?: string;
}

/** What the uploader tells its page after every change (counters, Done/Send buttons). */
export interface PhotoUploaderState {
  /** Photos saved on the server. */
  saved: number;
  /** Photos in the list, saved or on their way; failed ones (still listed, to retry or remove) are not counted. */
  total: number;
  /** Some photo is between 0 and 100 without error, or a server change is pending: Done/Send wait. */
  busy: boolean;
}

export interface PhotoUploaderProps {
  target: PhotoTarget;
  /** Photos already saved (a cart item's images, a session's photos). */
  initialPhotos: UploadedPhoto[];
  /** Files beyond it are silently dropped (accounts-and-after-sale §5). */
  limit: number;
  onStateChange?: (state: PhotoUploaderState) => void;
}

/** What mf-uploader's `./photo-uploader` exposes: the one upload engine with its drop zone and sortable preview. */
export interface PhotoUploaderModule {
  PhotoUploader: ComponentType<PhotoUploaderProps>;
}

/** What mf-account's `./sign-in` exposes: the "Login" card, for a page that asks a signed-out shopper to sign in. */
export interface SignInCardModule {
  /** Signed in, the shopper goes to `returnTo`; Sign Up and the social sign-in come back there too. */
  SignInCard: ComponentType<{ returnTo: string; intro: string }>;
}

/** Exposed modules other parts load, by id (`remote/expose`), with their contract. */
export interface RemoteModules {
  'mf_catalog/wishlist': WishlistPageModule;
  'mf_cart_checkout/cart': CartPageModule;
  'mf_uploader/photo-uploader': PhotoUploaderModule;
  'mf_account/sign-in': SignInCardModule;
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
