// npm run seed:bench -w api [-- --count=10000]: the demo shop (seeded when empty) plus generated products, for
// query plans and `npm run bench:api`. Uses DATABASE_URL / DATA_DIR like the server; stop a PGlite server first.
import { loadConfig } from '../config';
import { createDatabase } from '../db/client';
import { addBenchProducts } from './bench';
import { seedIfEmpty } from './index';

const countArgument = process.argv.find((argument) => argument.startsWith('--count='));
const count = countArgument ? Number(countArgument.slice('--count='.length)) : 10_000;
if (!Number.isInteger(count) || count < 1) throw new Error(`--count must be a positive whole number, got ${countArgument}`);

const config = loadConfig();
const database = await createDatabase({ url: config.databaseUrl, dataDir: config.pgliteDir });
try {
  await database.migrate();
  await seedIfEmpty(database.db, { mediaDir: config.mediaDir });
  const started = Date.now();
  const total = await addBenchProducts(database.db, count);
  // Fresh statistics and visibility map, as autovacuum would leave them in a running shop.
  await database.db.execute('vacuum analyze');
  console.log(`Added ${count} bench products in ${Date.now() - started} ms; the shop now has ${total}`);
} finally {
  await database.close();
}
