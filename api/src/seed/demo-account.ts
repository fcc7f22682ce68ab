import { eq } from 'drizzle-orm';
import { DEFAULT_COUNTRY } from '@shop/shared/constants';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { hashPassword } from '../lib/passwords';
import { giveCoupons } from './coupons';

/** The demo shopper the README lists; sign in with it to see a filled account. */
export const DEMO_ACCOUNT = {
  email: 'demo@storyshop.example',
  password: 'demo-story-2026',
  profile: {
    firstName: 'Dana',
    lastName: 'Demo',
    company: 'Story Shop Demo Co.',
    country: DEFAULT_COUNTRY,
    streetAddress: '221 Harbor Street',
    apartment: 'Apt 4B',
    city: 'Portland',
    county: 'Multnomah',
    postcode: '97209',
    phone: '+1 (503) 555-0142',
    orderNotes: 'Please leave parcels with the concierge.',
  },
  /** Listed in the account's Coupons (the codes come from ensureDemoCoupons, which runs first). */
  coupons: ['WELCOME25', 'FREESTORY'],
} as const;

/**
 * Creates the demo account when it is missing and lists its demo coupons where they are missing (so an account made
 * before coupons existed gets them); never changes anything else of an existing one. Answers whether it made it.
 */
export async function ensureDemoAccount(db: Db): Promise<boolean> {
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_ACCOUNT.email));
  if (existing) {
    await giveCoupons(db, existing.id, DEMO_ACCOUNT.coupons);
    return false;
  }
  const passwordHash = await hashPassword(DEMO_ACCOUNT.password);
  const created = await db
    .insert(users)
    .values({ email: DEMO_ACCOUNT.email, passwordHash, ...DEMO_ACCOUNT.profile })
    .onConflictDoNothing({ target: users.email })
    .returning({ id: users.id });
  const [made] = created;
  if (made) await giveCoupons(db, made.id, DEMO_ACCOUNT.coupons);
  return made !== undefined;
}

/** `seed --reset`: the demo account back as it was first made (its sessions and any changes gone). */
export async function resetDemoAccount(db: Db): Promise<void> {
  await db.delete(users).where(eq(users.email, DEMO_ACCOUNT.email));
  await ensureDemoAccount(db);
}
