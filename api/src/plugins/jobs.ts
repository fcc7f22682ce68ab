import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import PgBoss from 'pg-boss';
import type { Config } from '../config';
import type { Database } from '../db/client';

const UNIQUE_VIOLATION = '23505';
const DEADLOCK = '40P01';
/** How often a start that met another process's install is tried before the error stands. */
const START_ATTEMPTS = 5;

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobQueue;
  }
}

// Background jobs on pg-boss (docs/decisions/0021), in the app's own database: PostgreSQL through its pool, or the
// embedded PGlite through its one connection. Modules define their queues and handlers while the app is built; the
// workers start with the app when config.jobs.workers is on (the default; WORKERS=off runs the API without them and
// `npm run worker` runs them without the API). Sending starts pg-boss on first use, so an app without workers queues
// jobs all the same and a test that never sends one never installs pg-boss.

export type JobHandler<T> = (job: PgBoss.JobWithMetadata<T>) => Promise<unknown>;

interface QueueDefinition {
  options: Omit<PgBoss.Queue, 'name'>;
  handler: JobHandler<never>;
  pollingIntervalSeconds: number;
}

export class JobQueue {
  private readonly queues = new Map<string, QueueDefinition>();
  private readonly startTasks: { label: string; task: () => Promise<unknown> }[] = [];
  private boss: PgBoss | undefined;
  private starting: Promise<PgBoss> | undefined;
  private workersStarted = false;
  private closed = false;

  constructor(
    private readonly database: Pick<Database, 'executeSql'>,
    private readonly log: FastifyBaseLogger,
    readonly workers: boolean,
  ) {}

  /** A queue and its handler (one job at a time per process). Call while the app is built, before it is ready. */
  define<T extends object>(
    name: string,
    options: Omit<PgBoss.Queue, 'name'>,
    handler: JobHandler<T>,
    { pollingIntervalSeconds = 2 }: { pollingIntervalSeconds?: number } = {},
  ): void {
    this.queues.set(name, { options, handler: handler as JobHandler<never>, pollingIntervalSeconds });
  }

  /** Work for a process that runs workers, once they have started (a sweep for work missed while nothing ran). */
  onWorkersStarted(label: string, task: () => Promise<unknown>): void {
    this.startTasks.push({ label, task });
  }

  /** Queues a job; null when pg-boss kept an equal one instead (a stately queue's job of the same key waiting). */
  async send<T extends object>(name: string, data: T, options: PgBoss.SendOptions = {}): Promise<string | null> {
    const boss = await this.started();
    return boss.send(name, data, options);
  }

  /** Starts pg-boss (installing its schema on first use) and creates the defined queues; once. */
  started(): Promise<PgBoss> {
    if (this.closed) return Promise.reject(new Error('The job queue is closed'));
    this.starting ??= this.start().catch((error: unknown) => {
      this.starting = undefined;
      throw error;
    });
    return this.starting;
  }

  private async start(): Promise<PgBoss> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await this.startOnce();
      } catch (error) {
        // Processes starting at once on one database race to install pg-boss and create its queues. pg-boss allows
        // for most of that, but not for its CREATE SCHEMA meeting the schema another process just made (23505) nor
        // for two create_queue calls deadlocking on the queue table (40P01, PostgreSQL aborts one of them). Either
        // way the other process gets there; starting again after a moment finds its work done (docs/decisions/0030).
        const code = (error as { code?: unknown }).code;
        if ((code !== UNIQUE_VIOLATION && code !== DEADLOCK) || attempt >= START_ATTEMPTS) throw error;
        this.log.warn({ err: error, attempt }, 'another process was installing the job queue at the same time: starting again');
        await new Promise((resolve) => setTimeout(resolve, attempt * (100 + Math.random() * 200)));
      }
    }
  }

  /** Starts pg-boss and creates or updates the defined queues; a failure stops the instance it started. */
  private async startOnce(): Promise<PgBoss> {
    const boss = await this.startBoss();
    try {
      for (const [name, { options }] of this.queues) {
        if (!(await boss.getQueue(name))) await boss.createQueue(name, { name, ...options });
        else await boss.updateQueue(name, { name, ...options });
      }
    } catch (error) {
      await boss.stop({ graceful: false, wait: true, close: false }).catch(() => undefined);
      throw error;
    }
    this.boss = boss;
    return boss;
  }

  private async startBoss(): Promise<PgBoss> {
    const boss = new PgBoss({
      db: { executeSql: (text, values) => this.database.executeSql(text, values) as Promise<{ rows: never[] }> },
      // Maintenance (expiring, archiving, deleting old jobs) where workers run; cron schedules are not used.
      supervise: this.workers,
      schedule: false,
    });
    boss.on('error', (error) => this.log.error({ err: error }, 'job queue error'));
    await boss.start();
    return boss;
  }

  /** Starts a worker per defined queue, then the start tasks. */
  async startWorkers(): Promise<void> {
    if (this.workersStarted) return;
    this.workersStarted = true;
    const boss = await this.started();
    for (const [name, { handler, pollingIntervalSeconds }] of this.queues) {
      await boss.work<never>(name, { includeMetadata: true, batchSize: 1, pollingIntervalSeconds }, async ([job]) => {
        if (job) await handler(job);
      });
    }
    for (const { label, task } of this.startTasks) {
      await task().catch((error: unknown) => this.log.error({ err: error }, `${label} failed`));
    }
    this.log.info({ queues: [...this.queues.keys()] }, 'job workers started');
  }

  /** Waits for running jobs (up to `timeoutMs`) and stops polling; the database stays open for its owner to close. */
  async close(timeoutMs = 30_000): Promise<void> {
    this.closed = true;
    const boss = this.boss ?? (await this.starting?.catch(() => undefined));
    if (boss) await boss.stop({ graceful: true, wait: true, close: false, timeout: timeoutMs });
  }
}

async function jobs(app: FastifyInstance, { config, database }: { config: Config; database: Database }) {
  const queue = new JobQueue(database, app.log, config.jobs.workers);
  app.decorate('jobs', queue);
  if (config.jobs.workers) app.addHook('onReady', () => queue.startWorkers());
  // Before any plugin's onClose: a running job still has storage, mail and the database while it finishes.
  app.addHook('preClose', () => queue.close());
}

export default fp(jobs, { name: 'jobs', dependencies: ['db'] });
