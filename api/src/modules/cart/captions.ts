import { sql } from 'drizzle-orm';
import { captionProblem, type CaptionField } from '@shop/shared/contracts';
import type { Db } from '../../db/client';
import type { CaptionValueColumn } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { captionType, rows, sqlList } from '../catalog/product-sql';

// The caption form's rules (accounts-and-after-sale §5) checked on the server with the same captionProblem the cart
// popup's form applies, so a hand-made request cannot store what the form would refuse.

export type CaptionRule = Pick<CaptionField, 'type' | 'required' | 'parameters'>;

/** The rules of every caption field of these products: by product id (one without fields is absent), then field id. */
export async function captionRules(db: Db, productIds: number[]): Promise<Map<number, Map<number, CaptionRule>>> {
  const byProduct = new Map<number, Map<number, CaptionRule>>();
  if (productIds.length === 0) return byProduct;
  const fields = await rows<CaptionRule & { id: number; product_id: number }>(
    db,
    sql`select f.id, f.product_id, ${captionType} as type, f.required, f.parameters from caption_fields f where f.product_id in (${sqlList(productIds)})`,
  );
  for (const { id, product_id: productId, ...rule } of fields) {
    byProduct.set(productId, (byProduct.get(productId) ?? new Map<number, CaptionRule>()).set(id, rule));
  }
  return byProduct;
}

/** Whether a stored caption value keeps its field's rule (a value of an unknown field does not). */
export const keepsRule = (rules: Map<number, CaptionRule>, caption: CaptionValueColumn) => {
  const rule = rules.get(caption.fieldId);
  return rule !== undefined && captionProblem(rule, caption.value) === undefined;
};

/** Refuses (400, field "captions") the first value that breaks its field's rule, with the form's own message. */
export function assertCaptionRules(rules: Map<number, CaptionRule>, captions: CaptionValueColumn[]): void {
  for (const caption of captions) {
    const rule = rules.get(caption.fieldId);
    const problem = rule && captionProblem(rule, caption.value);
    if (problem) throw new HttpError(400, problem, 'captions');
  }
}
