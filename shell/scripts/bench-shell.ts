// The shell's server as `npm run bench:api` reaches the API through it (API_URL): the production server with its
// plugins and proxy, on a stand-in page template (the proxy never reads the build). Reports its port over IPC.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { localRemotesMap } from '@shop/shared/apps';
import { shellConfig } from '../server/config';
import { createShellServer } from '../server/servers';

if (!process.send) throw new Error('Started by api/scripts/bench-api.ts only');
const { apiUrl } = shellConfig();
process.env.NODE_ENV = 'production';

const distDir = mkdtempSync(path.join(tmpdir(), 'bench-shell-'));
writeFileSync(path.join(distDir, 'index.html'), '<html><head></head><body><div id="root"></div></body></html>');
const shell = await createShellServer({ distDir, apiUrl, remotesMap: () => localRemotesMap() });
await shell.listen({ host: '127.0.0.1', port: 0 });
const address = shell.server.address();
process.send({ port: typeof address === 'object' && address ? address.port : 0 });

// The bench asks for this process's CPU time around each case.
process.on('message', (message) => message === 'cpu' && process.send!({ cpu: process.cpuUsage() }));
process.once('SIGTERM', () => {
  void shell.close().finally(() => {
    rmSync(distDir, { recursive: true, force: true });
    process.exit(0);
  });
});
