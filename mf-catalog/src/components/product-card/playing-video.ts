import { atom } from 'nanostores';

/** The card whose video plays (storefront §2: one card video at a time); null when none. */
export const $playingVideo = atom<string | null>(null);

export function videoStarted(cardId: string): void {
  $playingVideo.set(cardId);
}

export function videoStopped(cardId: string): void {
  if ($playingVideo.get() === cardId) $playingVideo.set(null);
}
