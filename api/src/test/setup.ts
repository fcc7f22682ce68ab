// Shared by the API tests: a real, migrated database per test file and the app built on it.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after } from 'node:test';
import { adminQuery, databaseUrl } from '../db/admin';
import { buildApp } from '../app';
import { loadConfig, type Config } from '../config';
import { createDatabase, type Database } from '../db/client';
import { ensureDemoCoupons } from '../seed/coupons';
import { ensureDemoAccount } from '../seed/demo-account';
import { seedIfEmpty } from '../seed/index';

/**
 * PGlite in memory, or with DATABASE_URL a new PostgreSQL database made for this file and dropped after it,
 * so test files never see each other's rows. `embedded` asks for PGlite whatever DATABASE_URL says (a test that
 * must cover both databases in one run).
 */
export async function createTestDatabase({ embedded = false }: { embedded?: boolean } = {}): Promise<Database> {
  const serverUrl = embedded ? undefined : process.env.DATABASE_URL;
  if (!serverUrl) {
    const database = await createDatabase({});
    await database.migrate();
    after(() => database.close());
    return database;
  }
  const name = `shop_test_${process.pid}_${Date.now()}`;
  await adminQuery(serverUrl, `create database ${name}`);
  const database = await createDatabase({ url: databaseUrl(serverUrl, name) });
  await database.migrate();
  after(async () => {
    await database.close();
    await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
  });
  return database;
}

/** A folder removed after the file's tests. */
export async function temporaryDir(prefix: string): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), prefix));
  after(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

/** The test runner (scripts/test.mjs) shares one media folder across files, so the seed's pictures are made once. */
export async function seedMediaDir(): Promise<string> {
  return process.env.TEST_MEDIA_DIR || temporaryDir('shop-api-media-');
}

export async function createSeededDatabase(): Promise<{ database: Database; mediaDir: string }> {
  const database = await createTestDatabase();
  const mediaDir = await seedMediaDir();
  await seedIfEmpty(database.db, { mediaDir });
  await ensureDemoCoupons(database.db);
  await ensureDemoAccount(database.db);
  return { database, mediaDir };
}

export function testConfig(overrides: NodeJS.ProcessEnv = {}): Config {
  // Mail JSON copies only where a test asks for them (MAIL_OUTBOX_DIR), never into the developer's data folder. No job
  // workers unless a test turns them on (WORKERS: 'on'): jobs sent are kept, not rendered behind other tests' backs.
  return loadConfig({ LOG_LEVEL: 'silent', MAIL_OUTBOX_DIR: 'none', WORKERS: 'off', ...overrides });
}

export function buildTestApp(database: Database, config: Config = testConfig()) {
  return buildApp({ config, database, logger: false });
}
