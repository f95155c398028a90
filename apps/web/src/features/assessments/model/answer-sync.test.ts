import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TAnswerInput, TSaveAnswersResult } from '@tmp/contracts';
import { createAnswerQueue } from './answer-queue.ts';
import { createAnswerSync, type TSyncStatus } from './answer-sync.ts';

const memoryStorage = () => {
  const data = new Map<string, string>();
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  };
};

const clock = {
  id: 7,
  status: 2,
  startedAt: '2026-11-22T00:00:00.000Z',
  endsAt: '2026-11-22T00:30:00.000Z',
  remainingSeconds: 1000,
  serverTime: '2026-11-22T00:10:00.000Z',
};
const ack = (answers: TAnswerInput[]): TSaveAnswersResult => ({
  ...clock,
  saved: answers.map((a) => ({ questionId: a.questionId, clientSeq: a.clientSeq })),
});
const refusal = (code: number, data: unknown = null) =>
  Object.assign(new Error(`refused ${code}`), { code, data });
const networkError = () => Object.assign(new Error('network'), { code: -1 });

const setup = (save: (answers: TAnswerInput[]) => Promise<TSaveAnswersResult>) => {
  const storage = memoryStorage();
  const queue = createAnswerQueue(storage, 7);
  const statuses: TSyncStatus[] = [];
  const onRefused = vi.fn();
  const onSaved = vi.fn();
  const saveSpy = vi.fn(save);
  const sync = createAnswerSync({
    queue,
    save: saveSpy,
    onStatus: (s) => statuses.push(s),
    onRefused,
    onSaved,
    debounceMs: 800,
    retryMs: 5000,
  });
  return { storage, queue, sync, statuses, save: saveSpy, onRefused, onSaved };
};

