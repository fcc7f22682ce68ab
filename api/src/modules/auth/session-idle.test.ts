import assert from 'node:assert/strict';
import { after, describe, test } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import { sessions } from '../../db/schema';
import { hashToken } from '../../lib/tokens';
import { signUp, whoAmI } from '../../test/identity';
import { buildTestApp, createTestDatabase, testConfig } from '../../test/setup';

const database = await createTestDatabase();
const { db } = database;
// One day idle: a 30-day session ends after a day without use, and lives on while used.
const app = buildTestApp(database, testConfig({ SESSION_IDLE_HOURS: '24' }));
after(() => app.close());

const lastUsed = (token: string, ago: string) =>
  db
    .update(sessions)
    .set({ lastUsedAt: sql`now() - ${ago}::interval` })
    .where(eq(sessions.tokenHash, hashToken(token)));

describe('session idle timeout', () => {
  test('a session unused for longer than SESSION_IDLE_HOURS ends, although it has not expired', async () => {
    const user = await signUp(app);
    await lastUsed(user.token, '25 hours');
    assert.equal(await whoAmI(app, user.token), null);
  });

  test('a session used within the idle time goes on, and using it restarts the clock', async () => {
    const user = await signUp(app);
    await lastUsed(user.token, '23 hours');
    assert.equal((await whoAmI(app, user.token))?.id, user.id);
    const [row] = await db
      .select({ lastUsedAt: sessions.lastUsedAt })
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(user.token)));
    assert.ok(row?.lastUsedAt && Date.now() - row.lastUsedAt.getTime() < 60_000);
  });

  test('a session never used since sign-in counts from its creation', async () => {
    const user = await signUp(app);
    await db
      .update(sessions)
      .set({ lastUsedAt: null, createdAt: sql`now() - interval '25 hours'` })
      .where(eq(sessions.tokenHash, hashToken(user.token)));
    assert.equal(await whoAmI(app, user.token), null);
  });

  test('the default idle time is a week', () => {
    assert.equal(testConfig().sessions.idleMs, 7 * 24 * 60 * 60 * 1000);
  });
});
