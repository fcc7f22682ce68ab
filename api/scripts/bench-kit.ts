// What the API's benchmark scripts (bench-api.ts, bench-render.ts) share: their numeric --name=value arguments, a
// PostgreSQL database of their own made fresh with the demo shop, and server child processes that report their port.
import { fork, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { adminQuery, databaseUrl } from '../src/db/admin';
import { loadConfig } from '../src/config';
import { createDatabase, type Db } from '../src/db/client';
import { seedIfEmpty } from '../src/seed/index';

/** `--name=value` from the command line, a positive number, else `fallback`. */
export function numberArgument(name: string, fallback: number): number {
  const given = process.argv.find((arg) => arg.startsWith(`--${name}=`));
  const value = given ? Number(given.split('=')[1]) : fallback;
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} must be a positive number`);
  return value;
}

/**
 * A database `name` on the DATABASE_URL server (default postgres://postgres@127.0.0.1:5432/test): `create` makes it
 * afresh, migrated, with the demo shop and whatever `extend` adds; `drop` removes it.
 */
export function benchDatabase(name: string) {
  const serverUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
  const url = databaseUrl(serverUrl, name);
  const admin = (query: string) => adminQuery(serverUrl, query);
  const drop = () => admin(`drop database if exists ${name} with (force)`);
  return {
    name,
    url,
    drop,
    async create(extend?: (db: Db) => Promise<void>): Promise<void> {
      await drop();
      await admin(`create database ${name}`);
      const config = loadConfig({ ...process.env, DATABASE_URL: url, LOG_LEVEL: 'silent' });
      const database = await createDatabase({ url });
      try {
        await database.migrate();
        await seedIfEmpty(database.db, { mediaDir: config.mediaDir });
        await extend?.(database.db);
      } finally {
        await database.close();
      }
    },
  };
}

export interface Started {
  child: ChildProcess;
  /** http://127.0.0.1:{the port the child reported over IPC} */
  base: string;
}

/** Runs a server script (relative to api/scripts) under tsx and waits for it to report its port. */
export async function startChild(
  script: string,
  env: NodeJS.ProcessEnv,
  stdout: 'inherit' | 'ignore' | number = 'inherit',
): Promise<Started> {
  const child = fork(fileURLToPath(new URL(script, import.meta.url)), {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, ...env },
    stdio: ['ignore', stdout, 'inherit', 'ipc'],
  });
  const exited = once(child, 'exit').then(() => Promise.reject(new Error(`${script} exited`)));
  const [message] = (await Promise.race([once(child, 'message'), exited])) as [{ port: number }];
  exited.catch(() => undefined);
  return { child, base: `http://127.0.0.1:${message.port}` };
}

export async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  await exited;
}
