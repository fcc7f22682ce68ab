import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { hashPassword } from '../../lib/passwords';

/** The demo staff member the README lists: signs in like a shopper and may answer every support ticket. */
export const DEMO_STAFF_ACCOUNT = {
  email: 'staff@storyshop.example',
  password: 'staff-story-2026',
  profile: { firstName: 'Sam', lastName: 'Staff' },
} as const;

/**
 * Creates the demo staff account when it is missing, outside production only: a known password must never open a
 * production staff desk. An existing account keeps its password; it is made staff again if it was not. Answers
 * whether it made the account.
 */
export async function ensureDemoStaffAccount(db: Db, { production }: { production: boolean }): Promise<boolean> {
  if (production) return false;
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_STAFF_ACCOUNT.email));
  if (existing) {
    await db.update(users).set({ role: 'staff' }).where(eq(users.id, existing.id));
    return false;
  }
  const passwordHash = await hashPassword(DEMO_STAFF_ACCOUNT.password);
  const created = await db
    .insert(users)
    .values({ email: DEMO_STAFF_ACCOUNT.email, passwordHash, role: 'staff', ...DEMO_STAFF_ACCOUNT.profile })
    .onConflictDoNothing({ target: users.email })
    .returning({ id: users.id });
  return created.length > 0;
}
