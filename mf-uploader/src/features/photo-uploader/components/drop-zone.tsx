import { useId, useState, type DragEvent, type Ref } from 'react';
import { buttonClassName } from '@shop/shared';
import styles from './drop-zone.module.css';

export const DROP_ZONE_TEXTS = {
  drop: 'Drag & Drop any files',
  or: 'or',
  pick: 'UPLOAD FROM CAMERA ROLL OR PC',
} as const;

/** Only a drag that carries files (not a photo being reordered in the list). */
const carriesFiles = (event: DragEvent) => Array.from(event.dataTransfer?.types ?? []).includes('Files');

/** Where photos come in: dropped from the desktop or picked with the file dialog (images only, several at once). */
export function DropZone({
  onFiles,
  pickerRef,
}: {
  onFiles: (files: File[]) => void;
  pickerRef?: Ref<HTMLInputElement>;
}) {
  const [dragging, setDragging] = useState(false);
  const hintId = useId();
  return (
    <div
      className={[styles.zone, dragging && styles.dragging].filter(Boolean).join(' ')}
      onDragEnter={(event) => {
        if (carriesFiles(event)) setDragging(true);
      }}
      onDragOver={(event) => {
        if (!carriesFiles(event)) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'copy';
      }}
      onDragLeave={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
      }}
      onDrop={(event) => {
        if (!carriesFiles(event)) return;
        event.preventDefault();
        setDragging(false);
        onFiles(Array.from(event.dataTransfer.files));
      }}
    >
      <svg className={styles.icon} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
        <rect x="6" y="10" width="36" height="28" rx="4" />
        <circle cx="17" cy="20" r="3.5" />
        <path d="m6 33 10-9 8 7 6-5 12 10" />
      </svg>
      <p id={hintId} className={styles.drop}>
        {DROP_ZONE_TEXTS.drop}
      </p>
      <p className={styles.or}>{DROP_ZONE_TEXTS.or}</p>
      <label className={buttonClassName({ variant: 'primary' }, styles.pick)}>
        <input
          ref={pickerRef}
          type="file"
          multiple
          accept="image/*"
          className={styles.input}
          aria-describedby={hintId}
          onChange={(event) => {
            onFiles(Array.from(event.currentTarget.files ?? []));
            // The same file can be picked again (after its removal, say).
            event.currentTarget.value = '';
          }}
        />
        {DROP_ZONE_TEXTS.pick}
      </label>
    </div>
  );
}
