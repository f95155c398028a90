import {
  AppErrorCode,
  getAssessmentQuestionnaireByIdRoute,
  queryPagingApplyRecordsRoute,
  queryPagingPositionsRoute,
  translate,
  type TQuestionView,
} from '@tmp/contracts';
import { callHttp, saveAnswer, type THttpResult } from './portal-client.ts';
import { nextAnswer, recordHeld, type TExamSession, type TWriteLedger } from './write-ledger.ts';

/** How the answers to a load went: served, refused cleanly as unavailable, or anything else (a defect). */
export interface TLoadOutcome {
  ok: number;
  unavailable: number;
  other: string[];
}

const LANGS = ['en-us', 'zh-cn'] as const;
type TLang = (typeof LANGS)[number];
/** No request may hang: one that takes longer counts as a failure. */
const LIMIT_MS = 15_000;

/** True for the clean answer of an outage: 503, code 1503, the message in the request's language. */
export const isUnavailableEnvelope = (res: THttpResult<unknown>, lang: TLang) =>
  res.status === 503 &&
  res.contentType.startsWith('application/json') &&
  res.body.code === AppErrorCode.Unavailable &&
  res.body.message === translate('common.unavailable', lang) &&
  res.body.data === null;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Candidate traffic in `workers` loops until stopped: autosaves (recorded in the ledger when acknowledged),
 * exam reads, job searches and application lists, in both languages. Every request has a 15 s limit.
 */
export const startLoad = (baseUrl: string, session: TExamSession, ledger: TWriteLedger, workers: number) => {
  let running = true;
  const outcome: TLoadOutcome = { ok: 0, unavailable: 0, other: [] };
  const probe = async <T>(lang: TLang, call: () => Promise<THttpResult<T>>) => {
    const res = await call();
    if (res.status === 200 && res.body.code === 0) outcome.ok += 1;
    else if (isUnavailableEnvelope(res, lang)) outcome.unavailable += 1;
    else outcome.other.push(`HTTP ${res.status}: ${res.text.slice(0, 300)}`);
  };
  const save = (lang: TLang, question: TQuestionView) => async () => {
    const res = await saveAnswer(baseUrl, session.token, session.examId, nextAnswer(ledger, question), {
      lang,
      timeoutMs: LIMIT_MS,
    });
    if (res.status === 200 && res.body.code === 0) {
      recordHeld(ledger, res.body.data.saved);
      ledger.acknowledged += 1;
    }
    return res;
  };
  const step = (worker: number, i: number) => {
    const lang = LANGS[(worker + i) % 2]!;
    const call = { token: session.token, lang, timeoutMs: LIMIT_MS };
    switch (i % 4) {
      case 0:
        return probe(lang, save(lang, session.questions[(worker + i) % session.questions.length]!));
      case 1: {
        const query = { id: String(session.examId) };
        return probe(lang, () =>
          callHttp(baseUrl, { path: getAssessmentQuestionnaireByIdRoute.path, query, ...call }),
        );
      }
      case 2: {
        const body = { pageIndex: 1, pageSize: 10, keyword: `k${i}` };
        return probe(lang, () => callHttp(baseUrl, { path: queryPagingPositionsRoute.path, body, ...call }));
      }
      default: {
        const body = { pageIndex: 1, pageSize: 10 };
        return probe(lang, () =>
          callHttp(baseUrl, { path: queryPagingApplyRecordsRoute.path, body, ...call }),
        );
      }
    }
  };
  const loops = Array.from({ length: workers }, async (_, worker) => {
    for (let i = 0; running; i += 1) {
      await step(worker, i).catch((err: Error) => outcome.other.push(`no answer: ${err.message}`));
      await pause(10);
    }
  });
  return {
    outcome,
    answered: () => outcome.ok + outcome.unavailable + outcome.other.length,
    stop: async () => {
      running = false;
      await Promise.all(loops);
    },
  };
};
