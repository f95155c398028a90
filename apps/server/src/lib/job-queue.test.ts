import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TTestDatabase } from '../test/test-db.ts';
import { createJobQueue, type TJobQueue } from './job-queue.ts';

// Runs on the embedded PGlite, and on the PostgreSQL server when DATABASE_URL is set.
let database: TTestDatabase;
beforeAll(async () => {
  database = await createTestDatabase({ seed: false });
});
afterAll(async () => {
  await database?.destroy();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('job queue', () => {
  let queue: TJobQueue;
  afterAll(async () => {
    await queue?.stop();
  });

  it('runs queued jobs, retries a failing one', async () => {
    queue = createJobQueue(database.db, { workers: false, retryDelaySeconds: 1 });
    const seen: string[] = [];
    let failures = 1;
    queue.define<{ text: string }>('messages', async ({ text }) => {
      if (text === 'flaky' && failures-- > 0) throw new Error('gateway down');
      seen.push(text);
    });
    await queue.start();
    await queue.send('messages', { text: 'hello' });
    await queue.send('messages', { text: 'flaky' });
    expect(seen).toEqual([]);
    await queue.runDue();
    expect(seen).toEqual(['hello']);
    // The failed job waits out its backoff (1-2 s here), then runs again.
    await expect
      .poll(async () => (await queue.runDue(), seen), { timeout: 6000, interval: 500 })
      .toEqual(['hello', 'flaky']);
    await queue.stop();
  });

  it('with workers, runs periodic tasks and queued jobs by itself until stopped', async () => {
    queue = createJobQueue(database.db, { workers: true, pollingSeconds: 0.5 });
    let ticks = 0;
    const seen: number[] = [];
    queue.define('tick', async () => void (ticks += 1), { everySeconds: 1 });
    queue.define<{ n: number }>('work', async ({ n }) => void seen.push(n));
    await queue.start();
    await queue.send('work', { n: 7 });
    await expect.poll(() => ticks, { timeout: 8000, interval: 200 }).toBeGreaterThanOrEqual(2);
    await expect.poll(() => seen, { timeout: 4000, interval: 200 }).toEqual([7]);
    await queue.stop();
    const after = ticks;
    await sleep(2500);
    expect(ticks).toBe(after);
  });
});
