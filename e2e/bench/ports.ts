import { createServer } from 'node:net';

/** A port nothing on 127.0.0.1 listens on right now (a child server, Chromium's debugging port). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}
