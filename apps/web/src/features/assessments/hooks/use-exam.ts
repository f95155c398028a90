import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { AppErrorCode, AssessmentStatus, type TAssessmentOutcome } from '@tmp/contracts';
import { ApiError } from '../../../lib/api-error.ts';
import { notify } from '../../../lib/notify.ts';
import { startAssessment, submitAssessment, useQuestionnaire } from '../api/exam.ts';
import type { TSyncError } from '../model/answer-sync.ts';
import { remainingMs, syncServerClock, type TServerClock } from '../model/server-clock.ts';
import { useAnswers } from './use-answers.ts';

const TIME_UP: number = AppErrorCode.AssessmentTimeUp;

/** The refusals that end the attempt: the time is up, or it was submitted already. */
const isFinal = (code: number): boolean => code === TIME_UP || code === AppErrorCode.AssessmentSubmitted;

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

/**
 * How the attempt ends: with its outcome, after which the center's lists (to do, done, the invitation)
 * change, as they do with a start; or with a final refusal, which carries the outcome or has it asked for.
 */
const useEnding = (query: TQuestionnaire) => {
  const queryClient = useQueryClient();
  const [outcome, setOutcome] = useState<TAssessmentOutcome | null>(null);
  const [timeUp, setTimeUp] = useState(false);
  const refreshLists = () => {
    void queryClient.invalidateQueries({ queryKey: ['assessments', 'list'] });
    void queryClient.invalidateQueries({ queryKey: ['assessments', 'todo'] });
  };
  const finish = (result: TAssessmentOutcome) => {
    setOutcome(result);
    refreshLists();
  };
  const end = async ({ code, data }: { code: number; data?: unknown }) => {
    if (code === TIME_UP) setTimeUp(true);
    if (isOutcome(data)) finish(data);
    else await query.refetch();
  };
  /** An autosave refused: a final refusal ends the attempt, another is said. */
  const refused = (error: TSyncError) => {
    if (isFinal(error.code)) void end(error);
    else if (error.message) notify.error(error.message);
  };
  return { outcome, timeUp, setTimeUp, refreshLists, finish, end, refused };
};

type TEnding = ReturnType<typeof useEnding>;

/** Submitting once at a time: the answers still on their way are sent with it. */
const useSubmit = (id: number, store: ReturnType<typeof useAnswers>, { finish, end }: TEnding) => {
  const [submitting, setSubmitting] = useState(false);
  const submittingRef = useRef(false);
  const submit = useCallback(async (): Promise<void> => {
    const attempt = store.attempt();
    if (submittingRef.current || !attempt) return;
    const { queue, sync } = attempt;
    submittingRef.current = true;
    setSubmitting(true);
    try {
      await sync.settle();
      const result = await submitAssessment(id, queue.pending());
      queue.clear();
      sync.stop();
      finish(result);
    } catch (error) {
      if (error instanceof ApiError && isFinal(error.code)) {
        sync.stop();
        await end(error);
      } else {
        sync.resume();
        notify.error((error as Error).message);
      }
    } finally {
      submittingRef.current = false;
      setSubmitting(false);
    }
  }, [end, finish, id, store]);
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

/** At zero the answers are submitted; until the server has the outcome, it is asked again. */
const useTimeUp = (
  left: number | null,
  done: boolean,
  { timeUp, setTimeUp }: TEnding,
  { submit, submitting }: ReturnType<typeof useSubmit>,
  query: TQuestionnaire,
) => {
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

const phaseOf = (query: TQuestionnaire, done: boolean, running: boolean, loaded: boolean) => {
  if (done) return 'result';
  if (query.isPending) return 'loading';
  if (!query.data) return 'missing';
  if (query.data.assessment.status === AssessmentStatus.ToDo) return 'intro';
  if (running) return loaded ? 'answering' : 'loading';
  return 'closed';
};

/** Everything /onlineTest needs: the attempt's phase, the server's clock, answers, start and submit. */
export const useExam = (id: number) => {
  const query = useQuestionnaire(id);
  const data = query.data;
  const [clock, setClock] = useState<TClock | null>(null);
  const ending = useEnding(query);
  const running = data?.assessment.status === AssessmentStatus.InProgress && !data.outcome;
  const outcome = ending.outcome ?? data?.outcome ?? null;

  useEffect(() => {
    if (data && running)
      setClock({ endsAt: data.assessment.endsAt, server: syncServerClock(data.serverTime) });
  }, [data, running]);

  // The answers' saves carry the server's end time; their refusals may end the attempt.
  const store = useAnswers({
    id,
    serverAnswers: running && data ? data.answers : null,
    onSaved: (result) => setClock({ endsAt: result.endsAt, server: syncServerClock(result.serverTime) }),
    onRefused: ending.refused,
  });
  const submission = useSubmit(id, store, ending);
  const left = useCountdown(clock, outcome !== null);
  useTimeUp(left, outcome !== null, ending, submission, query);

  return {
    phase: phaseOf(query, outcome !== null, running, store.loaded),
    query,
    data,
    outcome,
    answers: store.answers,
    setAnswer: store.setAnswer,
    saveStatus: store.status,
    remainingMs: left,
    timeUp: ending.timeUp || outcome?.autoSubmitted === true,
    ...useStart(id, query, ending.refreshLists),
    ...submission,
  };
};

export type TExam = ReturnType<typeof useExam>;
