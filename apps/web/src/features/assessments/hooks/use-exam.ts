import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  AppErrorCode,
  AssessmentStatus,
  type TAssessmentOutcome,
  type TSaveAnswersResult,
} from '@tmp/contracts';
import { ApiError } from '../../../lib/api-error.ts';
import { notify } from '../../../lib/notify.ts';
import { startAssessment, submitAssessment, useQuestionnaire } from '../api/exam.ts';
import type { TSyncError } from '../model/answer-sync.ts';
import { remainingMs, syncServerClock, type TServerClock } from '../model/server-clock.ts';
import { useAnswers } from './use-answers.ts';

export type TExamPhase = 'loading' | 'missing' | 'intro' | 'answering' | 'result' | 'closed';

const TIME_UP: number = AppErrorCode.AssessmentTimeUp;
const ALREADY_SUBMITTED: number = AppErrorCode.AssessmentSubmitted;

const isOutcome = (data: unknown): data is TAssessmentOutcome =>
  typeof data === 'object' && data !== null && 'resultName' in data && 'submittedAt' in data;

type TQuestionnaire = ReturnType<typeof useQuestionnaire>;
type TClock = { endsAt: string | null; server: TServerClock };

/** The countdown: the server's end time on the server's clock, followed on a monotonic clock. */
const useCountdown = (clock: TClock | null, stopped: boolean) => {
  const [left, setLeft] = useState<number | null>(null);
  useEffect(() => {
    if (!clock || stopped) return;
    const tick = () => setLeft(remainingMs(clock.endsAt, clock.server));
    tick();
    const timer = window.setInterval(tick, 250);
    return () => window.clearInterval(timer);
  }, [clock, stopped]);
  return left;
};

interface TSubmitOptions {
  id: number;
  store: ReturnType<typeof useAnswers>;
  query: TQuestionnaire;
  finish: (result: TAssessmentOutcome) => void;
  setTimeUp: (timeUp: boolean) => void;
}

/** Submitting once at a time: the answers still on their way are sent with it. */
const useSubmit = ({ id, store, query, finish, setTimeUp }: TSubmitOptions) => {
  const [submitting, setSubmitting] = useState(false);
  const submittingRef = useRef(false);
  const submit = useCallback(async (): Promise<void> => {
    const queue = store.queue();
    const sync = store.sync();
    if (submittingRef.current || !queue || !sync) return;
    submittingRef.current = true;
    setSubmitting(true);
    try {
      await sync.settle();
      const result = await submitAssessment(id, queue.pending());
      queue.clear();
      sync.stop();
      finish(result);
    } catch (error) {
      const code = error instanceof ApiError ? error.code : -1;
      if ((code === TIME_UP || code === ALREADY_SUBMITTED) && error instanceof ApiError) {
        sync.stop();
        if (code === TIME_UP) setTimeUp(true);
        if (isOutcome(error.data)) finish(error.data);
        else await query.refetch();
      } else {
        sync.resume();
        notify.error((error as Error).message);
      }
    } finally {
      submittingRef.current = false;
      setSubmitting(false);
    }
  }, [finish, id, query, store, setTimeUp]);
  return { submit, submitting };
};

/** Starting the attempt; a refusal leaves the page on the start screen. */
const useStart = (id: number, query: TQuestionnaire, refreshLists: () => void) => {
  const [starting, setStarting] = useState(false);
  const start = useCallback(async () => {
    setStarting(true);
    try {
      await startAssessment(id);
      await query.refetch();
      refreshLists();
    } catch {
      // The client already showed the refusal; the page stays on the start screen.
    } finally {
      setStarting(false);
    }
  }, [id, query, refreshLists]);
  return { start, starting };
};

interface TTimeUpOptions {
  left: number | null;
  done: boolean;
  timeUp: boolean;
  setTimeUp: (timeUp: boolean) => void;
  submitting: boolean;
  submit: () => Promise<void>;
  query: TQuestionnaire;
}

