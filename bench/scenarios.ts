// The measured calls. Each scenario yields one request at a time (rotating ids, words and pages) and knows
// how to check a sample answer, so a broken harness or server fails the run instead of measuring errors.
import type { TFixture } from './seed.ts';
import type { TRequestSpec } from './load.ts';

export const SEARCH_WORDS_EN = ['developer', 'payroll', 'translator', 'customer service', 'analyst'];
/** 3+ characters use the trigram index; 2-character words (客服) are measured too: they cannot. */
export const SEARCH_WORDS_ZH = ['工程师', '客服代表', '翻译', '数据标注', '客服'];
/** The deep page: the same offset at every scale, so growth compares like with like. */
export const DEEP_PAGE = 500;

const LIST = '/api/job/Position/QueryPagingPositions';
const DETAIL = '/api/job/Position/GetPositionDetail';
const USER_INFO = '/api/user/user/GetUserInfo';
const SAVE = '/api/evaluation/Questionnaire/SaveAssessmentAnswers';
const APPLY = '/api/resume/Resume/SaveUserResume';

export interface TScenario {
  key: string;
  label: string;
  /** Reads are measured at peak and again at half of that peak; writes once. */
  kind: 'read' | 'write';
  next: () => TRequestSpec;
  /** One sample answer must pass this before the load starts. */
  check: (data: unknown) => string | null;
  onResponse?: (status: number, body: string, tag: unknown) => boolean;
}

const rotate = <T>(items: readonly T[]) => {
  if (items.length === 0) throw new Error('nothing to rotate over');
  let i = 0;
  return () => items[i++ % items.length]!;
};

const post = (path: string, body: unknown, headers?: Record<string, string>): TRequestSpec => ({
  method: 'POST',
  path,
  body: JSON.stringify(body),
  ...(headers ? { headers } : {}),
});

const page = (data: unknown, min = 1) => {
  const p = data as { list?: unknown[]; recordcount?: number };
  return Array.isArray(p?.list) && p.list.length >= min ? null : `expected a page with ${min}+ items`;
};

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export interface TAutosaveLedger {
  /** assignmentId:questionId -> the highest clientSeq the server acknowledged as stored. */
  acked: Map<string, number>;
  sent: number;
  refused: number;
}

export const buildScenarios = (
  fx: TFixture,
  opts: { resume: unknown; ledger: TAutosaveLedger; deepPage: number },
): TScenario[] => {
  const words = rotate(SEARCH_WORDS_EN);
  const wordsZh = rotate(SEARCH_WORDS_ZH);
  const jobId = rotate(fx.jobIds);
  const tokens = rotate(fx.candidates.map((c) => c.token));
  const facetQueries: Array<Record<string, number>> = [];
  const f = fx.facets;
  for (let i = 0; i < 40; i++) {
    const pick = (list: number[]) => list[(i * 7 + 3) % list.length]!;
    const variants: Array<Record<string, number>> = [
      { category: pick(f.category) },
      { country: pick(f.country) },
      { nature: pick(f.nature), country: pick(f.country) },
      { district: pick(f.district) },
      { site: pick(f.site), category: pick(f.category) },
    ];
    facetQueries.push(variants[i % variants.length]!);
  }
  const facets = rotate(facetQueries);

  let seq = Date.now() * 1000;
  let saveIndex = 0;
  const saveNext = (): TRequestSpec => {
    const who = fx.candidates[saveIndex % fx.candidates.length]!;
    const question = fx.questions[Math.floor(saveIndex / fx.candidates.length) % fx.questions.length]!;
    saveIndex++;
    const clientSeq = ++seq;
    opts.ledger.sent++;
    return {
      ...post(
        SAVE,
        {
          id: who.assignmentId,
          answers: [
            { questionId: question.id, value: question.keys[clientSeq % question.keys.length], clientSeq },
          ],
        },
        bearer(who.token),
      ),
      tag: `${who.assignmentId}:${question.id}`,
    };
  };
  const onSaved = (status: number, body: string, tag: unknown): boolean => {
    if (status !== 200) return false;
    const res = JSON.parse(body) as { code: number; data?: { saved?: Array<{ clientSeq: number }> } };
    const stored = res.data?.saved?.[0]?.clientSeq;
    if (res.code !== 0 || stored === undefined) {
      opts.ledger.refused++;
      return false;
    }
    const key = tag as string;
    if ((opts.ledger.acked.get(key) ?? 0) < stored) opts.ledger.acked.set(key, stored);
    return true;
  };

  // Every (candidate, job) pair once: candidate k % N applies to job floor(k / N).
  let applyIndex = 0;
  const applyNext = (): TRequestSpec => {
    const who = fx.candidates[applyIndex % fx.candidates.length]!;
    const job = fx.jobIds[Math.floor(applyIndex / fx.candidates.length) % fx.jobIds.length]!;
    applyIndex++;
    return post(APPLY, { resume: opts.resume, positionId: job }, bearer(who.token));
  };
  const okCode = (status: number, body: string) =>
    status === 200 && (JSON.parse(body) as { code: number }).code === 0;

  return [
    {
      key: 'list',
      label: 'job list, first page',
      kind: 'read',
      next: () => post(LIST, { pageIndex: 1, pageSize: 10 }),
      check: (d) => page(d, 10),
    },
    {
      key: 'searchEn',
      label: 'keyword search (English)',
      kind: 'read',
      next: () => post(LIST, { pageIndex: 1, pageSize: 10, keyword: words() }),
      check: (d) => page(d),
    },
    {
      key: 'searchZh',
      label: 'keyword search (Chinese)',
      kind: 'read',
      next: () => post(LIST, { pageIndex: 1, pageSize: 10, keyword: wordsZh() }, { lang: 'zh-cn' }),
      check: (d) => page(d),
    },
    {
      key: 'facets',
      label: 'facet filters',
      kind: 'read',
      next: () => post(LIST, { pageIndex: 1, pageSize: 10, ...facets() }),
      check: (d) => page(d),
    },
    {
      key: 'detail',
      label: 'job detail',
      kind: 'read',
      next: () => ({ method: 'GET', path: `${DETAIL}?id=${jobId()}` }),
      check: (d) => ((d as { id?: number })?.id ? null : 'expected a position'),
    },
    {
      key: 'deepPage',
      label: `deep page (page ${opts.deepPage}, 10 a page)`,
      kind: 'read',
      next: () => post(LIST, { pageIndex: opts.deepPage, pageSize: 10 }),
      check: (d) => page(d, 10),
    },
    {
      key: 'userInfo',
      label: 'GetUserInfo with a token',
      kind: 'read',
      next: () => ({ method: 'GET', path: USER_INFO, headers: bearer(tokens()) }),
      check: (d) => ((d as { userId?: unknown; id?: unknown }) ? null : 'expected a user'),
    },
    {
      key: 'autosave',
      label: 'exam autosave',
      kind: 'write',
      next: saveNext,
      check: (d) => ((d as { saved?: unknown[] })?.saved?.length === 1 ? null : 'expected one saved answer'),
      onResponse: onSaved,
    },
    {
      key: 'apply',
      label: 'apply (SaveUserResume + position)',
      kind: 'write',
      next: applyNext,
      check: (d) => ((d as { applicationId?: number })?.applicationId ? null : 'expected an application'),
      onResponse: okCode,
    },
  ];
};
