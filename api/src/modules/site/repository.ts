import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/** Fails when the database cannot answer (GET /api/health). */
export async function ping(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
