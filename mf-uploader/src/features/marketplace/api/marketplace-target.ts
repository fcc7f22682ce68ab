import type { PhotoTarget } from '@shop/shared';
import type { MarketplaceVariant } from '@shop/shared/marketplace';
import { deleteMarketplacePhoto, updateMarketplacePositions, uploadMarketplacePhoto } from './marketplace-calls';

/**
 * Where the marketplace pages save photos: the variant's upload session on the API (the shop's own origin, or the
 * `api` origin of the embedded element, with its cookie).
 */
export function createMarketplaceTarget(variant: MarketplaceVariant, origin?: string): PhotoTarget {
  const call = { variant, origin };
  return {
    save: (image, position, onProgress, name) => uploadMarketplacePhoto(call, { image, position, onProgress, name }),
    remove: (id) => deleteMarketplacePhoto(call, id),
    reorder: (positions) => updateMarketplacePositions(call, positions),
    apiOrigin: origin,
  };
}
