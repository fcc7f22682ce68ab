import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    background: BackgroundTasks;
  }
}

/**
 * Work a request starts but does not wait for (a password reset mail): the answer goes out at once, so its timing
 * says nothing about what the work found. Failures are logged; closing the app waits for what is still running.
 */
export class BackgroundTasks {
  private readonly pending = new Set<Promise<void>>();
  private readonly timers: NodeJS.Timeout[] = [];

  constructor(private readonly log: FastifyBaseLogger) {}

  run(label: string, task: () => Promise<unknown>): void {
    const running: Promise<void> = Promise.resolve()
      .then(task)
      .then(
        () => undefined,
        (error: unknown) => this.log.error({ err: error }, `${label} failed`),
      )
      .finally(() => this.pending.delete(running));
    this.pending.add(running);
  }

  /**
   * Runs the task every `intervalMs` (cleanups such as stale chunked uploads); a run still going when the next is due
   * is not doubled. The timer never keeps the process alive and stops when the app closes.
   */
  every(label: string, intervalMs: number, task: () => Promise<unknown>): void {
    let running = false;
    const timer = setInterval(() => {
      if (running) return;
      running = true;
      this.run(label, () =>
        Promise.resolve()
          .then(task)
          .finally(() => (running = false)),
      );
    }, intervalMs);
    timer.unref();
    this.timers.push(timer);
  }

  /** Stops the periodic tasks (the app is closing). */
  stop(): void {
    for (const timer of this.timers.splice(0)) clearInterval(timer);
  }

  /** Resolves once nothing is running (tests wait on it before reading what the work wrote). */
  async idle(): Promise<void> {
    while (this.pending.size > 0) await Promise.all(this.pending);
  }
}

async function background(app: FastifyInstance) {
  const tasks = new BackgroundTasks(app.log);
  app.decorate('background', tasks);
  app.addHook('onClose', async () => {
    tasks.stop();
    await tasks.idle();
  });
}

export default fp(background, { name: 'background' });
