import { asc } from 'drizzle-orm';
import type { LeadTimePrice } from '@shop/shared/contracts';
import type { Db } from '../../db/client';
import { leadTimePrices } from '../../db/schema';

// The lead-time options of a video story (storefront §9): listed in /api/initiate, chosen per cart item.

/** Every option, cheapest first (the free default leads). */
export async function listLeadTimePrices(db: Db): Promise<LeadTimePrice[]> {
  const rows = await db.select().from(leadTimePrices).orderBy(asc(leadTimePrices.priceCents), asc(leadTimePrices.id));
  return rows.map(({ id, caption, priceCents, period }) => ({ id, caption, price: priceCents / 100, period }));
}

/** The ids of every option, and the default one: the one priced 0, else the cheapest. */
export async function leadTimeOptions(db: Db): Promise<{ ids: Set<number>; defaultId: number | null }> {
  const options = await db
    .select({ id: leadTimePrices.id })
    .from(leadTimePrices)
    .orderBy(asc(leadTimePrices.priceCents), asc(leadTimePrices.id));
  return { ids: new Set(options.map((option) => option.id)), defaultId: options[0]?.id ?? null };
}
