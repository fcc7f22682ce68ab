import { MARKETPLACE_VARIANTS, type MarketplaceVariant } from '../../contracts/uploads';

/** Where a marketplace call goes: the variant's base, and the API's origin when it is not the page's. */
export interface MarketplaceCall {
  variant: MarketplaceVariant;
  /** Another origin than the page's (the embeddable uploader on a partner's page): the upload-session cookie goes along. */
  origin?: string;
  signal?: AbortSignal;
}

/** "marketplace-orders-2/update-positions": the path under /api of a variant's call. */
export function marketplacePath(variant: MarketplaceVariant, suffix = ''): string {
  return `${MARKETPLACE_VARIANTS[variant].base}${suffix ? `/${suffix}` : ''}`;
}

/** The call's name in logs and contract errors: "POST /api/marketplace-orders/upload". */
export function marketplaceCallName(method: string, variant: MarketplaceVariant, suffix = ''): string {
  return `${method} /api/${marketplacePath(variant, suffix)}`;
}
