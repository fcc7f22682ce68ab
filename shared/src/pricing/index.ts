// One price calculation for the API, the cart store and the pages (docs/decisions/0014): pure, in whole cents, no
// React and no browser APIs. The API and the cart remote import it as @shop/shared/pricing (it is not in the
// @shop/shared entry); the cart store prices a visitor's items with costs.ts.
import type { ReadinessLine } from './readiness';
import type { TotalsLine } from './totals';

export * from './costs';
export * from './totals';
export * from './readiness';

/** A cart or order line as both the totals and the readiness take it. */
export type CheckoutLine = TotalsLine & ReadinessLine;