/** At zero the answers are submitted; until the server has the outcome, it is asked again. */
const useTimeUp = ({ left, done, timeUp, setTimeUp, submitting, submit, query }: TTimeUpOptions) => {
  useEffect(() => {
    if (left !== 0 || done || timeUp) return;
    setTimeUp(true);
    void submit();
  }, [left, done, timeUp, setTimeUp, submit]);

  // Time is up but the server has not answered with the outcome yet: ask until it has submitted.
  useEffect(() => {
    if (!timeUp || done || submitting) return;
    const timer = window.setTimeout(() => void query.refetch(), 3000);
    return () => window.clearTimeout(timer);
  }, [timeUp, done, submitting, query]);
};

/** The center's lists (to do, done, the invitation) change with a start or a submit. */
const useRefreshLists = () => {
  const queryClient = useQueryClient();
  return useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: ['assessments', 'list'] });
    void queryClient.invalidateQueries({ queryKey: ['assessments', 'todo'] });
  }, [queryClient]);
};

/** The answers' store, whose saves carry the server's end time and whose refusals may end the attempt. */
const useExamAnswers = (options: {
  id: number;
  query: TQuestionnaire;
  running: boolean;
  finish: (result: TAssessmentOutcome) => void;
  setClock: (clock: TClock) => void;
  setTimeUp: (timeUp: boolean) => void;
}) => {
  const { id, query, running, finish, setClock, setTimeUp } = options;
  const onSaved = useCallback(
    (result: TSaveAnswersResult) =>
      setClock({ endsAt: result.endsAt, server: syncServerClock(result.serverTime) }),
    [setClock],
  );
  const onRefused = useCallback(
    (error: TSyncError) => {
      if (error.code === TIME_UP) setTimeUp(true);
      if (error.code === ALREADY_SUBMITTED || error.code === TIME_UP) {
        if (isOutcome(error.data)) finish(error.data);
        else void query.refetch();
      } else if (error.message) notify.error(error.message);
    },
    [finish, query, setTimeUp],
  );
  const serverAnswers = running && query.data ? query.data.answers : null;
  return useAnswers({ id, serverAnswers, onSaved, onRefused });
};

/** Everything /onlineTest needs: the attempt's phase, the server's clock, answers, start and submit. */
export const useExam = (id: number) => {
  const query = useQuestionnaire(id);
  const data = query.data;
  const [outcome, setOutcome] = useState<TAssessmentOutcome | null>(null);
  const [timeUp, setTimeUp] = useState(false);
  const [clock, setClock] = useState<TClock | null>(null);

  const running = data?.assessment.status === AssessmentStatus.InProgress && !data.outcome;
  const finalOutcome = outcome ?? data?.outcome ?? null;

  useEffect(() => {
    if (data && running)
      setClock({ endsAt: data.assessment.endsAt, server: syncServerClock(data.serverTime) });
  }, [data, running]);

  const refreshLists = useRefreshLists();
  const finish = useCallback(
    (result: TAssessmentOutcome) => {
      setOutcome(result);
      refreshLists();
    },
    [refreshLists],
  );
  const store = useExamAnswers({ id, query, running, finish, setClock, setTimeUp });
  const { submit, submitting } = useSubmit({ id, store, query, finish, setTimeUp });
  const left = useCountdown(clock, finalOutcome !== null);
  useTimeUp({ left, done: finalOutcome !== null, timeUp, setTimeUp, submitting, submit, query });
  const { start, starting } = useStart(id, query, refreshLists);

  const phase: TExamPhase = useMemo(() => {
    if (finalOutcome) return 'result';
    if (query.isPending) return 'loading';
    if (!data) return 'missing';
    if (data.assessment.status === AssessmentStatus.ToDo) return 'intro';
    if (running) return store.loaded ? 'answering' : 'loading';
    return 'closed';
  }, [finalOutcome, query.isPending, data, running, store.loaded]);

  return {
    phase,
    query,
    data,
    outcome: finalOutcome,
    answers: store.answers,
    setAnswer: store.setAnswer,
    saveStatus: store.status,
    remainingMs: left,
    timeUp: timeUp || finalOutcome?.autoSubmitted === true,
    start,
    starting,
    submit,
    submitting,
  };
};

export type TExam = ReturnType<typeof useExam>;
