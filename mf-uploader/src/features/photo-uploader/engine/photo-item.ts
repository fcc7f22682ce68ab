import type { UploadedPhoto } from '@shop/shared';

// One photo of the list and its states (accounts-and-after-sale §4 "Photo upload (per item)"):
// selected → previewed (progress 2, waiting for its turn) → uploading (0-100) → uploaded, or error at any step.

export type PhotoState = 'selected' | 'previewed' | 'uploading' | 'uploaded' | 'error';

/** The texts shown on a photo (§8). */
export const PHOTO_ERRORS = {
  /** The file cannot be read or decoded as an image. */
  load: 'Error loading image',
  /** The upload failed (answer outside 2xx, invalid JSON, no connection, a chunk failing 3 times). */
  upload: 'Error while uploading',
} as const;
export type PhotoError = (typeof PHOTO_ERRORS)[keyof typeof PHOTO_ERRORS];

export interface PhotoItem {
  /** Stable local key (React, drag and drop), also for photos restored from the server. */
  key: string;
  state: PhotoState;
  /** The file's name, or the media name of a saved photo. */
  name: string;
  /** Its place in the list, 0-based (renumbered after every change). */
  position: number;
  /** Set once saved: the server's id, media name and position. */
  id?: number;
  image?: string;
  savedPosition?: number;
  /** Thumbnail URL: a local preview until saved, then the media path. */
  preview?: string;
  /** 0-100 while not saved. */
  progress?: number;
  error?: PhotoError;
  /** Kept until saved, for a retry. */
  file?: File;
}

/** Items that keep Done/Send waiting: between selection and the server's answer, without error. */
export const isPending = (item: PhotoItem) =>
  item.state === 'selected' || item.state === 'previewed' || item.state === 'uploading';

/** The saved photos of a list, in the list's order, as the contract describes them. */
export function savedPhotos(items: readonly PhotoItem[]): UploadedPhoto[] {
  return items
    .filter((item) => item.state === 'uploaded' && item.id !== undefined)
    .map((item) => ({ id: item.id!, image: item.image!, position: item.savedPosition ?? item.position }));
}
