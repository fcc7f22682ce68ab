import type { ReactNode } from 'react';
import { Icon } from '@shop/shared';
import { isPending, PHOTO_ERRORS, type PhotoItem } from '../engine/photo-item';
import styles from './photo-card.module.css';

export type PhotoAction = 'earlier' | 'later' | 'remove' | 'retry';

export interface PhotoCardProps {
  item: PhotoItem;
  count: number;
  /** Removing and moving wait while uploads or a server change run. */
  locked: boolean;
  onAction: (item: PhotoItem, action: PhotoAction) => void;
}

/**
 * One photo of the selection preview: its thumbnail and place, its progress or error, and its buttons. Buttons that
 * must wait are aria-disabled rather than disabled, so keyboard focus stays on them while the list changes.
 */
export function PhotoCard({ item, count, locked, onAction }: PhotoCardProps) {
  const number = item.position + 1;
  const label = `photo ${number}`;
  const button = (action: PhotoAction, name: string, waits: boolean, content: ReactNode, className?: string) => (
    <button
      type="button"
      data-action={action}
      className={[styles.action, className].filter(Boolean).join(' ')}
      aria-label={name}
      title={name}
      aria-disabled={waits || undefined}
      onClick={() => {
        if (!waits) onAction(item, action);
      }}
    >
      {content}
    </button>
  );
  return (
    <li className={styles.card} data-state={item.state} data-key={item.key}>
      <div className={styles.frame}>
        {item.preview ? (
          <img className={styles.image} src={item.preview} alt={`Photo ${number}`} draggable={false} />
        ) : (
          <span className={styles.placeholder} role="img" aria-label={`Photo ${number}`} />
        )}
        <span className={styles.number} aria-hidden="true">
          {number}
        </span>
        {isPending(item) ? (
          <div
            className={styles.progress}
            role="progressbar"
            aria-label={`Upload of ${label}`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={item.progress ?? 0}
          >
            <span className={styles.bar} style={{ width: `${item.progress ?? 0}%` }} />
          </div>
        ) : null}
        {item.error ? (
          <div className={styles.failure}>
            <p className={styles.error}>{item.error}</p>
            {item.error === PHOTO_ERRORS.upload
              ? button('retry', `Retry ${label}`, false, 'Retry', styles.retry)
              : null}
          </div>
        ) : null}
      </div>
      <div className={styles.actions}>
        {button('earlier', `Move ${label} earlier`, locked || number === 1, <Icon name="chevron-left" size={18} />)}
        {button('later', `Move ${label} later`, locked || number === count, <Icon name="chevron-right" size={18} />)}
        {button('remove', `Remove ${label}`, locked, <Icon name="close" size={18} />, styles.remove)}
      </div>
    </li>
  );
}
