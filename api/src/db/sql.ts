import { sql, type SQL } from 'drizzle-orm';
import { FieldDataType } from '@shop/shared/constants';
import type { Db } from './client';

// SQL helpers that more than one module uses (docs/decisions/0029). A module's own fragments stay in its repository.

/** Rows of a raw query, on either driver (node-postgres and PGlite both answer { rows }). */
export async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** Values (ids, hashes) as the items of an SQL `in (...)` list, each a bound parameter. */
export const sqlList = (values: readonly (number | string)[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );

/** ISO 8601 in UTC with milliseconds, as Date.toISOString() writes it, whatever the session's time zone. */
export const isoTime = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** Caption field types of the contract by FieldDataType, of the caption field aliased `f` (string, text and boolean fields are typed answers: text). */
export const captionType = sql.raw(
  `case f.data_type when ${FieldDataType.DATETIME} then 'datetime' when ${FieldDataType.DATE} then 'date' when ${FieldDataType.TIME} then 'time' ` +
    `when ${FieldDataType.NUMBER} then 'number' when ${FieldDataType.CHOICE} then 'choice' else 'text' end`,
);
