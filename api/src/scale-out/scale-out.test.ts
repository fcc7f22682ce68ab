import assert from 'node:assert/strict';
import { randomInt } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../config';
import { createDatabase, type Database } from '../db/client';
import { signLikeStripe } from '../modules/payments/provider';
import {
  WEBHOOK_SECRET,
  eventCount,
  makeOrder,
  orderState,
  paidEvent,
  sessionsOf,
} from '../modules/payments/test-helpers';
import { RENDER_QUEUE, queueOrderRenders } from '../modules/video/jobs';
import { itemState, makePaidClip, waitFor } from '../modules/video/test-helpers';
import { PASSWORD, signUp, uniqueEmail, type TestUser } from '../test/identity';
import { LOCAL_REDIS_URL } from '../test/redis';
import { buildTestApp, seedMediaDir, temporaryDir, testConfig } from '../test/setup';
import {
  LOCAL_POSTGRES_URL,
  ShopProcess,
  createEmptyDatabase,
  processEnv,
  requireServices,
  scaleOutRedisUrl,
  startRoundRobinEntry,
  type Entry,
} from './cluster';

// Issue 13, "Beyond one machine" (docs/decisions/0030): two API processes and a worker process, started from the
// production entry points (src/server.ts, src/worker.ts), on one PostgreSQL and one Redis, behind one round-robin
// entry. Always PostgreSQL (DATABASE_URL, else the local server every machine has): PGlite serves one process only.

const postgresUrl = process.env.DATABASE_URL || LOCAL_POSTGRES_URL;
const redisUrl = scaleOutRedisUrl(process.env.REDIS_URL || LOCAL_REDIS_URL);
const mediaDir = await seedMediaDir();
const dataDir = await temporaryDir('shop-scale-out-');

/** Deliveries of one payment event to each API process at once (Stripe retries, and may deliver twice). */
const DELIVERIES_PER_PROCESS = 10;
/** Paid clips whose render was never queued (the process taking the payment died): every process's start sweeps them. */
const CLIPS_WAITING_AT_START = 4;
/** Paid clips queued at once, while the three processes run, for their workers to compete for. */
const CLIPS_QUEUED_LATER = 2;
const CLIPS_TO_RENDER = CLIPS_WAITING_AT_START + CLIPS_QUEUED_LATER;
/** What a render job that finds nothing to render logs (modules/video/jobs.ts). */
const RENDER_SKIPPED = 'render job for an item with nothing to render: skipped';

/** A client address of its own per check: the counters live in a shared Redis, also across runs. */
const newAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

const processes: ShopProcess[] = [];
// Hooks do not run when the test process is ended abruptly (process.exit in a failing import, say).
process.once('exit', () => processes.forEach((child) => child.killNow()));

