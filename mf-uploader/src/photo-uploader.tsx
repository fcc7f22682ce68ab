// Exposed as './photo-uploader': the one upload engine with its drop zone and sortable preview, for the cart's photo
// popup (mf-cart-checkout), loaded through federation against its contract in @shop/shared (PhotoUploaderModule).
import type { PhotoUploaderModule } from '@shop/shared';
import { PhotoUploader as Uploader } from './features/photo-uploader';

export const PhotoUploader: PhotoUploaderModule['PhotoUploader'] = Uploader;
