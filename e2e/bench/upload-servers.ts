// The two servers `npm run bench:upload` sends to, each in a process of its own (forked by bench/upload.ts, which
// reads the port over IPC):
//   shell <apiUrl>  the shell's real server (createShellServer) in front of the API. Only its proxy is measured, so it
//                   serves an empty page template instead of a build.
//   bare            a bare node:http server that drains any body and answers its size: the ceiling of one upload.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { localRemotesMap } from '@shop/shared/apps';
import { createShellServer } from '../../shell/server/servers';

if (!process.send) throw new Error('Started by bench/upload.ts only');
const report = (port: number) => process.send!({ port });
const [kind, apiUrl] = process.argv.slice(2);

if (kind === 'shell' && apiUrl) {
  process.env.NODE_ENV = 'production';
  const distDir = mkdtempSync(path.join(tmpdir(), 'bench-shell-'));
  writeFileSync(
    path.join(distDir, 'index.html'),
    '<!doctype html><html><head></head><body><div id="root"></div></body></html>',
  );
  const shell = await createShellServer({ distDir, apiUrl, remotesMap: () => localRemotesMap() });
  await shell.listen({ port: 0, host: '127.0.0.1' });
  report((shell.server.address() as { port: number }).port);
  process.once('SIGTERM', () => {
    void shell.close().finally(() => {
      rmSync(distDir, { recursive: true, force: true });
      process.exit(0);
    });
  });
} else if (kind === 'bare') {
  const bare = createServer((request, response) => {
    let bytes = 0;
    request.on('data', (chunk: Buffer) => (bytes += chunk.length));
    request.on('end', () =>
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ bytes })),
    );
  });
  bare.listen(0, '127.0.0.1', () => report((bare.address() as { port: number }).port));
  process.once('SIGTERM', () => bare.close(() => process.exit(0)));
} else {
  throw new Error('Usage: upload-servers.ts shell <apiUrl> | bare');
}
