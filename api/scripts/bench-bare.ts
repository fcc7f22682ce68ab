// The ceiling `npm run bench:api` compares against: a bare node:http server in its own process, answering a small
// JSON body with no work of its own. Started by scripts/bench-api.ts; reports its port over IPC.
import { createServer } from 'node:http';

if (!process.send) throw new Error('Started by scripts/bench-api.ts only');
// BENCH_BARE_BYTES: answer that many bytes instead (the ceiling for an answer as large as the catalogue's).
const size = Number(process.env.BENCH_BARE_BYTES ?? 0);
const body = size > 0 ? JSON.stringify({ pad: 'x'.repeat(Math.max(0, size - 10)) }) : JSON.stringify({ ok: true });
const server = createServer((_request, response) => {
  response.writeHead(200, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
  });
  response.end(body);
});
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  process.send!({ port: typeof address === 'object' && address ? address.port : 0 });
});
// The bench asks for this process's CPU time around each case.
process.on('message', (message) => message === 'cpu' && process.send!({ cpu: process.cpuUsage() }));
process.once('SIGTERM', () => server.close(() => process.exit(0)));
