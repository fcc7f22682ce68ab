// npm run seed -w api [-- --reset]: fills an empty database with the demo shop; --reset empties it first.
import { loadConfig } from '../config';
import { createDatabase } from '../db/client';
import { ensureDefaultEditableTexts } from '../modules/content/repository';
import { ensureDemoCoupons } from './coupons';
import { ensureDemoAccount, resetDemoAccount } from './demo-account';
import { clearDatabase, seedIfEmpty } from './index';

const config = loadConfig();
const database = await createDatabase({ url: config.databaseUrl, dataDir: config.pgliteDir });
try {
  await database.migrate();
  if (process.argv.includes('--reset')) await clearDatabase(database.db);
  const started = Date.now();
  const seeded = await seedIfEmpty(database.db, { mediaDir: config.mediaDir });
  await ensureDefaultEditableTexts(database.db);
  // The demo shopper and its codes are public (README): never in production.
  if (!config.production) {
    await ensureDemoCoupons(database.db);
    if (process.argv.includes('--reset')) await resetDemoAccount(database.db);
    else if (await ensureDemoAccount(database.db)) console.log('Made the demo account');
  }
  console.log(seeded ? `Seeded the demo shop in ${Date.now() - started} ms` : 'The database already has a catalogue; run with -- --reset to replace it');
} finally {
  await database.close();
}
