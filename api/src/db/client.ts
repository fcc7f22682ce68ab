import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  /** Applies the SQL files in api/drizzle that this database has not seen yet. */
  migrate(): Promise<void>;
  /**
   * Raw SQL for pg-boss (docs/decisions/0021): with values one parameterised statement, without them a script of
   * several statements; answers the rows of the last statement that returns any columns.
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));
/** Any constant both replicas agree on: only one of them migrates at a time. */
const MIGRATION_LOCK_ID = 4_000_001;

export interface DatabaseOptions {
  /** PostgreSQL server URL; without it the database is PGlite. */
  url?: string | undefined;
  /** PGlite data folder; without it PGlite keeps everything in memory. */
  dataDir?: string | undefined;
  /** Told when an idle PostgreSQL connection fails (say, the server restarts); the pool replaces it. */
  onConnectionError?: (error: Error) => void;
}

export async function createDatabase({ url, dataDir, onConnectionError }: DatabaseOptions): Promise<Database> {
  if (url) {
    const pool = new pg.Pool({ connectionString: url });
    // Without a listener such an error would end the process.
    pool.on('error', (error) => onConnectionError?.(error));
    return {
      db: drizzlePg(pool, { schema }),
      driver: 'postgres',
      async migrate() {
        const client = await pool.connect();
        try {
          await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
          await migratePg(drizzlePg(client), { migrationsFolder });
        } finally {
          await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).finally(() => client.release());
        }
      },
      executeSql: async (text, values) => {
        const result = (await pool.query(text, values)) as pg.QueryResult | pg.QueryResult[];
        return { rows: Array.isArray(result) ? lastWithColumns(result).rows : result.rows };
      },
      close: () => closePool(pool),
    };
  }
  if (dataDir) await mkdir(path.dirname(dataDir), { recursive: true });
  const client = await PGlite.create(dataDir);
  const db = drizzlePglite(client, { schema });
  return {
    db,
    driver: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    async executeSql(text, values) {
      if (values && values.length > 0) return { rows: (await client.query(text, values)).rows };
      try {
        return { rows: lastWithColumns(await client.exec(text)).rows };
      } catch (error) {
        // A script that failed inside its own BEGIN leaves the one PGlite connection in an aborted transaction.
        await client.exec('rollback').catch(() => undefined);
        throw error;
      }
    },
    close: () => client.close(),
  };
}

function lastWithColumns<T extends { fields: unknown[]; rows: unknown[] }>(results: T[]): { rows: unknown[] } {
  return results.findLast((result) => result.fields.length > 0) ?? { rows: [] };
}

/** pool.end() resolves before its connections have closed; this waits for each, so the database can be dropped at once. */
function closePool(pool: pg.Pool): Promise<void> {
  let open = pool.totalCount;
  const closed = new Promise<void>((resolve) => {
    if (open === 0) resolve();
    pool.on('remove', () => {
      open -= 1;
      if (open === 0) resolve();
    });
  });
  return pool.end().then(() => closed);
}
