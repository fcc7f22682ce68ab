// `npm start` (production builds, each remote on its own origin, the API), `npm run dev` (hot reload) and
// `npm run build`. Prints the URLs and stops everything cleanly on Ctrl-C.
import path from 'node:path';
import { spawn, type ChildProcess } from 'node:child_process';
import type { FastifyInstance } from 'fastify';
import { FRONT_ENDS, localOrigin, REMOTE_APPS, SHELL_APP } from '@shop/shared/apps';
import type { RemoteName } from '@shop/shared/contracts';
import { appDir, repoRoot } from './apps';
import { buildAll } from './build';
import { shellConfig } from '../server/config';
import { createRemoteServer, createShellServer } from '../server/servers';
import { createRemotesSource, createServerUrlRewrite, remotesOptions, type RemoteEntry } from '../server/remotes-map';

const mode = process.argv[2] ?? 'start';
const children: ChildProcess[] = [];
const servers: FastifyInstance[] = [];
const config = shellConfig();
const { apiUrl } = config;
// A container's part listens on PORT; containers publish every part on 3000 (docker-compose.yml, deploy/k8s).
const CONTAINER_PORT = 3000;

function startChild(label: string, command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = {}): ChildProcess {
  const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'inherit', 'inherit'] });
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`${label} stopped (${signal ?? code}); stopping the site.`);
      void stop(1);
    }
  });
  children.push(child);
  return child;
}

async function waitForApi(timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${apiUrl}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The API did not answer ${apiUrl}/api/health within ${timeoutMs / 1000} s`);
}

let stopping = false;
async function stop(code = 0): Promise<void> {
  if (stopping) return;
  stopping = true;
  await Promise.allSettled(servers.map((server) => server.close()));
  for (const child of children) child.kill('SIGTERM');
  process.exit(code);
}
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));

const bin = (name: string) => path.join(repoRoot, 'node_modules/.bin', name);
const startApi = (watch: boolean) =>
  startChild('API', bin('tsx'), watch ? ['watch', 'src/server.ts'] : ['src/server.ts'], path.join(repoRoot, 'api'), {
    PORT: String(config.apiPort),
  });

function printUrls(): void {
  console.log('\nThe shop is running:');
  console.log(`  shop        ${localOrigin(SHELL_APP.port)}`);
  for (const remote of REMOTE_APPS) console.log(`  ${remote.name.padEnd(18)} ${localOrigin(remote.port)}`);
  console.log(`  api         ${apiUrl}`);
  console.log('Press Ctrl-C to stop.\n');
}

/**
 * The shell's server on its production build. It renders pages with React, whose production build Node.js loads.
 * `npm start` gives the local remotes map its build wrote (the server builds pinned as just built); a container
 * (serve-shell) gives none and only runs the builds its REMOTES or REMOTES_FILE pin.
 */
function createProductionShellServer(localRemotes: Partial<Record<RemoteName, RemoteEntry>>): Promise<FastifyInstance> {
  process.env.NODE_ENV = 'production';
  return createShellServer({
    distDir: path.join(appDir(SHELL_APP), 'dist'),
    apiUrl,
    ...remotesOptions(createRemotesSource(config, localRemotes)),
    serverUrl: createServerUrlRewrite(config.remotesServerOrigins),
    // Its own variable: `npm start` hands its environment to the API, which must trust only the shell (TRUST_PROXY).
    trustProxy: config.trustProxy,
  });
}

if (mode === 'build') {
  await buildAll(FRONT_ENDS, { force: process.argv.includes('--force') });
} else if (mode === 'start') {
  startApi(false);
  const localRemotes = await buildAll(FRONT_ENDS);
  for (const remote of REMOTE_APPS) {
    const server = await createRemoteServer(path.join(appDir(remote), 'dist'));
    await server.listen({ port: remote.port, host: '0.0.0.0' });
    servers.push(server);
  }
  const shell = await createProductionShellServer(localRemotes);
  await shell.listen({ port: SHELL_APP.port, host: '0.0.0.0' });
  servers.push(shell);
  await waitForApi();
  printUrls();
} else if (mode === 'serve-shell') {
  // One container per part (docker-compose.yml): the shell alone, remotes and API found through the environment.
  const shell = await createProductionShellServer({});
  await shell.listen({ port: config.port ?? CONTAINER_PORT, host: '0.0.0.0' });
  servers.push(shell);
} else if (mode === 'serve-remote') {
  const remote = await createRemoteServer(path.join(repoRoot, process.argv[3] ?? '', 'dist'));
  await remote.listen({ port: config.port ?? CONTAINER_PORT, host: '0.0.0.0' });
  servers.push(remote);
} else if (mode === 'dev') {
  startApi(true);
  for (const app of FRONT_ENDS) startChild(app.name, bin('rspack'), ['serve'], appDir(app), { API_URL: apiUrl });
  await waitForApi();
  printUrls();
} else {
  console.error(`Unknown mode ${mode}: use start, dev, build, serve-shell or serve-remote <folder>.`);
  process.exit(2);
}
