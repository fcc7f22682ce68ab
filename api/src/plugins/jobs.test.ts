import assert from 'node:assert/strict';
import { after, describe, test } from 'node:test';
import Fastify from 'fastify';
import { createTestDatabase } from '../test/setup';
import { JobQueue } from './jobs';
import { waitFor } from '../modules/video/test-helpers';

// The queue on the embedded PGlite always, and on PostgreSQL too when DATABASE_URL names one (as in CI), so both of
// pg-boss's paths (PGlite's one connection through executeSql, a pg pool) run in every full test run.
const databases = [
  { label: 'PGlite', embedded: true },
  ...(process.env.DATABASE_URL ? [{ label: 'PostgreSQL', embedded: false }] : []),
];

for (const { label, embedded } of databases)
  describe(`job queue on ${label}`, async () => {
    const database = await createTestDatabase({ embedded });
    const log = Fastify({ logger: false }).log;

    test('a job sent is run once, by a worker, with its data', async () => {
      const queue = new JobQueue(database, log, true);
      after(() => queue.close());
      const runs: { n: number }[] = [];
      queue.define<{ n: number }>('test-once', {}, async (job) => void runs.push(job.data), {
        pollingIntervalSeconds: 0.5,
      });
      await queue.startWorkers();
      const id = await queue.send('test-once', { n: 7 });
      assert.ok(id);
      await waitFor(async () => runs.length > 0, 20_000, 'the job to run');
      // A few more polls: nothing runs it again.
      const boss = await queue.started();
      await waitFor(async () => (await boss.getJobById('test-once', id))?.state === 'completed', 20_000, 'completion');
      assert.deepEqual(runs, [{ n: 7 }]);
    });

    test('a start that deadlocks with another process creating the same queue starts again, and works', async () => {
      // What two replicas starting at once met in the scale-out test: PostgreSQL aborts one create_queue (40P01).
      let deadlocks = 0;
      const racing: typeof database = Object.create(database);
      racing.executeSql = async (text, values) => {
        if (deadlocks === 0 && text.includes('create_queue')) {
          deadlocks += 1;
          throw Object.assign(new Error('deadlock detected'), { code: '40P01' });
        }
        return database.executeSql(text, values);
      };
      const queue = new JobQueue(racing, log, true);
      after(() => queue.close());
      const runs: { n: number }[] = [];
      queue.define<{ n: number }>('test-deadlock', {}, async (job) => void runs.push(job.data), {
        pollingIntervalSeconds: 0.5,
      });
      await queue.startWorkers();
      assert.equal(deadlocks, 1, 'the first start met the deadlock');
      assert.ok(await queue.send('test-deadlock', { n: 3 }));
      await waitFor(async () => runs.length > 0, 20_000, 'the job to run');
      assert.deepEqual(runs, [{ n: 3 }]);
    });

    test('a failing job is retried up to its limit, then failed, and the handler sees the count', async () => {
      const queue = new JobQueue(database, log, true);
      after(() => queue.close());
      const seen: number[] = [];
      queue.define(
        'test-retry',
        { retryLimit: 1, retryDelay: 1 },
        async (job) => {
          seen.push(job.retryCount);
          throw new Error('no luck');
        },
        { pollingIntervalSeconds: 0.5 },
      );
      await queue.startWorkers();
      const id = await queue.send('test-retry', {});
      assert.ok(id);
      const boss = await queue.started();
      await waitFor(
        async () => (await boss.getJobById('test-retry', id))?.state === 'failed',
        30_000,
        'the job to fail',
      );
      assert.deepEqual(seen, [0, 1]);
    });

    test('without workers a job is kept until a worker starts', async () => {
      const sender = new JobQueue(database, log, false);
      after(() => sender.close());
      const runs: number[] = [];
      sender.define<{ n: number }>('test-later', {}, async (job) => void runs.push(job.data.n));
      assert.ok(await sender.send('test-later', { n: 1 }));
      const boss = await sender.started();
      assert.equal(await boss.getQueueSize('test-later'), 1);
      assert.equal(runs.length, 0, 'no worker: not run');

      const worker = new JobQueue(database, log, true);
      after(() => worker.close());
      worker.define<{ n: number }>('test-later', {}, async (job) => void runs.push(job.data.n), {
        pollingIntervalSeconds: 0.5,
      });
      await worker.startWorkers();
      await waitFor(async () => runs.length > 0, 20_000, 'the kept job to run');
      assert.deepEqual(runs, [1]);
    });
  });
