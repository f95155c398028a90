import {
  AppErrorCode,
  ASSESSMENT_AUTOSAVE_MAX_WAIT_MS,
  type TAnswerInput,
  type TAnswerValue,
  type TSaveAnswersResult,
} from '@tmp/contracts';
import type { TAnswerQueue } from './answer-queue.ts';

export type TSyncStatus = 'idle' | 'pending' | 'saving' | 'saved' | 'offline' | 'error';

/** Refusals after which saving again cannot succeed (not found, time up, deadline, unavailable, submitted, not started). */
export const FINAL_REFUSALS: readonly number[] = [
  AppErrorCode.AssessmentNotFound,
  AppErrorCode.AssessmentTimeUp,
  AppErrorCode.AssessmentExpired,
  AppErrorCode.AssessmentUnavailable,
  AppErrorCode.AssessmentSubmitted,
  AppErrorCode.AssessmentNotStarted,
];
export const BAD_ANSWER: number = AppErrorCode.AssessmentBadAnswer;

export interface TSyncError {
  code: number;
  message: string;
  data?: unknown;
}

export interface TAnswerSyncDeps {
  queue: TAnswerQueue;
  save: (answers: TAnswerInput[]) => Promise<TSaveAnswersResult>;
  onStatus: (status: TSyncStatus) => void;
  /** Each successful save reports the server's clock. */
  onSaved?: (result: TSaveAnswersResult) => void;
  /** A refusal by the server (time up, already submitted, an answer that does not fit...). */
  onRefused?: (error: TSyncError) => void;
  debounceMs?: number;
  /** The longest a change waits while changes keep coming (typing): the debounce's maxWait. */
  maxWaitMs?: number;
  retryMs?: number;
}

const toSyncError = (error: unknown): TSyncError => {
  const e = error as Partial<TSyncError> | null;
  return { code: typeof e?.code === 'number' ? e.code : -1, message: e?.message ?? '', data: e?.data };
};

/** The autosave's timer: a change waits `debounceMs` for more, never `maxWaitMs` past the oldest unsent. */
const createDebounce = (debounceMs: number, maxWaitMs: number) => {
  let timer: ReturnType<typeof setTimeout> | undefined;
  /** When the oldest change not yet taken by a call was made. */
  let waitingSince: number | undefined;
  const cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  const after = (ms: number, run: () => void) => {
    cancel();
    timer = setTimeout(run, ms);
  };
  return {
    cancel,
    /** Runs `run` after `ms`, in place of whatever waited. */
    after,
    /** A change: `run` after the pause, or sooner when the oldest waiting change has waited enough. */
    changed: (run: () => void) => {
      const at = Date.now();
      waitingSince ??= at;
      after(Math.max(0, Math.min(debounceMs, waitingSince + maxWaitMs - at)), run);
    },
    /** A call takes every change made so far. */
    taken: () => {
      cancel();
      waitingSince = undefined;
    },
  };
};

/**
 * Debounced autosave of a queue: changes wait `debounceMs` for more, then everything unacknowledged goes
 * in one call, and never longer than `maxWaitMs` after the first unsent change, so continuous typing is
 * still saved every few seconds (the server reads a typing log's growth from it); one call at a time; a lost connection retries every `retryMs` and at once when the browser
 * is back online. A final refusal stops it (the page decides what comes next).
 */
export const createAnswerSync = (deps: TAnswerSyncDeps) => {
  const timer = createDebounce(deps.debounceMs ?? 800, deps.maxWaitMs ?? ASSESSMENT_AUTOSAVE_MAX_WAIT_MS);
  const retryMs = deps.retryMs ?? 5000;
  let inFlight: Promise<void> | undefined;
  let again = false;
  let stopped = false;
  let status: TSyncStatus = deps.queue.size() > 0 ? 'pending' : 'idle';

  const setStatus = (next: TSyncStatus) => {
    if (next === status) return;
    status = next;
    deps.onStatus(next);
  };
  const schedule = (ms: number) => (stopped ? timer.cancel() : timer.after(ms, () => void flush()));

  const onFailure = (error: unknown) => {
    const failure = toSyncError(error);
    if (failure.code === -1) {
      setStatus('offline');
      schedule(retryMs);
      return;
    }
    if (FINAL_REFUSALS.includes(failure.code)) stopped = true;
    const questionId = (failure.data as { questionId?: unknown } | null)?.questionId;
    if (failure.code === BAD_ANSWER && typeof questionId === 'number') deps.queue.drop(questionId);
    setStatus('error');
    deps.onRefused?.(failure);
    if (!stopped && deps.queue.size() > 0) schedule(retryMs);
  };

  const send = async (answers: TAnswerInput[]) => {
    setStatus('saving');
    try {
      const result = await deps.save(answers);
      deps.queue.acknowledge(result.saved);
      deps.onSaved?.(result);
      setStatus(deps.queue.size() > 0 ? 'pending' : 'saved');
    } catch (error) {
      again = false;
      onFailure(error);
    }
  };

  const flush = (): Promise<void> => {
    if (stopped) return Promise.resolve();
    if (inFlight) {
      again = true;
      return inFlight;
    }
    timer.taken();
    const answers = deps.queue.pending();
    if (answers.length === 0) return Promise.resolve();
    inFlight = send(answers).finally(() => {
      inFlight = undefined;
      if (again) {
        again = false;
        void flush();
      }
    });
    return inFlight;
  };

  return {
    /** Records an answer locally (at once) and saves it after the debounce (at most `maxWaitMs` later). */
    change(questionId: number, value: TAnswerValue, now?: number): number {
      const seq = deps.queue.put(questionId, value, now);
      if (stopped) return seq;
      if (status !== 'offline') setStatus('pending');
      timer.changed(() => void flush());
      return seq;
    },
    flush,
    /** The browser is back online: send what waits. */
    online(): void {
      if (deps.queue.size() > 0) void flush();
    },
    /** Stops the timers and waits for a call in flight, so a submit can take over the queue. */
    async settle(): Promise<void> {
      timer.cancel();
      await inFlight;
    },
    /** Resumes after a submit that did not go through. */
    resume(): void {
      if (deps.queue.size() > 0) schedule(0);
    },
    stop(): void {
      stopped = true;
      timer.cancel();
    },
    isStopped: (): boolean => stopped,
    status: (): TSyncStatus => status,
  };
};

export type TAnswerSync = ReturnType<typeof createAnswerSync>;
