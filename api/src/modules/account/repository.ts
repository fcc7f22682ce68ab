import { eq, sql } from 'drizzle-orm';
import type { ProfileUpdate, SessionUser } from '@shop/shared/contracts';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { refusableTransaction, type Outcome } from '../../db/transaction';
import { sessionUserColumns, toSessionUser, type SessionUserRow } from '../auth/repository';
import { takeBackInterestOf } from '../catalog/repository';
import { lockRefundDueOf } from '../payments/repository';
import { OWNED_FILES, type OwnedFilesQuery } from './owned-data';

const UNIQUE_VIOLATION = '23505';

/** Postgres' unique violation, whether node-postgres/PGlite hand it over as is or Drizzle wraps it. */
export function isUniqueViolation(error: unknown): boolean {
  for (
    let cause = error as { code?: unknown; cause?: unknown } | undefined;
    cause;
    cause = cause.cause as typeof cause
  ) {
    if (cause.code === UNIQUE_VIOLATION) return true;
  }
  return false;
}

/**
 * Saves the whole profile form (an optional field left out or blank is cleared); 'email-taken' when the address is
 * another account's. A new address is not proved yet (email_verified_at back to null).
 */
export async function saveProfile(
  db: Db,
  userId: number,
  { email, ...profile }: Omit<ProfileUpdate, 'currentPassword'>,
  { emailChanged = false }: { emailChanged?: boolean } = {},
): Promise<SessionUser | 'email-taken'> {
  const blankToNull = (value: string | undefined) => (value === undefined || value === '' ? null : value);
  let saved: SessionUserRow | undefined;
  try {
    [saved] = await db
      .update(users)
      .set({
        email,
        firstName: profile.firstName,
        lastName: profile.lastName,
        company: blankToNull(profile.company),
        country: profile.country,
        streetAddress: profile.streetAddress,
        apartment: blankToNull(profile.apartment),
        city: profile.city,
        county: blankToNull(profile.county),
        postcode: profile.postcode,
        phone: profile.phone,
        orderNotes: blankToNull(profile.orderNotes),
        ...(emailChanged ? { emailVerifiedAt: null } : {}),
        updatedAt: sql`now()`,
      })
      .where(eq(users.id, userId))
      .returning(sessionUserColumns);
  } catch (error) {
    if (isUniqueViolation(error)) return 'email-taken';
    throw error;
  }
  if (!saved) throw new Error(`User ${userId} vanished while saving the profile`);
  return toSessionUser(saved);
}

/** Why an account is kept: a payment of its orders is still to be refunded (docs/decisions/0019). */
export type DeleteAccountRefusal = 'refund-due';

/**
 * Deletes the user and, through the foreign keys, everything they own, in one transaction; answers the files on
 * disk to remove once it has committed (see owned-data.ts). Refused while a refund is due: the refund's record goes
 * with the orders, and the shop would forget the money it owes.
 */
export async function deleteAccount(
  db: Db,
  userId: number,
  fileQueries: OwnedFilesQuery[] = OWNED_FILES,
): Promise<Outcome<string[], DeleteAccountRefusal>> {
  return refusableTransaction(db, async (tx, refuse) => {
    if (await lockRefundDueOf(tx, userId)) refuse('refund-due');
    const files = (await Promise.all(fileQueries.map((query) => query(tx, userId)))).flat();
    await takeBackInterestOf(tx, userId);
    await tx.delete(users).where(eq(users.id, userId));
    return files;
  });
}
