import { useEffect, useState, type ComponentType } from 'react';
import { loadRemoteModule, type PhotoUploaderProps } from '@shop/shared';
import type { PhotoPopupContentProps } from './photo-popup-content';

export type PopupParts =
  | { status: 'loading' }
  | { status: 'error' }
  | {
      status: 'ready';
      Content: ComponentType<PhotoPopupContentProps>;
      PhotoUploader: ComponentType<PhotoUploaderProps>;
    };

export const UPLOADER_LOAD_FAILURE = 'The photo uploader could not be loaded';

/**
 * The popup's own code (a chunk of this remote) and the upload engine (mf-uploader's './photo-uploader' through
 * federation), both fetched when the popup opens, so the cart page's first load carries neither. A new `attempt`
 * (Retry) loads them again: a failed remote load is not kept by the federation runtime.
 */
export function usePopupParts(attempt: number): PopupParts {
  // What the load of which attempt gave; a newer attempt is loading until its own load ends.
  const [settled, setSettled] = useState<{ attempt: number; parts: PopupParts } | undefined>(undefined);
  useEffect(() => {
    let active = true;
    Promise.all([import('./photo-popup-content'), loadRemoteModule('mf_uploader/photo-uploader')])
      .then(([content, uploader]) => {
        if (!uploader.PhotoUploader) throw new Error('mf_uploader/photo-uploader has no PhotoUploader');
        const parts: PopupParts = {
          status: 'ready',
          Content: content.PhotoPopupContent,
          PhotoUploader: uploader.PhotoUploader,
        };
        if (active) setSettled({ attempt, parts });
      })
      .catch((error: unknown) => {
        console.error(UPLOADER_LOAD_FAILURE, error);
        if (active) setSettled({ attempt, parts: { status: 'error' } });
      });
    return () => {
      active = false;
    };
  }, [attempt]);
  return settled?.attempt === attempt ? settled.parts : { status: 'loading' };
}
