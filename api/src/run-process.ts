import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { createDatabase, type Database } from './db/client';

// What the API (server.ts) and the workers (worker.ts) do alike as processes: read the configuration, open the
// database, build the app, stop both cleanly on SIGINT/SIGTERM, and exit with 1 when starting fails.

/** The configuration, or its problems printed and exit code 1. */
export function configOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

export async function runProcess({
  config,
  name,
  start,
}: {
  config: Config;
  /** What the log lines call this process ("API", "workers"). */
  name: string;
  /** After the migrations: what makes the process serve (listen, or only run its workers). */
  start(app: FastifyInstance, database: Database): Promise<void>;
}): Promise<void> {
  const database = await createDatabase({
    url: config.databaseUrl,
    dataDir: config.pgliteDir,
    onConnectionError: (error) => app.log.error({ err: error }, 'idle database connection failed'),
  });
  const app = buildApp({ config, database });

  let closing = false;
  const shutDown = async (signal: string) => {
    if (closing) return;
    closing = true;
    // Closing the app lets running requests and jobs finish first.
    app.log.info({ signal }, `${name}: shutting down`);
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', shutDown);
  process.once('SIGTERM', shutDown);

  try {
    await database.migrate();
    await start(app, database);
  } catch (error) {
    app.log.fatal({ err: error }, `${name}: start-up failed`);
    await app.close();
    await database.close();
    process.exit(1);
  }
}
