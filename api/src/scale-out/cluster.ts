// The scale-out test's parts (docs/decisions/0030): the shared services it needs, a PostgreSQL database of its own,
// API and worker processes started from the production entry points, and a round-robin entry in front of the APIs.
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { adminQuery, databaseUrl } from '../db/admin';
import { requireRedis } from '../test/redis';

/** The address .ci/run gives DATABASE_URL, and that every machine of the team has (the handbook). */
export const LOCAL_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/test';
/** Redis database for this test's counters, apart from the default database 0 other runs use. */
const SCALE_OUT_REDIS_DB = 13;

const API_DIR = fileURLToPath(new URL('../..', import.meta.url));

/** Fails with which service is missing and how to start it: the claims cannot be shown without both. */
export async function requireServices(postgresUrl: string, redisUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: postgresUrl, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
  } catch (error) {
    throw new Error(
      `PostgreSQL is not reachable at ${postgresUrl} (${(error as Error).message}). The scale-out test needs a ` +
        'PostgreSQL server: start the local one with `pg_ctlcluster "$(ls /etc/postgresql)" main start` (as .ci/run ' +
        'does), or point DATABASE_URL at another.',
    );
  } finally {
    await client.end().catch(() => undefined);
  }
  await requireRedis(redisUrl);
}

/** REDIS_URL with this test's own database number, unless the URL names one already. */
export function scaleOutRedisUrl(redisUrl: string): string {
  const url = new URL(redisUrl);
  if (url.pathname === '' || url.pathname === '/') url.pathname = `/${SCALE_OUT_REDIS_DB}`;
  return url.href;
}

/** An empty database on the server (the processes migrate it as they start, as replicas of a new deployment do). */
export async function createEmptyDatabase(serverUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `shop_scale_out_${process.pid}_${Date.now()}`;
  await adminQuery(serverUrl, `create database ${name}`);
  return { url: databaseUrl(serverUrl, name), drop: () => adminQuery(serverUrl, `drop database if exists ${name} with (force)`) };
}

/** A process's JSON log line (pino), as far as the test reads it. */
export interface LogLine {
  msg?: string;
  level?: number;
  [key: string]: unknown;
}

const EXIT_WAIT_MS = 40_000;

/** One API or worker process: its log lines as they come, and a way to wait for a line or the exit. */
export class ShopProcess {
  readonly lines: LogLine[] = [];
  private readonly rawTail: string[] = [];
  private readonly waiters = new Set<() => void>();
  private readonly child: ChildProcess;
  readonly exited: Promise<number | null>;
  exitCode: number | null | undefined;

  constructor(
    readonly name: string,
    entry: 'src/server.ts' | 'src/worker.ts',
    env: NodeJS.ProcessEnv,
  ) {
    // The same command as `npm start -w api` / `npm run worker -w api` (tsx src/….ts).
    this.child = spawn(process.execPath, ['--import', 'tsx', entry], {
      cwd: API_DIR,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.exited = new Promise((resolve) =>
      this.child.once('exit', (code) => {
        // null when a signal ended it (SIGKILL), 0 after a clean stop on SIGTERM.
        this.exitCode = code;
        this.notify();
        resolve(code);
      }),
    );
    let pending = '';
    this.child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
      const parts = (pending + chunk).split('\n');
      pending = parts.pop() ?? '';
      for (const part of parts) this.record(part);
    });
    this.child.stderr?.setEncoding('utf8').on('data', (chunk: string) => this.keepRaw(chunk));
  }

  private record(text: string) {
    if (!text.trim()) return;
    this.keepRaw(text);
    try {
      this.lines.push(JSON.parse(text) as LogLine);
    } catch {
      // Not a log line (a library's own print): kept in the tail for failure messages only.
    }
    this.notify();
  }

  private keepRaw(text: string) {
    this.rawTail.push(text.trimEnd());
    if (this.rawTail.length > 40) this.rawTail.shift();
  }

  private notify() {
    for (const wake of this.waiters) wake();
  }

  /** The last output, for failure messages. */
  tail(): string {
    return `--- last output of ${this.name} ---\n${this.rawTail.join('\n')}`;
  }

  /** The first log line that matches, once it is written; fails when the process exits first or after `timeoutMs`. */
  waitForLine(matches: (line: LogLine) => boolean, label: string, timeoutMs = 90_000): Promise<LogLine> {
    return new Promise((resolve, reject) => {
      const check = () => {
        const found = this.lines.find(matches);
        if (found) return done(() => resolve(found));
        if (this.exitCode !== undefined)
          return done(() =>
            reject(new Error(`${this.name} exited (${this.exitCode}) before ${label}\n${this.tail()}`)),
          );
      };
      const timer = setTimeout(
        () => done(() => reject(new Error(`timed out waiting for ${this.name}: ${label}\n${this.tail()}`))),
        timeoutMs,
      );
      const done = (settle: () => void) => {
        clearTimeout(timer);
        this.waiters.delete(check);
        settle();
      };
      this.waiters.add(check);
      check();
    });
  }

  /** SIGTERM (the orchestrator's stop), and the exit code once it has stopped; SIGKILL if it does not within 40 s. */
  async stop(): Promise<number | null> {
    if (this.exitCode !== undefined) return this.exitCode;
    this.child.kill('SIGTERM');
    const timer = setTimeout(() => this.child.kill('SIGKILL'), EXIT_WAIT_MS);
    try {
      return await this.exited;
    } finally {
      clearTimeout(timer);
    }
  }

  /** For an exit of the test process that skips its hooks: no process is left behind. */
  killNow(): void {
    if (this.exitCode === undefined) this.child.kill('SIGKILL');
  }
}

/** The environment a process gets: the test's own, without the test runner's marker, and the deployment's variables. */
export function processEnv(variables: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const env = { ...process.env, ...variables };
  delete env.NODE_TEST_CONTEXT;
  return env;
}

/** A round-robin entry (what a load balancer or Kubernetes Service does), with the backend named in `x-served-by`. */
export interface Entry {
  url: string;
  close(): Promise<void>;
}

export async function startRoundRobinEntry(backends: { name: string; url: string }[]): Promise<Entry> {
  let next = 0;
  const server = http.createServer((request, response) => {
    const backend = backends[next % backends.length]!;
    next += 1;
    const target = new URL(backend.url);
    // As a proxy does: the client's address appended to X-Forwarded-For (the APIs trust loopback proxies).
    const forwarded = [request.headers['x-forwarded-for'], request.socket.remoteAddress].filter(Boolean).join(', ');
    const upstream = http.request(
      {
        host: target.hostname,
        port: target.port,
        method: request.method,
        path: request.url,
        headers: { ...request.headers, 'x-forwarded-for': forwarded },
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, { ...answer.headers, 'x-served-by': backend.name });
        answer.pipe(response);
      },
    );
    upstream.on('error', (error) => {
      if (!response.headersSent)
        response.writeHead(502, { 'content-type': 'application/json', 'x-served-by': backend.name });
      response.end(JSON.stringify({ message: `entry: ${backend.name} failed: ${error.message}` }));
    });
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
