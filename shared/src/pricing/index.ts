// One price calculation for the API, the cart store and the pages (docs/decisions/0014): pure, in whole cents, no
// React and no browser APIs, so the API imports it as @shop/shared/pricing and the front ends through @shop/shared.
import type { ReadinessLine } from './readiness';
import type { TotalsLine } from './totals';

export * from './costs';
export * from './totals';
export * from './readiness';

/** A cart or order line as both the totals and the readiness take it. */
export type CheckoutLine = TotalsLine & ReadinessLine;
