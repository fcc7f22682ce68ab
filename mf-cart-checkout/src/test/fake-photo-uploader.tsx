import { useEffect, useState } from 'react';
import {
  setRemoteModuleLoader,
  type PhotoUploaderModule,
  type PhotoUploaderProps,
  type UploadedPhoto,
} from '@shop/shared';

// A stand-in for mf-uploader's PhotoUploader (the real one is tested in mf-uploader): it shows its props, saves one
// small photo per click through the target it was given and reports its state as the contract says.

export type FakePhotoUploader = {
  module: PhotoUploaderModule;
  /** The props of its latest render. */
  props: () => PhotoUploaderProps | undefined;
  /** The loader mock registered for 'mf_uploader/photo-uploader'. */
  loader: jest.Mock;
};

export function fakePhotoUploader(): FakePhotoUploader {
  let latest: PhotoUploaderProps | undefined;

  function PhotoUploader(props: PhotoUploaderProps) {
    latest = props;
    const { target, initialPhotos, limit, onStateChange } = props;
    const [photos, setPhotos] = useState<UploadedPhoto[]>(initialPhotos);
    const [uploading, setUploading] = useState(0);
    const [failed, setFailed] = useState(0);

    useEffect(() => {
      onStateChange?.({ saved: photos.length, total: photos.length + uploading + failed, busy: uploading > 0 });
    }, [photos, uploading, failed, onStateChange]);

    const add = async () => {
      setUploading((count) => count + 1);
      try {
        const answer = await target.save(
          new File(['jpeg'], 'photo.jpg', { type: 'image/jpeg' }),
          photos.length,
          () => undefined,
        );
        setPhotos(answer.photos);
      } catch {
        setFailed((count) => count + 1);
      } finally {
        setUploading((count) => count - 1);
      }
    };

    return (
      <section aria-label="Photo uploader">
        <p>Up to {limit} photos</p>
        <button type="button" onClick={() => void add()}>
          Add a photo
        </button>
        <ul aria-label="Selection preview">
          {photos.map((photo) => (
            <li key={photo.id}>{photo.image}</li>
          ))}
        </ul>
      </section>
    );
  }

  const module: PhotoUploaderModule = { PhotoUploader };
  const loader = jest.fn(async (id: string) => (id === 'mf_uploader/photo-uploader' ? module : undefined));
  setRemoteModuleLoader(loader);
  return { module, props: () => latest, loader };
}

afterEach(() => setRemoteModuleLoader(undefined));
