import { beforeEach, describe, expect, it } from 'vitest';
import type { TSavedAnswer } from '@tmp/contracts';
import { createAnswerQueue, mergeAnswers, nextClientSeq, queueStorageKey } from './answer-queue.ts';

const memoryStorage = () => {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  };
};

const saved = (questionId: number, value: unknown, clientSeq: number): TSavedAnswer => ({
  questionId,
  value,
  clientSeq,
  savedAt: '2026-11-22T00:00:00.000Z',
});

describe('nextClientSeq', () => {
  it('follows the clock and never repeats or goes back', () => {
    expect(nextClientSeq(0, 1000)).toBe(1000);
    expect(nextClientSeq(1000, 1000)).toBe(1001);
    expect(nextClientSeq(5000, 1000)).toBe(5001);
  });
});

describe('answer queue', () => {
  let storage: ReturnType<typeof memoryStorage>;
  beforeEach(() => {
    storage = memoryStorage();
  });

  it('keeps every change in storage under the assignment id until acknowledged', () => {
    const queue = createAnswerQueue(storage, 7);
    const seq = queue.put(1, 'B', 1000);
    queue.put(2, ['A', 'C'], 1000);
    expect(JSON.parse(storage.data.get(queueStorageKey(7))!)).toEqual({
      1: { value: 'B', clientSeq: seq },
      2: { value: ['A', 'C'], clientSeq: 1001 },
    });
    expect(queue.pending()).toEqual([
      { questionId: 1, value: 'B', clientSeq: 1000 },
      { questionId: 2, value: ['A', 'C'], clientSeq: 1001 },
    ]);
    expect(storage.data.has(queueStorageKey(8))).toBe(false);
  });

  it('forgets a change only when the server holds its seq or a newer one', () => {
    const queue = createAnswerQueue(storage, 7);
    queue.put(1, 'A', 1000);
    queue.put(1, 'B', 2000);
    queue.put(2, true, 3000);
    queue.acknowledge([{ questionId: 1, clientSeq: 1000 }]);
    expect(queue.pending().map((a) => a.questionId)).toEqual([1, 2]);
    queue.acknowledge([
      { questionId: 1, clientSeq: 2000 },
      { questionId: 2, clientSeq: 9999 },
    ]);
    expect(queue.size()).toBe(0);
    expect(storage.data.has(queueStorageKey(7))).toBe(false);
  });

  it('a change made while a save is in flight survives that save', () => {
    const queue = createAnswerQueue(storage, 7);
    const first = queue.put(1, 'A', 1000);
    const sent = queue.pending();
    queue.put(1, 'C', 1500);
    queue.acknowledge(sent.map((a) => ({ questionId: a.questionId, clientSeq: first })));
    expect(queue.pending()).toEqual([{ questionId: 1, value: 'C', clientSeq: 1500 }]);
  });

  it('survives a reload: a new queue reads what the old one stored and keeps growing its seq', () => {
    const before = createAnswerQueue(storage, 7);
    before.put(3, 'essay text', 5000);
    const after = createAnswerQueue(storage, 7);
    expect(after.pending()).toEqual([{ questionId: 3, value: 'essay text', clientSeq: 5000 }]);
    expect(after.put(4, null, 10)).toBe(5001);
  });

  it('ignores unreadable storage', () => {
    storage.setItem(queueStorageKey(7), '{not json');
    expect(createAnswerQueue(storage, 7).size()).toBe(0);
    storage.setItem(queueStorageKey(7), JSON.stringify({ 1: { value: 'A' }, x: 3 }));
    expect(createAnswerQueue(storage, 7).size()).toBe(0);
  });

  it('keeps working in memory when storage refuses to write', () => {
    const queue = createAnswerQueue(
      {
        getItem: () => null,
        setItem: () => {
          throw new Error('QuotaExceededError');
        },
        removeItem: () => {},
      },
      7,
    );
    queue.put(1, 'A', 1000);
    expect(queue.size()).toBe(1);
  });

  it('drops one question and clears all', () => {
    const queue = createAnswerQueue(storage, 7);
    queue.put(1, 'A', 1000);
    queue.put(2, 'B', 1000);
    queue.drop(1);
    expect(queue.pending().map((a) => a.questionId)).toEqual([2]);
    queue.clear();
    expect(queue.size()).toBe(0);
    expect(storage.data.size).toBe(0);
  });
});

describe('mergeAnswers', () => {
  it('shows the server answers overridden by newer local ones, and acknowledges older local ones', () => {
    const storage = memoryStorage();
    const queue = createAnswerQueue(storage, 7);
    queue.put(1, 'A', 1000); // older than the server's: acknowledged
    queue.put(2, 'local', 4000); // newer than the server's: wins, stays pending
    queue.put(3, ['x'], 5000); // the server has nothing: stays pending
    const merged = mergeAnswers([saved(1, 'B', 2000), saved(2, 'server', 3000), saved(4, true, 100)], queue);
    expect(merged).toEqual({
      1: { value: 'B', clientSeq: 2000 },
      2: { value: 'local', clientSeq: 4000 },
      3: { value: ['x'], clientSeq: 5000 },
      4: { value: true, clientSeq: 100 },
    });
    expect(queue.pending().map((a) => a.questionId)).toEqual([2, 3]);
  });

  it('an equal seq means the server already holds it', () => {
    const queue = createAnswerQueue(memoryStorage(), 7);
    queue.put(1, 'A', 1000);
    mergeAnswers([saved(1, 'A', 1000)], queue);
    expect(queue.size()).toBe(0);
  });
});
