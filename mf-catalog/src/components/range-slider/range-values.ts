// The range inputs' rules (typed text to a value), apart from the slider component.

export type Range = [number, number];

/** Text typed in a range input: an integer after removing spaces ("1 200" → 1200); anything else is 0 (storefront §2). */
export function parseRangeInput(text: string): number {
  const value = Number.parseInt(text.replace(/\s+/g, ''), 10);
  return Number.isFinite(value) ? value : 0;
}

/** A typed value kept inside the bounds and on the right side of the other end. */
export function commitRangeValue(range: Range, end: 0 | 1, typed: number, min: number, max: number): Range {
  const value = Math.min(max, Math.max(min, typed));
  return end === 0 ? [Math.min(value, range[1]), range[1]] : [range[0], Math.max(value, range[0])];
}
