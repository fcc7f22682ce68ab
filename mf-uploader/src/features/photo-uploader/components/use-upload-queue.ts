import { useEffect, useState, useSyncExternalStore } from 'react';
import type { PhotoUploaderProps } from '@shop/shared';
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
  useEffect(() => {
    onStateChange?.({ saved, total, busy });
    // The page hears of changes only, not of a new callback each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [saved, total, busy]);
  return { queue, snapshot };
}
