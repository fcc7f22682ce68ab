import pg from 'pg';

// What tests and benchmarks need of the PostgreSQL server itself: databases of their own, made and dropped.

/** One statement (create or drop database) on a connection of its own to `serverUrl`. */
export async function adminQuery(serverUrl: string, query: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

/** `serverUrl` naming the database `name` instead. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.href;
}
