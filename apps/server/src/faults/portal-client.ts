import {
  encodeBase64,
  type TApplyRecord,
  type TAssessmentItem,
  type TAssessmentQuestionnaire,
  type TEnvelope,
  type TPage,
  type TQuestionView,
  type TSaveAnswersResult,
} from '@tmp/contracts';

/** A call over real HTTP, as a browser or the mobile client makes it. */
export interface THttpCall {
  method?: 'GET' | 'POST';
  path: string;
  query?: Record<string, string>;
  body?: unknown;
  token?: string;
  customerId?: number;
  lang?: 'en-us' | 'zh-cn';
  /** A request that takes longer fails the test: no call may hang. */
  timeoutMs?: number;
}

export interface THttpResult<T> {
  status: number;
  contentType: string;
  text: string;
  body: TEnvelope<T>;
}

export const callHttp = async <T = unknown>(baseUrl: string, call: THttpCall): Promise<THttpResult<T>> => {
  const url = new URL(call.path, baseUrl);
  for (const [key, value] of Object.entries(call.query ?? {})) url.searchParams.set(key, value);
  const headers: Record<string, string> = {
    lang: call.lang ?? 'en-us',
    customerid: String(call.customerId ?? 1),
  };
  if (call.token) headers.authorization = `Bearer ${call.token}`;
  if (call.body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(url, {
    method: call.method ?? (call.body === undefined ? 'GET' : 'POST'),
    headers,
    ...(call.body !== undefined ? { body: JSON.stringify(call.body) } : {}),
    signal: AbortSignal.timeout(call.timeoutMs ?? 30_000),
  });
  const text = await res.text();
  let body: TEnvelope<T>;
  try {
    body = JSON.parse(text) as TEnvelope<T>;
  } catch {
    throw new Error(`HTTP ${res.status} with a body that is not JSON: ${text.slice(0, 500)}`);
  }
  return { status: res.status, contentType: res.headers.get('content-type') ?? '', text, body };
};

/** Answers `data` of a successful call; anything else fails with what the server said. */
const dataOf = async <T>(pending: Promise<THttpResult<T>>): Promise<T> => {
  const res = await pending;
  if (res.status !== 200 || res.body.code !== 0) {
    throw new Error(`HTTP ${res.status} code ${res.body.code}: ${res.body.message}`);
  }
  return res.body.data;
};

export const signIn = (baseUrl: string, loginName: string, password: string, customerId = 1) =>
  dataOf(
    callHttp<{ token: string }>(baseUrl, {
      path: '/api/user/Account/Login',
      body: { LoginName: encodeBase64(loginName), LoginPwd: encodeBase64(password) },
      customerId,
    }),
  ).then((data) => data.token);

const E = '/api/evaluation';

/** The candidate's to-do questionnaire without a typing test, started; answers its questions. */
export const startWrittenExam = async (baseUrl: string, token: string) => {
  const todo = await dataOf(
    callHttp<TPage<TAssessmentItem>>(baseUrl, { path: `${E}/Assessment/GetUserToDoAssessments`, token }),
  );
  const exam = todo.list
    .filter((item) => !item.hasTypingTest)
    .sort((a, b) => b.questionCount - a.questionCount)[0];
  if (!exam) throw new Error('the candidate has no written exam to take');
  await dataOf(
    callHttp(baseUrl, {
      method: 'POST',
      path: `${E}/Questionnaire/StartToAnswerAssessment`,
      query: { id: String(exam.id) },
      token,
    }),
  );
  const sheet = await readExam(baseUrl, token, exam.id);
  return { id: exam.id, questions: sheet.questions };
};

export const readExam = (baseUrl: string, token: string, id: number) =>
  dataOf(
    callHttp<TAssessmentQuestionnaire>(baseUrl, {
      path: `${E}/Questionnaire/GetAssessmentQuestionnaireById`,
      query: { id: String(id) },
      token,
    }),
  );

/** A valid answer for the question that differs with `seq`, so the stored value tells which save won. */
export const answerFor = (question: TQuestionView, seq: number): unknown => {
  const option = question.options[seq % Math.max(1, question.options.length)]?.key;
  switch (question.kind) {
    case 'single':
      return option;
    case 'multiple':
      return [option];
    case 'trueFalse':
      return seq % 2 === 0;
    case 'fillIn':
      return Array.from({ length: question.blanks }, (_, i) => `${seq}-${i}`);
    default:
      return `Answer written at save ${seq}.`;
  }
};

export const saveAnswer = (
  baseUrl: string,
  token: string,
  id: number,
  answer: { questionId: number; value: unknown; clientSeq: number },
  options: Pick<THttpCall, 'lang' | 'timeoutMs'> = {},
) =>
  callHttp<TSaveAnswersResult>(baseUrl, {
    path: `${E}/Questionnaire/SaveAssessmentAnswers`,
    body: { id, answers: [answer] },
    token,
    ...options,
  });

const optionValue = async (baseUrl: string, group: string) =>
  (
    await dataOf(
      callHttp<Array<{ value: number }>>(baseUrl, { path: `/api/found/Option/GetSelection${group}` }),
    )
  )[0]!.value;

/** A resume that fills every field any demo job requires. */
export const completeResume = async (baseUrl: string, name: string, phone: string) => ({
  basic: {
    name,
    mobile: phone,
    email: `${phone}@example.com`,
    gender: await optionValue(baseUrl, 'Gender'),
    birthDate: '1995-05-05',
  },
  other: {
    idType: await optionValue(baseUrl, 'IDType'),
    idNumber: '110101199505051234',
    expectedSalaryMin: 9000,
  },
  workHistory: [{ company: 'Acme', position: 'Agent', startDate: '2018-01-01', endDate: '2020-01-01' }],
  education: [
    { degree: await optionValue(baseUrl, 'Degree'), school: 'Tongji University', startDate: '2014-09-01' },
  ],
  additional: { earliestStartDate: '2026-12-15' },
  skills: [{ type: 'language', name: 'English' }],
});

export const myApplications = (baseUrl: string, token: string) =>
  dataOf(
    callHttp<TPage<TApplyRecord>>(baseUrl, {
      path: '/api/resume/ApplyForm/QueryPagingApplyRecords',
      body: { pageIndex: 1, pageSize: 100 },
      token,
    }),
  ).then((page) => page.list);

/** Online jobs of the customer the candidate has not applied to yet. */
export const openJobs = async (baseUrl: string, token: string): Promise<number[]> => {
  const page = await dataOf(
    callHttp<TPage<{ id: number }>>(baseUrl, {
      path: '/api/job/Position/QueryPagingPositions',
      body: { pageIndex: 1, pageSize: 100 },
    }),
  );
  const applied = new Set((await myApplications(baseUrl, token)).map((record) => record.positionId));
  return page.list.map((job) => job.id).filter((id) => !applied.has(id));
};

export const applyTo = (baseUrl: string, token: string, resume: object, positionId: number) =>
  callHttp<{ applicationId: number | null }>(baseUrl, {
    path: '/api/resume/Resume/SaveUserResume',
    body: { resume, positionId },
    token,
  });
