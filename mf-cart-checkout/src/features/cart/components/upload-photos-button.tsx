import { useId } from 'react';
import { Tooltip } from './tooltip';
import styles from './upload-photos-button.module.css';

export const UPLOAD_BUTTON_LABEL = 'Upload Your Photos & Add Your Story Title';
/** The upload popup (document 2) comes with its own issue; until then the button says so. */
export const UPLOAD_COMING_TEXT = 'Photo upload is on its way';

/** A clip's upload button with the number of photos uploaded so far. */
export function UploadPhotosButton({ uploaded }: { uploaded: number }) {
  const countId = useId();
  return (
    <div className={styles.upload}>
      <Tooltip content={UPLOAD_COMING_TEXT}>
        {(tooltipId) => (
          <button
            type="button"
            className={styles.button}
            aria-disabled="true"
            aria-describedby={`${countId} ${tooltipId}`}
            title={UPLOAD_COMING_TEXT}
          >
            <svg className={styles.icon} width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M12 16V4m0 0-4.5 4.5M12 4l4.5 4.5M4 15v3.5A1.5 1.5 0 0 0 5.5 20h13a1.5 1.5 0 0 0 1.5-1.5V15" />
            </svg>
            <span>{UPLOAD_BUTTON_LABEL}</span>
          </button>
        )}
      </Tooltip>
      <span id={countId} className={styles.count}>
        <span className={styles.countNumber}>{uploaded}</span> {uploaded === 1 ? 'photo' : 'photos'} uploaded
      </span>
    </div>
  );
}
