import { useEffect, useState } from 'react';
import { ErrorPanel, Loader, type CartItem, type Product } from '@shop/shared';
import { UPLOAD_BUTTON_LABEL } from '../upload-photos-button';
import { Dialog } from './dialog';
import { PhotoPopupContent } from './photo-popup-content';
import { UPLOADER_LOAD_FAILURE, usePhotoUploader } from './use-photo-uploader';

/** Asked before the popup closes on photos still uploading (spec silent; docs/decisions/0018). */
export const CLOSE_WHILE_UPLOADING =
  'Photos are still uploading. Close anyway? Those not uploaded yet will not be kept.';

export type PhotoPopupProps = {
  item: CartItem;
  product: Product;
  /** The upload source tabs (Local Files, Instagram, ...); hidden when opened from the cart. */
  showTabs?: boolean;
  onClose: () => void;
};

/**
 * The photo upload popup (accounts-and-after-sale §2, §4). This module is its own chunk, loaded when the popup first
 * opens; the upload engine comes from mf-uploader then, and when it cannot be had the dialog says so with Retry.
 */
export function PhotoPopup({ item, product, showTabs = false, onClose }: PhotoPopupProps) {
  const [attempt, setAttempt] = useState(0);
  const uploader = usePhotoUploader(attempt);
  // Closing (X, Escape) or leaving the page while photos upload stops them: the shopper is asked first, instead of
  // finding fewer photos on the item than they chose.
  const [busy, setBusy] = useState(false);
  const close = () => {
    if (!busy || window.confirm(CLOSE_WHILE_UPLOADING)) onClose();
  };
  useEffect(() => {
    if (!busy) return undefined;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [busy]);
  return (
    // Its heading is the button that opens it: the spec names the popup by nothing else.
    <Dialog title={UPLOAD_BUTTON_LABEL} subtitle={product.name} onClose={close}>
      {uploader.status === 'loading' ? <Loader label="Loading the photo uploader…" showLabel /> : null}
      {uploader.status === 'error' ? (
        <ErrorPanel
          title={UPLOADER_LOAD_FAILURE}
          message="Please check your connection and try again."
          headingLevel={3}
          onRetry={() => setAttempt((count) => count + 1)}
        />
      ) : null}
      {uploader.status === 'ready' ? (
        <PhotoPopupContent
          item={item}
          product={product}
          showTabs={showTabs}
          PhotoUploader={uploader.PhotoUploader}
          onDone={onClose}
          onBusyChange={setBusy}
        />
      ) : null}
    </Dialog>
  );
}