describe('scale-out: two API processes and a worker on one PostgreSQL and Redis, behind one entry', () => {
  let entry: Entry;
  let apis: { name: string; url: string }[];
  let database: Database;
  /** Makes data in the shared database and queues jobs, like an API with WORKERS=off; never listens, runs no workers. */
  let tool: FastifyInstance;
  let dropDatabase: (() => Promise<void>) | undefined;
  /** The configuration every process reads, for the limits the checks expect. */
  let env: NodeJS.ProcessEnv;
  let clipOwner: TestUser;
  /** Paid clips (order and item ids) to render; the first ones exist before the processes start. */
  const clips: { orderId: number; itemId: number }[] = [];
  /** Short stories of one photo: real render jobs that stay cheap. */
  const makeClip = async () => clips.push(await makePaidClip(tool, clipOwner, { photoCount: 1, durationSeconds: 2 }));

  before(async () => {
    await requireServices(postgresUrl, redisUrl);
    const created = await createEmptyDatabase(postgresUrl);
    dropDatabase = created.drop;
    database = await createDatabase({ url: created.url });
    await database.migrate();
    tool = buildTestApp(database, testConfig({ MEDIA_DIR: mediaDir }));
    clipOwner = await signUp(tool);
    for (let index = 0; index < CLIPS_WAITING_AT_START; index += 1) await makeClip();
    env = processEnv({
      DATABASE_URL: created.url,
      REDIS_URL: redisUrl,
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: dataDir,
      MEDIA_DIR: mediaDir,
      MAIL_OUTBOX_DIR: 'none',
      LOG_LEVEL: 'info',
      // Every process checks the provider's signature with the same secret, as replicas behind one webhook URL do.
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      // The APIs run workers too (the default outside docker-compose), so three processes compete for each job; with
      // WORKERS=off on the APIs the worker process would be the only consumer and "runs once" would prove nothing.
      WORKERS: 'on',
    });
    // All at once, as a deployment's replicas start: seeding the empty catalogue, installing pg-boss, sweeping for
    // renders that were never queued.
    const names = ['api-a', 'api-b'];
    for (const name of names) processes.push(new ShopProcess(name, 'src/server.ts', env));
    processes.push(new ShopProcess('worker', 'src/worker.ts', env));
    const ready = await Promise.all(
      processes.slice(0, 2).map((api) => api.waitForLine((line) => /^API ready at /.test(line.msg ?? ''), 'API ready')),
    );
    apis = ready.map((line, index) => {
      const url = /^API ready at (http:\/\/\S+)\/api$/.exec(line.msg ?? '')?.[1];
      assert.ok(url, `no address in "${line.msg}"`);
      return { name: names[index]!, url };
    });
    await Promise.all(
      processes.map((child) => child.waitForLine((line) => line.msg === 'job workers started', 'its job workers')),
    );
    entry = await startRoundRobinEntry(apis);
  });

  after(async () => {
    await Promise.all(processes.map((child) => child.stop()));
    await entry?.close();
    await tool?.close();
    await database?.close();
    await dropDatabase?.();
  });

  interface Answer<T = unknown> {
    status: number;
    body: T;
    /** The API process that answered (the entry's x-served-by). */
    servedBy: string | null;
  }

  /** A JSON call to `base` (the entry, or one process) from the client `address`. */
  async function send<T = { message?: string }>(
    base: string,
    method: 'GET' | 'POST',
    path: string,
    { token, body, address }: { token?: string; body?: unknown; address: string },
  ): Promise<Answer<T>> {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: {
        'x-forwarded-for': address,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    return {
      status: response.status,
      body: (text ? JSON.parse(text) : undefined) as T,
      servedBy: response.headers.get('x-served-by'),
    };
  }
  const through = <T = { message?: string }>(
    method: 'GET' | 'POST',
    path: string,
    options: { token?: string; body?: unknown; address: string },
  ) => send<T>(entry.url, method, path, options);
  type SignedIn = { user: { id: number; email: string; token: string } };

  async function signUpThroughEntry(address: string): Promise<TestUser & { servedBy: string | null }> {
    const answer = await through<SignedIn>('POST', '/api/sign-up', {
      body: { email: uniqueEmail('scale-out'), password: PASSWORD },
      address,
    });
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    const { id, email, token } = answer.body.user;
    return { id, email, token, servedBy: answer.servedBy };
  }

  test('a session made through one API process works on the other', async () => {
    const address = newAddress();
    const user = await signUpThroughEntry(address);
    const orders = await through('GET', '/api/orders', { token: user.token, address });
    assert.notEqual(orders.servedBy, user.servedBy, 'the entry sent the next call to the other process');
    assert.equal(orders.status, 200, JSON.stringify(orders.body));
    assert.deepEqual(orders.body, []);
    assert.equal((await through('GET', '/api/orders', { address })).status, 401, 'without the session: refused');

    const signedIn = await through<SignedIn>('POST', '/api/sign-in', {
      body: { identity: user.email, credential: PASSWORD, remember_me: true },
      address,
    });
    assert.equal(signedIn.status, 200, JSON.stringify(signedIn.body));
    const initiate = await through<{ user: { email: string } | null }>('GET', '/api/initiate', {
      token: signedIn.body.user.token,
      address,
    });
    assert.notEqual(initiate.servedBy, signedIn.servedBy);
    assert.equal(initiate.body.user?.email, user.email);
  });

  test('rate limits are shared: sign-in failures spread over both processes are refused at the count one process refuses', async () => {
    const { rateLimits } = loadConfig(env);
    // Failures of one email from one address meet each of these counters; the smallest decides.
    const limit = Math.min(
      rateLimits.signInPerIp.limit,
      rateLimits.signInPerIdentity.limit,
      rateLimits.signInPerIdentityCeiling.limit,
    );
    const failUntilRefused = async (base: string) => {
      const identity = uniqueEmail('guess');
      const address = newAddress();
      const answers: Answer<{ message?: string }>[] = [];
      for (let attempt = 0; attempt <= limit; attempt += 1) {
        answers.push(
          await send(base, 'POST', '/api/sign-in', {
            body: { identity, credential: 'wrong', remember_me: true },
            address,
          }),
        );
      }
      return answers;
    };
    const expected = [...Array<number>(limit).fill(401), 429];

    const oneProcess = await failUntilRefused(apis[0]!.url);
    assert.deepEqual(
      oneProcess.map((answer) => answer.status),
      expected,
      'one process',
    );

    const spread = await failUntilRefused(entry.url);
    assert.deepEqual(
      spread.map((answer) => answer.status),
      expected,
      'spread over both processes',
    );
    assert.deepEqual(
      new Set(spread.map((answer) => answer.servedBy)),
      new Set(apis.map((api) => api.name)),
      'both processes counted',
    );
    assert.match(spread.at(-1)!.body.message ?? '', /^Too many attempts/);
  });

  let paidUser: TestUser | undefined;

  test('a payment event delivered to both API processes at once makes one paid transition', async () => {
    const user = await signUpThroughEntry(newAddress());
    paidUser = user;
    const orderId = await makeOrder(database.db, user);
    const session = await through<{ sessionId: string }>('POST', '/api/checkout/create-session', {
      token: user.token,
      body: { orderId },
      address: newAddress(),
    });
    assert.equal(session.status, 200, JSON.stringify(session.body));
    const { sessionId } = session.body;

    // Signed as the provider signs it (modules/payments/test-helpers), posted straight to each process at once.
    const payload = JSON.stringify(paidEvent(sessionId, orderId));
    const deliver = (base: string) =>
      fetch(`${base}/api/checkout/webhook`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': signLikeStripe(WEBHOOK_SECRET, payload) },
        body: payload,
      }).then((response) => response.status);
    const statuses = await Promise.all(
      Array.from({ length: DELIVERIES_PER_PROCESS }, () => apis.map((api) => deliver(api.url))).flat(),
    );
    assert.deepEqual(statuses, Array<number>(statuses.length).fill(200));

    const paid = await orderState(database.db, orderId);
    assert.equal(paid.paid, true);
    assert.ok(paid.paidAt);
    assert.equal(await eventCount(database.db, sessionId), 1, 'one event row');
    assert.deepEqual(
      (await sessionsOf(database.db, orderId)).map((row) => row.status),
      ['complete'],
    );
    // The confirmation is sent after the commit, by the one delivery that made the transition; that no second one
    // follows is checked once every process has stopped (the last test).
    await waitFor(async () => (await mailsTo(user.email)).length > 0, 30_000, 'the confirmation mail');
  });

  test('each render job runs once while the workers of three processes compete for them', async (t) => {
    // Real render jobs: the job's own effect counts its runs, since every run adds one to the item's render_attempts
    // and logs "video story draft rendered" in the process that ran it. The first clips were queued by the start-up
    // sweeps of all three processes at once; these are queued while they run, the way a paid order's renders are.
    while (clips.length < CLIPS_TO_RENDER) await makeClip();
    await Promise.all(clips.slice(CLIPS_WAITING_AT_START).map((clip) => queueOrderRenders(tool, clip.orderId)));

    await waitFor(
      async () => {
        const jobs = await renderJobs();
        return (
          jobs.length >= CLIPS_TO_RENDER && jobs.every((job) => job.state === 'completed' || job.state === 'failed')
        );
      },
      90_000,
      'every render job to finish',
    );
    await assertEachRenderedOnce();
    const byProcess = rendersByProcess();
    const jobs = (await renderJobs()).length;
    t.diagnostic(
      `renders per process: ${byProcess.map(([name, items]) => `${name} ${items.length}`).join(', ')}; ` +
        `${jobs} jobs for ${CLIPS_TO_RENDER} clips`,
    );
    const takers = byProcess.filter(([, items]) => items.length > 0);
    assert.ok(takers.length >= 2, `several processes took jobs: ${JSON.stringify(byProcess)}`);
  });

  test('every process stops cleanly on SIGTERM, and afterwards each effect happened exactly once', async () => {
    const codes = await Promise.all(processes.map((child) => child.stop()));
    assert.deepEqual(
      codes,
      processes.map(() => 0),
      processes.map((child) => child.tail()).join('\n'),
    );
    // Closing waits for each process's background work: a second confirmation mail would be written by now.
    assert.ok(paidUser, 'the payment test ran');
    assert.equal((await mailsTo(paidUser.email)).length, 1, 'one confirmation mail');
    // Nor was a second job left waiting to render an item again.
    await assertEachRenderedOnce();
  });

  /**
   * Each clip rendered once, by one process, and every job run once (completed at its first attempt). Two start-up
   * sweeps may both send a job for one clip when the first was taken between them (stately keeps one waiting and one
   * running per clip): that second job must find nothing to render and say so.
   */
  async function assertEachRenderedOnce() {
    const items = clips.map((clip) => clip.itemId).sort(numeric);
    for (const itemId of items) {
      const state = await itemState(database.db, itemId);
      assert.deepEqual([state.renderState, state.renderAttempts], ['draft', 1], `item ${itemId} rendered once`);
    }
    const rendered = rendersByProcess().flatMap(([, done]) => done);
    assert.deepEqual(rendered.sort(numeric), items, 'each item rendered once, by one process');
    const jobs = await renderJobs();
    for (const job of jobs)
      assert.deepEqual([job.state, job.retryCount], ['completed', 0], `job of item ${job.itemId}`);
    assert.deepEqual([...new Set(jobs.map((job) => job.itemId))].sort(numeric), items, 'a job for every item');
    const skipped = processes.flatMap((child) => child.lines.filter((line) => line.msg === RENDER_SKIPPED));
    assert.equal(jobs.length, items.length + skipped.length, `every second job skipped: ${JSON.stringify(jobs)}`);
  }

  const numeric = (a: number, b: number) => a - b;

  async function mailsTo(email: string) {
    const { rows } = await database.executeSql('select id, subject from mail_outbox where "to" = $1', [email]);
    return rows as { id: number; subject: string }[];
  }

  /** The render queue's jobs, waiting, running and finished (pg-boss's job table and its archive). */
  async function renderJobs() {
    const { rows } = await database.executeSql(
      `select (data->>'itemId')::int as "itemId", state, retry_count as "retryCount" from pgboss.job where name = $1
       union all
       select (data->>'itemId')::int, state, retry_count from pgboss.archive where name = $1`,
      [RENDER_QUEUE],
    );
    return rows as { itemId: number; state: string; retryCount: number }[];
  }

  /** Which process rendered which item, from their log lines. */
  function rendersByProcess(): [string, number[]][] {
    return processes.map((child) => [
      child.name,
      child.lines.filter((line) => line.msg === 'video story draft rendered').map((line) => Number(line.itemId)),
    ]);
  }
});
