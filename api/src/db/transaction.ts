import type { Db } from './client';

/** What a refusable transaction answers: the work's value, or the refusal that rolled it back. */
export type Outcome<T, R> = { ok: true; value: T } | { ok: false; refusal: R };

/**
 * Runs `work` in a transaction that it may end with `refuse(reason)`: everything written so far is rolled back and the
 * call answers the refusal as a value. Repositories and services report refusals this way, without knowing HTTP; the
 * routes turn them into answers.
 */
export async function refusableTransaction<T, R>(
  db: Db,
  work: (tx: Db, refuse: (refusal: R) => never) => Promise<T>,
): Promise<Outcome<T, R>> {
  // A class per call: a refusal of a nested refusable transaction is never taken for this one's.
  class Refused extends Error {
    constructor(readonly refusal: R) {
      super('refused');
    }
  }
  try {
    const value = await db.transaction((tx) =>
      work(tx, (refusal) => {
        throw new Refused(refusal);
      }),
    );
    return { ok: true, value };
  } catch (error) {
    if (error instanceof Refused) return { ok: false, refusal: error.refusal };
    throw error;
  }
}
