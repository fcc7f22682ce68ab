import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { VisuallyHidden, type PhotoUploaderProps, type UploadedPhoto } from '@shop/shared';
import type { UploadQueueOptions } from '../engine/upload-queue';
import { savedPhotos, type PhotoItem } from '../engine/photo-item';
import { DropZone } from './drop-zone';
import { PhotoCard, type PhotoAction } from './photo-card';
import { useSortable } from './use-sortable';
import { useUploadQueue } from './use-upload-queue';
import styles from './photo-uploader.module.css';

export const SELECTION_PREVIEW = 'Selection preview';
export const ARRANGE_HINT = 'Drag and drop the photos to arrange them in the order you want to see them in the video.';

export type PhotoUploaderViewProps = PhotoUploaderProps & {
  /** The saved photos in the list's order after every change (the marketplace form sends their ids). */
  onPhotosChange?: (photos: UploadedPhoto[]) => void;
  /** The engine's browser parts, replaced in tests. */
  engine?: Partial<UploadQueueOptions>;
};

/**
 * The one photo uploader (accounts-and-after-sale §2, §4): drop zone and file picker, then the sortable selection
 * preview with progress, errors, retry, remove and keyboard moves. Pages read its counters through onStateChange.
 */
export function PhotoUploader({ engine, onPhotosChange, ...props }: PhotoUploaderViewProps) {
  const { queue, snapshot } = useUploadQueue(props, engine);
  const { items, busy } = snapshot;
  const tellPhotos = useEffectEvent((photos: UploadedPhoto[]) => onPhotosChange?.(photos));
  useEffect(() => {
    tellPhotos(savedPhotos(items));
  }, [items]);
  const list = useRef<HTMLOListElement>(null);
  const picker = useRef<HTMLInputElement>(null);
  const [announcement, setAnnouncement] = useState('');
  // After a keyboard move React re-renders the list: focus goes back to the button that was pressed.
  const [refocus, setRefocus] = useState<{ key: string; action: PhotoAction } | null>(null);
  // A removed photo's card takes its focused Remove button along: focus would fall to <body>, out of the cart's popup.
  const removed = useRef<{ key: string; position: number } | null>(null);

  useSortable(list, {
    disabled: busy,
    onMove: (from, to) => void queue.move(from, to),
    ghostClass: styles.ghost!,
    chosenClass: styles.chosen!,
  });

  useEffect(() => {
    if (!refocus || !list.current) return;
    const cards = Array.from(list.current.children);
    const place = cards.findIndex((card) => card.getAttribute('data-key') === refocus.key);
    // At an end of the list the pressed move button has nothing more to do: the other one takes the focus.
    const moving = refocus.action === 'earlier' || refocus.action === 'later';
    const atEnd = moving && (refocus.action === 'earlier' ? place === 0 : place === cards.length - 1);
    const action = atEnd ? (refocus.action === 'earlier' ? 'later' : 'earlier') : refocus.action;
    cards[place]?.querySelector<HTMLButtonElement>(`[data-action="${action}"]`)?.focus();
    setRefocus(null);
  }, [refocus, items]);

  useEffect(() => {
    const pending = removed.current;
    if (!pending || !list.current) return;
    const cards = Array.from(list.current.children);
    if (cards.some((card) => card.getAttribute('data-key') === pending.key)) {
      // Still there: the server is answering (wait), or the removal failed and focus stayed on the button.
      if (!busy) removed.current = null;
      return;
    }
    removed.current = null;
    // Only focus that was lost with the card: a shopper who went on during the server call stays where they are.
    if (document.activeElement && document.activeElement !== document.body) return;
    // The photo that took its place, else the new last one: Remove there keeps the keyboard in the list, and
    // pressing it again goes on removing. With no photo left, the picker that adds photos.
    const neighbour = cards[Math.min(pending.position, cards.length - 1)];
    (neighbour?.querySelector<HTMLButtonElement>('[data-action="remove"]') ?? picker.current)?.focus();
  }, [items, busy]);

  function act(item: PhotoItem, action: PhotoAction) {
    if (action === 'retry') {
      // Retry goes away as the upload starts again: the photo's Remove keeps the focus.
      setRefocus({ key: item.key, action: 'remove' });
      return queue.retry(item.key);
    }
    if (action === 'remove') {
      setAnnouncement(`Photo ${item.position + 1} removed`);
      removed.current = { key: item.key, position: item.position };
      return void queue.remove(item.key);
    }
    const to = item.position + (action === 'earlier' ? -1 : 1);
    setRefocus({ key: item.key, action });
    setAnnouncement(`Photo moved to position ${to + 1} of ${items.length}`);
    void queue.move(item.position, to);
  }

  return (
    <div className={styles.uploader}>
      <DropZone pickerRef={picker} onFiles={(files) => queue.add(files)} />
      <section className={styles.preview}>
        <h2 className={styles.title}>{SELECTION_PREVIEW}</h2>
        <p className={styles.hint}>{ARRANGE_HINT}</p>
        <ol ref={list} className={styles.list} aria-label={SELECTION_PREVIEW}>
          {items.map((item) => (
            <PhotoCard key={item.key} item={item} count={items.length} locked={busy} onAction={act} />
          ))}
        </ol>
      </section>
      <VisuallyHidden aria-live="polite">{announcement}</VisuallyHidden>
    </div>
  );
}
