// The API as `npm run bench:api` measures it: the real app (every plugin and hook) on the bench database, plus one
// bare route, GET /api/bench/bare, registered here only, as the ceiling a route with no work of its own reaches.
// Started by scripts/bench-api.ts with BENCH_DATABASE_URL; reports its port over IPC.
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { createDatabase } from '../src/db/client';

const url = process.env.BENCH_DATABASE_URL;
if (!url || !process.send) throw new Error('Started by scripts/bench-api.ts only');

const config = loadConfig({ ...process.env, DATABASE_URL: url, LOG_LEVEL: 'warn' });
const database = await createDatabase({ url });
const app = buildApp({ config, database });
app.get('/api/bench/bare', async () => ({ ok: true }));
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
process.send({ port: typeof address === 'object' && address ? address.port : 0 });

process.once('SIGTERM', () => {
  void app
    .close()
    .then(() => database.close())
    .finally(() => process.exit(0));
});
