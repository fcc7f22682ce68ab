import type { UploadedPhoto } from '../../contracts/uploads';

/** Photos in their order (position, then the older first), whatever order the answer lists them in. */
export function byPosition(photos: readonly UploadedPhoto[]): UploadedPhoto[] {
  return [...photos].sort((a, b) => a.position - b.position || a.id - b.id);
}
