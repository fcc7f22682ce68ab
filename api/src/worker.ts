// npm run worker: the job workers (video renders, deliveries) without the HTTP API, so they scale apart from it
// (docs/decisions/0021). They share the API's PostgreSQL; the embedded PGlite serves one process only, so without
// DATABASE_URL the workers run inside the API (its default) and this command refuses to start.
import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { createDatabase } from './db/client';

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}
if (!config.databaseUrl) {
  console.error(
    'npm run worker needs DATABASE_URL (PostgreSQL): the embedded database (PGlite) serves one process, so without a ' +
      'server the workers run inside the API (npm start; WORKERS=off is for an API whose workers run elsewhere).',
  );
  process.exit(1);
}

const database = await createDatabase({
  url: config.databaseUrl,
  onConnectionError: (error) => app.log.error({ err: error }, 'idle database connection failed'),
});
// No routes are served: the app is built for its plugins (database, storage, mail, jobs) and never listens.
const app = buildApp({ config: { ...config, jobs: { ...config.jobs, workers: true } }, database });

let closing = false;
async function shutDown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'stopping the workers (running jobs finish first)');
  await app.close();
  await database.close();
  process.exit(0);
}
process.once('SIGINT', shutDown);
process.once('SIGTERM', shutDown);

try {
  await database.migrate();
  await app.ready();
  app.log.info({ database: database.driver, mediaDir: config.mediaDir }, 'workers ready');
} catch (error) {
  app.log.fatal({ err: error }, 'worker start-up failed');
  await app.close();
  await database.close();
  process.exit(1);
}
