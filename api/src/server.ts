import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { createDatabase } from './db/client';
import { prepareDatabase } from './seed/start';

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}

const database = await createDatabase({
  url: config.databaseUrl,
  dataDir: config.pgliteDir,
  onConnectionError: (error) => app.log.error({ err: error }, 'idle database connection failed'),
});
const app = buildApp({ config, database });

let closing = false;
async function shutDown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  await app.close();
  await database.close();
  process.exit(0);
}
process.once('SIGINT', shutDown);
process.once('SIGTERM', shutDown);

try {
  await database.migrate();
  await prepareDatabase(database.db, config, app.log);
  const url = await app.listen({ port: config.port, host: config.host });
  app.log.info({ database: database.driver, mediaDir: config.mediaDir, workers: config.jobs.workers, startupMs: Math.round(performance.now()) }, `API ready at ${url}/api`);
} catch (error) {
  app.log.fatal({ err: error }, 'start-up failed');
  await app.close();
  await database.close();
  process.exit(1);
}
