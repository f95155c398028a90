import {
  AppErrorCode,
  translate,
  ZTypingResult,
  type THrAssessmentResult,
  pickLang,
  type TLang,
} from '@tmp/contracts';
import { AppError } from '../../lib/app-error.ts';
import { endOfDayChina } from '../../lib/china-days.ts';
import type { TDeps } from '../../lib/deps.ts';
import type { THrScope } from '../../lib/hr-scope.ts';
import { getApplications } from '../applications/applications.service.ts';
import type { TCustomer } from '../customers/customers.service.ts';
import { notifyCandidate } from '../notifications/notifications.service.ts';
import {
  findCustomerQuestionnaires,
  findEventsOf,
  findResultPage,
  findTypingDetails,
  isPinTaken,
  type TResultRow,
} from './assessments-admin.repository.ts';
import { assignQuestionnaire } from './assessments.service.ts';

const pick = pickLang;
const key = (k: string) => k as Parameters<typeof translate>[0];

export const listQuestionnaires = async (deps: TDeps, customerId: number, lang: TLang) =>
  (await findCustomerQuestionnaires(deps.db, customerId)).map((q) => ({
    id: q.id,
    name: pick(lang, q.nameEn, q.nameZh),
    durationMinutes: q.durationMinutes,
    questionCount: Number(q.questionCount),
    hasTypingTest: Boolean(q.hasTypingTest),
  }));

export interface TAssignRequest {
  applicationIds: number[];
  questionnaireId: number;
  deadlineOn: string;
  durationMinutes?: number | undefined;
  pinNumber?: string | undefined;
}

/** Assigns a questionnaire to the candidates of this customer's applications and tells each of them. */
export const assignToApplications = async (deps: TDeps, customer: TCustomer, input: TAssignRequest) => {
  const targets = await getApplications(deps, customer.id, [...new Set(input.applicationIds)]);
  if (targets.length !== new Set(input.applicationIds).size) {
    throw new AppError(AppErrorCode.ApplicationNotFound, 'hr.applicationNotFound');
  }
  if (input.pinNumber && targets.length > 1)
    throw new AppError(AppErrorCode.Validation, 'hr.pinForOne', { status: 400 });
  if (input.pinNumber && (await isPinTaken(deps.db, customer.id, input.pinNumber))) {
    throw new AppError(AppErrorCode.PinTaken, 'hr.pinTaken');
  }
  const questionnaire = (await listQuestionnaires(deps, customer.id, 'en-us')).find(
    (q) => q.id === input.questionnaireId,
  );
  if (!questionnaire) throw new AppError(AppErrorCode.QuestionnaireNotFound, 'hr.questionnaireNotFound');
  const deadline = endOfDayChina(input.deadlineOn);
  if (deadline <= deps.now()) throw new AppError(AppErrorCode.ExpiryPast, 'hr.expiryPast', { status: 400 });
  const names = await listQuestionnaires(deps, customer.id, 'zh-cn');
  const assigned = [];
  for (const target of targets) {
    const row = await assignQuestionnaire(deps.db, {
      customerId: customer.id,
      userId: target.userId,
      questionnaireId: questionnaire.id,
      deadline,
      ...(input.durationMinutes ? { durationMinutes: input.durationMinutes } : {}),
      applicationId: target.id,
      ...(input.pinNumber ? { pinNumber: input.pinNumber } : {}),
    });
    if (!row) throw new AppError(AppErrorCode.QuestionnaireNotFound, 'hr.questionnaireNotFound');
    assigned.push({ applicationId: target.id, assignmentId: row.id, pinNumber: row.pinNumber });
    await notifyCandidate(deps, customer, target.userId, 'hr.notifyAssessment', {
      en: { name: questionnaire.name, date: input.deadlineOn },
      zh: {
        name: names.find((n) => n.id === questionnaire.id)?.name ?? questionnaire.name,
        date: input.deadlineOn,
      },
    });
  }
  return { assigned };
};

const iso = (d: Date | null) => (d ? d.toISOString() : null);

type TTypingRow = Awaited<ReturnType<typeof findTypingDetails>>[number];
type TEventRow = Awaited<ReturnType<typeof findEventsOf>>[number];

const typingOf = (rows: TTypingRow[], id: number) =>
  rows
    .filter((t) => t.assignmentId === id && t.detail)
    .flatMap((t) => {
      const parsed = ZTypingResult.safeParse({ ...t.detail, questionId: t.questionId });
      const flags = Array.isArray(t.detail?.flags) ? (t.detail.flags as string[]) : [];
      return parsed.success ? [{ ...parsed.data, flags }] : [];
    });

/** One assignment as HR sees it in the results list. */
export const toHrResult = (
  { assignment: a, ...r }: TResultRow,
  lang: TLang,
  typing: TTypingRow[],
  events: TEventRow[],
): THrAssessmentResult => ({
  id: a.id,
  applicationId: a.applicationId,
  jobId: r.jobId,
  positionName: r.titleEn === null ? null : pick(lang, r.titleEn, r.titleZh ?? r.titleEn),
  candidateName: r.snapshotName || r.displayName || r.phone || r.email || '',
  questionnaireName: pick(lang, r.nameEn, r.nameZh),
  status: a.status,
  statusName: translate(key(`assessments.status.${a.status}`), lang),
  pinNumber: a.pinNumber,
  deadline: a.deadline.toISOString(),
  startedAt: iso(a.startedAt),
  submittedAt: iso(a.submittedAt),
  autoSubmitted: a.autoSubmitted,
  score: a.score,
  maxScore: a.maxScore,
  result: a.result,
  resultName: a.result ? translate(key(`assessments.result.${a.result}`), lang) : null,
  fullscreenExits: a.fullscreenExits,
  tabSwitches: a.tabSwitches,
  integrityFlags: a.integrityFlags,
  typing: typingOf(typing, a.id),
  events: events
    .filter((e) => e.assignmentId === a.id)
    .map((e) => ({ type: e.type, occurredAt: e.occurredAt.toISOString() })),
});

/** Typing details and anti-cheat events of some assignments. */
export const findResultExtras = (deps: TDeps, customerId: number, ids: number[]) =>
  Promise.all([findTypingDetails(deps.db, customerId, ids), findEventsOf(deps.db, customerId, ids)]);

/** Results for HR: scores, typing metrics with their flags, and the full-screen / tab-switch record. */
export const listResults = async (
  deps: TDeps,
  customerId: number,
  lang: TLang,
  q: {
    pageIndex: number;
    pageSize: number;
    applicationId?: number | undefined;
    jobId?: number | undefined;
    status?: number | undefined;
    scope?: THrScope | undefined;
  },
): Promise<{ list: THrAssessmentResult[]; recordcount: number }> => {
  const { rows, total } = await findResultPage(deps.db, customerId, q);
  const [typing, events] = await findResultExtras(
    deps,
    customerId,
    rows.map((r) => r.assignment.id),
  );
  return { list: rows.map((row) => toHrResult(row, lang, typing, events)), recordcount: total };
};
