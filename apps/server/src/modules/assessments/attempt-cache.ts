import { and, eq } from 'drizzle-orm';
import { cacheOwner } from '../../db/replica.ts';
import type { Db } from '../../db/client.ts';
import { assessmentAssignments } from '../../db/schema/index.ts';
import type { TScorableQuestion } from './scoring.ts';
import { findQuestions } from './answers.repository.ts';
import type { TOwner } from './assessments.repository.ts';
import { toScorable } from './settle.service.ts';

/**
 * What an autosave reads besides the assignment itself, kept in memory: an assignment's questionnaire (set
 * when it is assigned, never changed) and a questionnaire's questions with their answer keys (written by
 * seeding or an import only; re-read after QUESTIONS_TTL_MS). Both are keyed by database, customer and
 * (for assignments) candidate, so a lookup never answers for another owner.
 */
const QUESTIONS_TTL_MS = 5 * 60_000;
const MAX_ASSIGNMENTS = 100_000;

interface TCaches {
  questionnaireOf: Map<string, number>;
  questions: Map<string, { at: number; value: Promise<Map<number, TScorableQuestion>> }>;
}
const caches = new WeakMap<object, TCaches>();

const cachesOf = (db: object): TCaches => {
  const owner = cacheOwner(db);
  let found = caches.get(owner);
  if (!found) caches.set(owner, (found = { questionnaireOf: new Map(), questions: new Map() }));
  return found;
};

/** The questionnaire of the caller's assignment; undefined when the assignment is not the caller's. */
export const cachedQuestionnaireOf = async (
  db: Db,
  owner: TOwner,
  assignmentId: number,
): Promise<number | undefined> => {
  const { questionnaireOf } = cachesOf(db);
  const key = `${owner.customerId}:${owner.userId}:${assignmentId}`;
  const known = questionnaireOf.get(key);
  if (known !== undefined) return known;
  const [row] = await db
    .select({ questionnaireId: assessmentAssignments.questionnaireId })
    .from(assessmentAssignments)
    .where(
      and(
        eq(assessmentAssignments.id, assignmentId),
        eq(assessmentAssignments.customerId, owner.customerId),
        eq(assessmentAssignments.userId, owner.userId),
      ),
    )
    .limit(1);
  if (!row) return undefined;
  questionnaireOf.set(key, row.questionnaireId);
  if (questionnaireOf.size > MAX_ASSIGNMENTS) questionnaireOf.delete(questionnaireOf.keys().next().value!);
  return row.questionnaireId;
};

/** A questionnaire's questions by id, ready to check answers against. */
export const cachedQuestions = (
  db: Db,
  customerId: number,
  questionnaireId: number,
): Promise<Map<number, TScorableQuestion>> => {
  const { questions } = cachesOf(db);
  const key = `${customerId}:${questionnaireId}`;
  const hit = questions.get(key);
  if (hit && Date.now() - hit.at < QUESTIONS_TTL_MS) return hit.value;
  const value = findQuestions(db, customerId, questionnaireId).then(
    (rows) => new Map(rows.map((q) => [q.id, toScorable(q)])),
  );
  questions.set(key, { at: Date.now(), value });
  value.catch(() => questions.delete(key));
  return value;
};
