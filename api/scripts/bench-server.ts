// The API as `npm run bench:api` measures it: the real app (every plugin and hook) on the bench database, logging as
// in production (LOG_LEVEL, default info, to stdout, which the bench sends to a file). Started by
// scripts/bench-api.ts with BENCH_DATABASE_URL; reports its port over IPC.
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { createDatabase } from '../src/db/client';

const url = process.env.BENCH_DATABASE_URL;
if (!url || !process.send) throw new Error('Started by scripts/bench-api.ts only');

const config = loadConfig({ ...process.env, DATABASE_URL: url });
const database = await createDatabase({ url });
const app = buildApp({ config, database });
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
process.send({ port: typeof address === 'object' && address ? address.port : 0 });

// The bench asks for this process's CPU time around each case.
// The requests that reached this process (the shell answers repeats of public answers without it).
let requests = 0;
app.server.on('request', () => requests++);
process.on('message', (message) => message === 'cpu' && process.send!({ cpu: process.cpuUsage(), requests }));
process.once('SIGTERM', () => {
  void app
    .close()
    .then(() => database.close())
    .finally(() => process.exit(0));
});
