import { useCallback, useEffect, useRef, useState } from 'react';
import type { TAnswerValue, TSaveAnswersResult, TSavedAnswer } from '@tmp/contracts';
import { saveAnswers } from '../api/exam.ts';
import { createAnswerQueue, mergeAnswers, type TAnswerMap } from '../model/answer-queue.ts';
import { createAnswerSync, type TSyncError, type TSyncStatus } from '../model/answer-sync.ts';

interface TOptions {
  id: number;
  /** The server's answers once the attempt is running; null before. */
  serverAnswers: readonly TSavedAnswer[] | null;
  onSaved: (result: TSaveAnswersResult) => void;
  onRefused: (error: TSyncError) => void;
}

/** Follows the browser's connection, `onBack` when it returns; the returned function stops following it. */
const watchConnection = (setOnline: (online: boolean) => void, onBack: () => void) => {
  const goOnline = () => {
    setOnline(true);
    onBack();
  };
  const goOffline = () => setOnline(false);
  window.addEventListener('online', goOnline);
  window.addEventListener('offline', goOffline);
  return () => {
    window.removeEventListener('online', goOnline);
    window.removeEventListener('offline', goOffline);
  };
};

/** An attempt's local queue, its answers (the server's with the queue's on top) and its autosave. */
const startAttempt = (
  id: number,
  serverAnswers: readonly TSavedAnswer[],
  callbacks: { readonly current: Pick<TOptions, 'onSaved' | 'onRefused'> },
  onStatus: (status: TSyncStatus) => void,
) => {
  const queue = createAnswerQueue(window.localStorage, id);
  const answers = mergeAnswers(serverAnswers, queue);
  const sync = createAnswerSync({
    queue,
    save: (list) => saveAnswers(id, list),
    onStatus,
    onSaved: (result) => callbacks.current.onSaved(result),
    onRefused: (error) => callbacks.current.onRefused(error),
  });
  return { queue, answers, sync };
};

/**
 * The candidate's answers: shown at once, kept in localStorage until the server acknowledges them,
 * autosaved after a pause, re-sent after a reload or when the connection comes back.
 */
export const useAnswers = ({ id, serverAnswers, onSaved, onRefused }: TOptions) => {
  const [answers, setAnswers] = useState<TAnswerMap>({});
  // Which attempt's saved answers are in `answers`: a question that reads its value once when it mounts
  // (the typing test's keystroke log) must not be drawn before them, or a reload starts it empty.
  const [loadedId, setLoadedId] = useState<number | null>(null);
  const [status, setStatus] = useState<TSyncStatus>('idle');
  const [online, setOnline] = useState(() => navigator.onLine);
  const attempt = useRef<ReturnType<typeof startAttempt> | null>(null);
  const callbacks = useRef({ onSaved, onRefused });
  useEffect(() => {
    callbacks.current = { onSaved, onRefused };
  }, [onSaved, onRefused]);
  const ready = serverAnswers !== null;

  useEffect(() => {
    if (!ready) return;
    attempt.current = startAttempt(id, serverAnswers, callbacks, setStatus);
    const { queue, sync } = attempt.current;
    setAnswers(attempt.current.answers);
    setLoadedId(id);
    setStatus(queue.size() > 0 ? 'pending' : 'saved');
    void sync.flush();
    const unwatch = watchConnection(setOnline, () => sync.online());
    return () => {
      unwatch();
      void sync.settle();
      attempt.current = null;
    };
    // The server's answers are read once per attempt; later refetches must not overwrite local edits.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id, ready]);

  const setAnswer = useCallback((questionId: number, value: TAnswerValue) => {
    const sync = attempt.current?.sync;
    if (!sync) return;
    const clientSeq = sync.change(questionId, value);
    setAnswers((current) => ({ ...current, [questionId]: { value, clientSeq } }));
  }, []);

  return {
    answers,
    loaded: ready && loadedId === id,
    setAnswer,
    status: online ? status : ('offline' as const),
    /** The running attempt's queue and autosave, null before and after. */
    attempt: () => attempt.current,
  };
};
