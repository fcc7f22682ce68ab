import { useEffect, useEffectEvent, useState, useSyncExternalStore } from 'react';
import type { PhotoUploaderProps, PhotoUploaderState } from '@shop/shared';
import { UploadQueue, type UploadQueueOptions } from '../engine/upload-queue';

/** One upload queue for the component's life, its snapshot, and its counters told to the page on every change. */
export function useUploadQueue(
  { target, initialPhotos, limit, onStateChange }: PhotoUploaderProps,
  engine: Partial<UploadQueueOptions> = {},
) {
  // Made once: the photos a page starts with and its target are read when it opens.
  const [queue] = useState(() => new UploadQueue({ ...engine, target, initialPhotos, limit }));
  useEffect(() => queue.connect(), [queue]);
  const snapshot = useSyncExternalStore(queue.subscribe, queue.getSnapshot, queue.getSnapshot);
  const { saved, total, busy } = snapshot;
  // The page hears of changes only, not of a new callback each render.
  const tellState = useEffectEvent((state: PhotoUploaderState) => onStateChange?.(state));
  useEffect(() => {
    tellState({ saved, total, busy });
  }, [saved, total, busy]);
  return { queue, snapshot };
}
