import type { CaptionField, CaptionValue, CartItem, Product } from '@shop/shared';

/** The form's values by field name; names are not bare numbers, which final-form would read as array indexes. */
export type CaptionFormValues = Record<string, unknown>;

export const captionFieldName = (field: Pick<CaptionField, 'id'>) => `caption-${field.id}`;

/** The product's caption fields in their order (storefront §3: position). */
export const sortedCaptionFields = (product: Product): CaptionField[] =>
  [...product.captionFields].sort((a, b) => a.position - b.position || a.id - b.id);

/** The values the item already holds, for the form to start from. */
export function initialCaptionValues(item: CartItem, fields: readonly CaptionField[]): CaptionFormValues {
  const saved = new Map(item.captions.map((caption) => [caption.fieldId, caption.value]));
  return Object.fromEntries(fields.map((field) => [captionFieldName(field), saved.get(field.id) ?? '']));
}

/**
 * One caption per field, blank optional ones included: checkout readiness counts a caption for every field
 * (storefront §4). The spec's caption value: fieldId, label, position, type, value.
 */
export function captionValues(fields: readonly CaptionField[], values: CaptionFormValues): CaptionValue[] {
  return fields.map((field) => ({
    fieldId: field.id,
    label: field.label,
    position: field.position,
    type: field.type,
    value: String(values[captionFieldName(field)] ?? '').trim(),
  }));
}

/** The photo limit in the cart popup (accounts-and-after-sale §5): the clip's imageCount plus the extra photos bought. */
export const cartPhotoLimit = (item: CartItem, product: Product) =>
  (product.clipProperties?.imageCount ?? 0) + item.additionalPhotoCount;
