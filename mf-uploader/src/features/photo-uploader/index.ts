export {
  PhotoUploader,
  ARRANGE_HINT,
  SELECTION_PREVIEW,
  type PhotoUploaderViewProps,
} from './components/photo-uploader';
export { DROP_ZONE_TEXTS } from './components/drop-zone';
export { PHOTO_ERRORS, type PhotoItem, type PhotoState } from './engine/photo-item';
export type { UploadQueueOptions } from './engine/upload-queue';
