import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, mock, test } from 'node:test';
import type { FastifyBaseLogger } from 'fastify';
import { BackgroundTasks } from './background';

/** Lets the started run's promise chain reach the task (setImmediate is not mocked). */
const settle = () => new Promise((resolve) => setImmediate(resolve));

const silentLog = { error: () => undefined } as unknown as FastifyBaseLogger;

describe('BackgroundTasks.every', () => {
  beforeEach(() => mock.timers.enable({ apis: ['setInterval'] }));
  afterEach(() => mock.timers.reset());

  test('runs the task each interval, never two runs at once, and not after stop', async () => {
    const tasks = new BackgroundTasks(silentLog);
    let runs = 0;
    let finish: () => void = () => undefined;
    tasks.every('cleanup', 1000, () => {
      runs += 1;
      return new Promise<void>((resolve) => (finish = resolve));
    });
    assert.equal(runs, 0, 'nothing at start');
    mock.timers.tick(1000);
    await settle();
    assert.equal(runs, 1);
    mock.timers.tick(1000);
    await settle();
    assert.equal(runs, 1, 'the first run is still going');
    finish();
    await tasks.idle();
    mock.timers.tick(1000);
    await settle();
    assert.equal(runs, 2);
    finish();
    await tasks.idle();
    tasks.stop();
    mock.timers.tick(5000);
    await settle();
    assert.equal(runs, 2);
  });

  test('a failing run is logged and the next one still comes', async () => {
    const errors: string[] = [];
    const tasks = new BackgroundTasks({
      error: (_context: unknown, message: string) => errors.push(message),
    } as unknown as FastifyBaseLogger);
    let runs = 0;
    tasks.every('cleanup', 1000, async () => {
      runs += 1;
      throw new Error('storage away');
    });
    mock.timers.tick(1000);
    await tasks.idle();
    mock.timers.tick(1000);
    await tasks.idle();
    assert.equal(runs, 2);
    assert.deepEqual(errors, ['cleanup failed', 'cleanup failed']);
    tasks.stop();
  });
});
