import { randomInt } from 'node:crypto';
import {
  AppErrorCode,
  AssessmentStatus,
  type TAssessmentItem,
  type TAssessmentPageQuery,
  type TAssessmentQuestionnaire,
  type TLang,
  type TPage,
} from '@tmp/contracts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { TDeps } from '../../lib/deps.ts';
import { findAnswers, findQuestionnaire, findQuestions } from './answers.repository.ts';
import {
  findAssignmentPage,
  findAssignmentRow,
  insertAssignment,
  type TAssignment,
  type TOwner,
} from './assessments.repository.ts';
import { toItem, toOutcome, toQuestionView, toSavedAnswer } from './assessments.view.ts';
import { assessmentNotFound } from './assessments.errors.ts';
import { settleOwner } from './settle.service.ts';

const TODO_LIMIT = 100;

/** My assessments, a page at a time (after applying what time decided). */
export const listAssessments = async (
  deps: TDeps,
  owner: TOwner,
  lang: TLang,
  query: TAssessmentPageQuery,
): Promise<TPage<TAssessmentItem>> => {
  await settleOwner(deps, owner);
  const { rows, total } = await findAssignmentPage(deps.db, owner, { ...query, statuses: query.status });
  const now = deps.now();
  return { list: rows.map((row) => toItem(row, lang, now)), recordcount: total };
};

/** What is still to do or in progress, earliest deadline first. */
export const listToDoAssessments = (deps: TDeps, owner: TOwner, lang: TLang) =>
  listAssessments(deps, owner, lang, {
    pageIndex: 1,
    pageSize: TODO_LIMIT,
    status: [AssessmentStatus.ToDo, AssessmentStatus.InProgress],
  });

const hasBegun = (status: number) =>
  status === AssessmentStatus.InProgress || status === AssessmentStatus.Submitted;

/**
 * One assignment with its questions (once started; never with correct answers), the saved answers, the
 * anti-cheat counts and, once submitted, the outcome.
 */
export const getAssessmentQuestionnaire = async (
  deps: TDeps,
  owner: TOwner,
  lang: TLang,
  id: number,
): Promise<TAssessmentQuestionnaire> => {
  await settleOwner(deps, owner);
  const row = await findAssignmentRow(deps.db, owner, id);
  if (!row) throw assessmentNotFound();
  const a = row.assignment;
  const begun = hasBegun(a.status);
  const [questions, answers] = begun
    ? await Promise.all([
        findQuestions(deps.db, a.customerId, a.questionnaireId),
        findAnswers(deps.db, a.customerId, a.id),
      ])
    : [[], []];
  const now = deps.now();
  return {
    assessment: toItem(row, lang, now),
    serverTime: now.toISOString(),
    questions: questions.map((q, i) => toQuestionView(q, i, lang)),
    answers: answers.map(toSavedAnswer),
    fullscreenExits: a.fullscreenExits,
    tabSwitches: a.tabSwitches,
    outcome: a.status === AssessmentStatus.Submitted ? toOutcome(a, answers, lang) : null,
  };
};

/** The PIN of one of my assignments. */
export const getAssessmentPin = async (deps: TDeps, owner: TOwner, id: number) => {
  const row = await findAssignmentRow(deps.db, owner, id);
  if (!row) throw assessmentNotFound();
  return { id: row.assignment.id, pinNumber: row.assignment.pinNumber };
};

// Letters and digits that cannot be mistaken for each other when read aloud or copied by hand.
const PIN_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export const generatePin = (length = 10): string =>
  Array.from({ length }, () => PIN_ALPHABET[randomInt(PIN_ALPHABET.length)]).join('');

export interface TAssignInput extends TOwner {
  questionnaireId: number;
  deadline: Date;
  /** Defaults to the questionnaire's duration. */
  durationMinutes?: number;
  applicationId?: number | null;
  pinNumber?: string;
}

/**
 * Assigns a questionnaire of the customer to a candidate (for HR, applications and the demo data);
 * undefined when the questionnaire is not the customer's.
 */
export const assignQuestionnaire = async (db: Db, input: TAssignInput): Promise<TAssignment | undefined> => {
  const questionnaire = await findQuestionnaire(db, input.customerId, input.questionnaireId);
  if (!questionnaire) return undefined;
  const insert = (pinNumber: string) =>
    insertAssignment(db, {
      customerId: input.customerId,
      userId: input.userId,
      questionnaireId: questionnaire.id,
      applicationId: input.applicationId ?? null,
      deadline: input.deadline,
      durationMinutes: input.durationMinutes ?? questionnaire.durationMinutes,
      pinNumber,
    });
  // A PIN HR chose (from the external platform) is taken as it is or refused, never swapped for another.
  if (input.pinNumber) {
    const row = await insert(input.pinNumber);
    if (!row) throw new AppError(AppErrorCode.PinTaken, 'hr.pinTaken');
    return row;
  }
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const row = await insert(generatePin());
    if (row) return row;
  }
  throw new Error('Could not find a free PIN');
};
