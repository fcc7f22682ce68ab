// npm run worker: the job workers (video renders, deliveries) without the HTTP API, so they scale apart from it
// (docs/decisions/0021). They share the API's PostgreSQL; the embedded PGlite serves one process only, so without
// DATABASE_URL the workers run inside the API (its default) and this command refuses to start.
import { configOrExit, runProcess } from './run-process';

const config = configOrExit();
if (!config.databaseUrl) {
  console.error(
    'npm run worker needs DATABASE_URL (PostgreSQL): the embedded database (PGlite) serves one process, so without a ' +
      'server the workers run inside the API (npm start; WORKERS=off is for an API whose workers run elsewhere).',
  );
  process.exit(1);
}

// No routes are served: the app is built for its plugins (database, storage, mail, jobs) and never listens.
await runProcess({
  config: { ...config, jobs: { ...config.jobs, workers: true } },
  name: 'workers',
  async start(app, database) {
    await app.ready();
    app.log.info({ database: database.driver, mediaDir: config.mediaDir }, 'workers ready');
  },
});
