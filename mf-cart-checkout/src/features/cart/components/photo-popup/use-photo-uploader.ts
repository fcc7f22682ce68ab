import { useEffect, useState } from 'react';
import { loadRemoteModule, type PhotoUploaderModule } from '@shop/shared';

export type PhotoUploaderLoad =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; PhotoUploader: PhotoUploaderModule['PhotoUploader'] };

export const UPLOADER_LOAD_FAILURE = 'The photo uploader could not be loaded';

/**
 * The upload engine, mf-uploader's './photo-uploader' through federation, fetched when the popup opens. A new
 * `attempt` (Retry) loads it again: the federation runtime does not keep a failed load.
 */
export function usePhotoUploader(attempt: number): PhotoUploaderLoad {
  // What the load of which attempt gave; a newer attempt is loading until its own load ends.
  const [settled, setSettled] = useState<{ attempt: number; load: PhotoUploaderLoad } | undefined>(undefined);
  useEffect(() => {
    let active = true;
    loadRemoteModule('mf_uploader/photo-uploader')
      .then(({ PhotoUploader }) => {
        if (!PhotoUploader) throw new Error('mf_uploader/photo-uploader has no PhotoUploader');
        if (active) setSettled({ attempt, load: { status: 'ready', PhotoUploader } });
      })
      .catch((error: unknown) => {
        console.error(UPLOADER_LOAD_FAILURE, error);
        if (active) setSettled({ attempt, load: { status: 'error' } });
      });
    return () => {
      active = false;
    };
  }, [attempt]);
  return settled?.attempt === attempt ? settled.load : { status: 'loading' };
}
