import { byPosition, MediaImage, type UploadedPhoto } from '@shop/shared';
import styles from './staff-desk.module.css';

/** A row of a submission's or an ordered clip's photos, in the shopper's order; nothing when there are none. */
export function PhotoStrip({ photos, label, size }: { photos: readonly UploadedPhoto[]; label: string; size: number }) {
  if (photos.length === 0) return null;
  return (
    <ul className={styles.photos} aria-label={label}>
      {byPosition(photos).map((photo) => (
        <li key={photo.id}>
          <MediaImage
            file={photo.image}
            width={size}
            height={size}
            size1x="s"
            size2x="m"
            alt={`Photo ${photo.position + 1}`}
          />
        </li>
      ))}
    </ul>
  );
}