describe('answer sync', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('waits for a pause in typing, then saves everything in one call', async () => {
    const s = setup(async (answers) => ack(answers));
    s.sync.change(1, 'A', 1000);
    await vi.advanceTimersByTimeAsync(500);
    s.sync.change(1, 'B', 1500);
    s.sync.change(2, true, 1600);
    await vi.advanceTimersByTimeAsync(799);
    expect(s.save).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(s.save).toHaveBeenCalledTimes(1);
    expect(s.save.mock.calls[0]![0]).toEqual([
      { questionId: 1, value: 'B', clientSeq: 1500 },
      { questionId: 2, value: true, clientSeq: 1600 },
    ]);
    expect(s.queue.size()).toBe(0);
    expect(s.statuses).toEqual(['pending', 'saving', 'saved']);
    expect(s.onSaved).toHaveBeenCalledWith(expect.objectContaining({ endsAt: clock.endsAt }));
  });

  it('saves at least every 3 s while changes keep coming (continuous typing), each time the newest', async () => {
    const s = setup(async (answers) => ack(answers));
    // A key every 200 ms for 10 s: the 800 ms pause never comes, the 3 s maxWait does.
    for (let i = 1; i <= 50; i += 1) {
      s.sync.change(1, 'x'.repeat(i), i);
      await vi.advanceTimersByTimeAsync(200);
    }
    const sentAt = s.save.mock.calls.map((call) => call[0][0]!.value);
    // Saves at 3 s, 6 s and 9 s of typing, holding what was typed by then (15, 30 and 45 keys).
    expect(sentAt).toEqual(['x'.repeat(15), 'x'.repeat(30), 'x'.repeat(45)]);
    await vi.advanceTimersByTimeAsync(800);
    expect(s.save).toHaveBeenCalledTimes(4);
    expect(s.save.mock.calls[3]![0]).toEqual([{ questionId: 1, value: 'x'.repeat(50), clientSeq: 50 }]);
    expect(s.queue.size()).toBe(0);
  });

  it('keeps a change made during a save and sends it after', async () => {
    let release: (() => void) | undefined;
    const s = setup((answers) => new Promise((resolve) => (release = () => resolve(ack(answers)))));
    s.sync.change(1, 'A', 1000);
    await vi.advanceTimersByTimeAsync(800);
    expect(s.save).toHaveBeenCalledTimes(1);
    s.sync.change(1, 'B', 2000);
    await vi.advanceTimersByTimeAsync(800); // the second flush waits for the first
    expect(s.save).toHaveBeenCalledTimes(1);
    release!();
    await vi.advanceTimersByTimeAsync(0);
    expect(s.save).toHaveBeenCalledTimes(2);
    expect(s.save.mock.calls[1]![0]).toEqual([{ questionId: 1, value: 'B', clientSeq: 2000 }]);
    release!();
    await vi.advanceTimersByTimeAsync(0);
    expect(s.queue.size()).toBe(0);
    expect(s.sync.status()).toBe('saved');
  });

  it('when the connection drops it keeps the answers, says offline, and retries', async () => {
    let online = false;
    const s = setup(async (answers) => {
      if (!online) throw networkError();
      return ack(answers);
    });
    s.sync.change(1, 'A', 1000);
    await vi.advanceTimersByTimeAsync(800);
    expect(s.sync.status()).toBe('offline');
    expect(s.queue.size()).toBe(1);
    await vi.advanceTimersByTimeAsync(5000);
    expect(s.save).toHaveBeenCalledTimes(2);
    online = true;
    s.sync.online();
    await vi.advanceTimersByTimeAsync(0);
    expect(s.queue.size()).toBe(0);
    expect(s.sync.status()).toBe('saved');
  });

  it('a change while offline keeps the offline status until a save succeeds', async () => {
    const s = setup(async () => {
      throw networkError();
    });
    s.sync.change(1, 'A', 1000);
    await vi.advanceTimersByTimeAsync(800);
    s.sync.change(2, 'B', 2000);
    expect(s.sync.status()).toBe('offline');
  });

  it('stops at a final refusal (time is up) and reports it', async () => {
    const s = setup(async () => {
      throw refusal(4002);
    });
    s.sync.change(1, 'A', 1000);
    await vi.advanceTimersByTimeAsync(800);
    expect(s.onRefused).toHaveBeenCalledWith(expect.objectContaining({ code: 4002 }));
    expect(s.sync.isStopped()).toBe(true);
    s.sync.change(1, 'B', 2000);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(s.save).toHaveBeenCalledTimes(1);
    expect(s.queue.size()).toBe(1); // still kept locally
  });

  it('drops an answer the server says does not fit and saves the others', async () => {
    const s = setup(async (answers) => {
      if (answers.some((a) => a.questionId === 2)) throw refusal(4007, { questionId: 2 });
      return ack(answers);
    });
    s.sync.change(1, 'A', 1000);
    s.sync.change(2, 'bad', 1001);
    await vi.advanceTimersByTimeAsync(800);
    expect(s.onRefused).toHaveBeenCalledWith(expect.objectContaining({ code: 4007 }));
    await vi.advanceTimersByTimeAsync(5000);
    expect(s.save).toHaveBeenCalledTimes(2);
    expect(s.queue.size()).toBe(0);
  });

  it('settle() cancels the debounce and waits for the call in flight; resume() sends what is left', async () => {
    const s = setup(async (answers) => ack(answers));
    s.sync.change(1, 'A', 1000);
    await s.sync.settle();
    await vi.advanceTimersByTimeAsync(2000);
    expect(s.save).not.toHaveBeenCalled();
    s.sync.resume();
    await vi.advanceTimersByTimeAsync(0);
    expect(s.save).toHaveBeenCalledTimes(1);
  });

  it('flush() with nothing pending calls nobody', async () => {
    const s = setup(async (answers) => ack(answers));
    await s.sync.flush();
    expect(s.save).not.toHaveBeenCalled();
  });

  it('re-sends what a previous page left in storage', async () => {
    const storage = memoryStorage();
    createAnswerQueue(storage, 7).put(5, 'left behind', 1000);
    const queue = createAnswerQueue(storage, 7);
    const save = vi.fn(async (answers: TAnswerInput[]) => ack(answers));
    const sync = createAnswerSync({ queue, save, onStatus: () => {} });
    expect(sync.status()).toBe('pending');
    await sync.flush();
    expect(save).toHaveBeenCalledWith([{ questionId: 5, value: 'left behind', clientSeq: 1000 }]);
    expect(queue.size()).toBe(0);
  });
});
