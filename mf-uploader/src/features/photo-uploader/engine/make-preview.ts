import { PREVIEW_WIDTH_PX } from '@shop/shared';

const PREVIEW_QUALITY = 0.85;

/**
 * The thumbnail of a picked file as an object URL: images wider than PREVIEW_WIDTH_PX scaled to that width as a JPEG,
 * narrower ones as they are. Rejects when the file cannot be decoded as an image ("Error loading image").
 */
export async function makePreview(file: Blob): Promise<string> {
  // Decoding proves the file is an image the browser can show; EXIF orientation is applied by default.
  const bitmap = await createImageBitmap(file);
  try {
    if (bitmap.width <= PREVIEW_WIDTH_PX) return URL.createObjectURL(file);
    const height = Math.max(1, Math.round((bitmap.height * PREVIEW_WIDTH_PX) / bitmap.width));
    const canvas = document.createElement('canvas');
    canvas.width = PREVIEW_WIDTH_PX;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('No 2D canvas to draw the preview on');
    context.drawImage(bitmap, 0, 0, PREVIEW_WIDTH_PX, height);
    const preview = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', PREVIEW_QUALITY));
    if (!preview) throw new Error('The preview could not be encoded');
    return URL.createObjectURL(preview);
  } finally {
    bitmap.close();
  }
}
