import { ProductType } from '../constants';
import type { Product } from '../contracts/catalog';
import { formatDuration } from './time';

/** "20 pictures · 01:35": a clip's picture count and duration, as the catalogue and the cart show them; nothing for other products. */
export function clipSummary(product: Pick<Product, 'type' | 'clipProperties'>): string | undefined {
  const clip = product.clipProperties;
  if (product.type !== ProductType.CLIP || !clip) return undefined;
  return `${clip.imageCount} ${clip.imageCount === 1 ? 'picture' : 'pictures'} · ${formatDuration(clip.duration)}`;
}
