import { describe, expect, it } from 'vitest';
import type { TPoolTestTask } from '../test/pool-test-worker.ts';
import { createWorkerPool, WorkerPoolError } from './worker-pool.ts';

const FILE = new URL('../test/pool-test-worker.ts', import.meta.url);

const poolOf = (timeoutMs = 60_000) =>
  createWorkerPool({
    file: FILE,
    workers: 1,
    maxQueued: 1,
    timeoutMs,
    resourceLimits: { maxOldGenerationSizeMb: 32, maxYoungGenerationSizeMb: 8 },
  });

/** The task's answer, or the reason the pool gave none. */
const outcome = (promise: Promise<unknown>) =>
  promise.catch((error: unknown) => (error instanceof WorkerPoolError ? error.reason : String(error)));

describe('the worker pool for untrusted input', () => {
  it('answers in order, refuses past its queue at once, and reports a task that throws', async () => {
    const pool = poolOf();
    const run = (task: TPoolTestTask) => outcome(pool.run(task));
    const [first, queued, refused] = [run({ spinMs: 300 }), run({ echo: 'queued' }), run({ echo: 'late' })];
    expect(await refused).toBe('busy');
    expect(await Promise.all([first, queued])).toEqual(['spun', 'queued']);
    expect(await run({ fail: 'broken' })).toBe('failed');
    expect(await run({ echo: 'after' })).toBe('after');
    await pool.close();
  });

  it('stops a task past its time or memory and answers the next one with a fresh worker', async () => {
    const pool = poolOf(1_000);
    const run = (task: TPoolTestTask) => outcome(pool.run(task));
    expect(await run({ spinMs: 120_000 })).toBe('timeout');
    expect(await run({ echo: 'fresh' })).toBe('fresh');
    await pool.close();
    const roomy = poolOf();
    expect(await outcome(roomy.run({ fillHeap: true }))).toBe('memory');
    expect(await outcome(roomy.run({ echo: 'fresh again' }))).toBe('fresh again');
    await roomy.close();
  });

  it('on close fails running and queued tasks, terminates its worker and refuses new ones', async () => {
    const pool = poolOf();
    const running = outcome(pool.run({ spinMs: 120_000 }));
    const queued = outcome(pool.run({ echo: 'never' }));
    await pool.close();
    expect(await Promise.all([running, queued, outcome(pool.run({ echo: 'new' }))])).toEqual([
      'closed',
      'closed',
      'closed',
    ]);
  });
});
