import type { TAnswerInput, TAnswerValue, TSavedAnswer } from '@tmp/contracts';

/** An answer the browser holds: its value and the clientSeq of the change that produced it. */
export interface TLocalAnswer {
  value: TAnswerValue;
  clientSeq: number;
}

export type TAnswerMap = Record<number, TLocalAnswer>;

export type TQueueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export const queueStorageKey = (assignmentId: number): string => `tmp-assessment-pending:${assignmentId}`;

/** A clientSeq that grows with time (so it still grows after a reload) and never repeats. */
export const nextClientSeq = (last: number, now: number = Date.now()): number => Math.max(now, last + 1);

const readMap = (storage: TQueueStorage, key: string): TAnswerMap => {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(key) ?? '{}');
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    const map: TAnswerMap = {};
    for (const [id, entry] of Object.entries(parsed as Record<string, unknown>)) {
      const seq = (entry as { clientSeq?: unknown } | null)?.clientSeq;
      if (Number.isInteger(Number(id)) && typeof seq === 'number' && 'value' in (entry as object)) {
        map[Number(id)] = entry as TLocalAnswer;
      }
    }
    return map;
  } catch {
    return {};
  }
};

/**
 * The answers of one assignment that the server has not acknowledged yet, mirrored to storage on every
 * change so a reload, a closed tab or a crash loses nothing. An entry leaves only when the server reports
 * holding its clientSeq (or a newer one).
 */
export const createAnswerQueue = (storage: TQueueStorage, assignmentId: number) => {
  const key = queueStorageKey(assignmentId);
  let pending = readMap(storage, key);
  let lastSeq = Math.max(0, ...Object.values(pending).map((a) => a.clientSeq));

  const persist = () => {
    try {
      if (Object.keys(pending).length === 0) storage.removeItem(key);
      else storage.setItem(key, JSON.stringify(pending));
    } catch {
      // Storage full or blocked: the answers still live in memory and go to the server.
    }
  };

  const forget = (questionIds: number[]) => {
    if (!questionIds.length) return;
    pending = Object.fromEntries(Object.entries(pending).filter(([id]) => !questionIds.includes(Number(id))));
    persist();
  };

  return {
    /** Records a change; returns its clientSeq. */
    put(questionId: number, value: TAnswerValue, now: number = Date.now()): number {
      lastSeq = nextClientSeq(lastSeq, now);
      pending = { ...pending, [questionId]: { value, clientSeq: lastSeq } };
      persist();
      return lastSeq;
    },
    /** What to send: every unacknowledged answer. */
    pending: (): TAnswerInput[] =>
      Object.entries(pending).map(([id, { value, clientSeq }]) => ({
        questionId: Number(id),
        value,
        clientSeq,
      })),
    entries: (): TAnswerMap => pending,
    size: (): number => Object.keys(pending).length,
    /** Forgets what the server now holds: entries whose clientSeq is not newer than the saved one. */
    acknowledge(saved: ReadonlyArray<{ questionId: number; clientSeq: number }>): void {
      forget(
        saved
          .filter((s) => (pending[s.questionId]?.clientSeq ?? Infinity) <= s.clientSeq)
          .map((s) => s.questionId),
      );
    },
    /** Drops one question's change (the server refused it as not fitting the question). */
    drop(questionId: number): void {
      forget(questionId in pending ? [questionId] : []);
    },
    clear(): void {
      pending = {};
      persist();
    },
  };
};

export type TAnswerQueue = ReturnType<typeof createAnswerQueue>;

/**
 * The answers to show after a (re)load: the server's, overridden by local ones with a newer clientSeq.
 * Local ones the server already holds (same or newer seq) are acknowledged, so only newer ones are re-sent.
 */
export const mergeAnswers = (server: readonly TSavedAnswer[], queue: TAnswerQueue): TAnswerMap => {
  const merged: TAnswerMap = {};
  for (const s of server) merged[s.questionId] = { value: s.value as TAnswerValue, clientSeq: s.clientSeq };
  queue.acknowledge(server.map((s) => ({ questionId: s.questionId, clientSeq: s.clientSeq })));
  for (const [id, local] of Object.entries(queue.entries())) {
    const current = merged[Number(id)];
    if (!current || local.clientSeq > current.clientSeq) merged[Number(id)] = local;
  }
  return merged;
};
