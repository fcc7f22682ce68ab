import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { createDatabase } from './db/client';
import { ensureDemoCoupons } from './seed/coupons';
import { ensureDemoAccount } from './seed/demo-account';
import { seedIfEmpty } from './seed/index';
import { ensureDemoStaffAccount } from './modules/support/staff-account';

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
  const started = Date.now();
  await database.migrate();
  if (await seedIfEmpty(database.db, { mediaDir: config.mediaDir })) app.log.info({ ms: Date.now() - started }, 'seeded the demo shop');
  await ensureDemoCoupons(database.db);
  if (await ensureDemoAccount(database.db)) app.log.info('made the demo account');
  if (await ensureDemoStaffAccount(database.db, { production: config.production })) app.log.info('made the demo staff account');
  const url = await app.listen({ port: config.port, host: config.host });
  app.log.info({ database: database.driver, mediaDir: config.mediaDir, startupMs: Math.round(performance.now()) }, `API ready at ${url}/api`);
} catch (error) {
  app.log.fatal({ err: error }, 'start-up failed');
  await app.close();
  await database.close();
  process.exit(1);
}
