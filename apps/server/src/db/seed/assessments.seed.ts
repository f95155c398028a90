import { AssessmentStatus } from '@tmp/contracts';
import { and, eq, or } from 'drizzle-orm';
import type { Db } from '../client.ts';
import {
  assessmentAnswers,
  assessmentAssignments,
  questionnaireQuestions,
  questionnaires,
  users,
} from '../schema/index.ts';
import { assignQuestionnaire } from '../../modules/assessments/assessments.service.ts';
import { finalise } from '../../modules/assessments/settle.service.ts';
import { DEMO_QUESTIONNAIRES, type TQuestionnaireSeed } from './assessments.data.ts';
import { createRandom } from './prng.ts';

const DAY = 24 * 60 * 60 * 1000;
/** The demo candidate of each customer (decisions §6). */
const DEMO_CANDIDATE: Record<number, { phone?: string; email?: string }> = {
  1: { phone: '13800000000' },
  2: { email: 'candidate@example.com' },
};

const insertQuestionnaire = async (db: Db, customerId: number, seed: TQuestionnaireSeed) => {
  const [row] = await db
    .insert(questionnaires)
    .values({
      customerId,
      code: seed.code,
      nameEn: seed.en,
      nameZh: seed.zh,
      descriptionEn: seed.descriptionEn,
      descriptionZh: seed.descriptionZh,
      durationMinutes: seed.durationMinutes,
      passScore: seed.passScore,
    })
    .returning({ id: questionnaires.id });
  await db.insert(questionnaireQuestions).values(
    seed.questions.map((q, i) => ({
      customerId,
      questionnaireId: row!.id,
      sort: i + 1,
      kind: q.kind,
      titleEn: q.en,
      titleZh: q.zh,
      points: q.points,
      options: q.options ?? [],
      blanks: q.blanks ?? 0,
      typing: q.typing ?? null,
      answerKey: q.answerKey ?? null,
    })),
  );
  return row!.id;
};

const findCandidate = async (db: Db, customerId: number): Promise<number | undefined> => {
  const who = DEMO_CANDIDATE[customerId];
  if (!who) return undefined;
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.customerId, customerId),
        or(
          who.phone ? eq(users.phone, who.phone) : undefined,
          who.email ? eq(users.email, who.email) : undefined,
        ),
      ),
    );
  return user?.id;
};

/** The workplace quiz, answered and submitted three days ago: 7 of 10 points, passed. */
const submitWorkplaceQuiz = async (db: Db, assignmentId: number, questionnaireId: number, now: number) => {
  const startedAt = new Date(now - 3 * DAY);
  const endsAt = new Date(startedAt.getTime() + 15 * 60_000);
  const submittedAt = new Date(startedAt.getTime() + 9 * 60_000);
  const [assignment] = await db
    .update(assessmentAssignments)
    .set({ status: AssessmentStatus.InProgress, startedAt, endsAt })
    .where(eq(assessmentAssignments.id, assignmentId))
    .returning();
  const questions = await db
    .select({ id: questionnaireQuestions.id })
    .from(questionnaireQuestions)
    .where(eq(questionnaireQuestions.questionnaireId, questionnaireId))
    .orderBy(questionnaireQuestions.sort);
  const values: unknown[] = ['B', ['A', 'B'], false, ['18:00', '8']];
  await db.insert(assessmentAnswers).values(
    questions.map((q, i) => ({
      customerId: assignment!.customerId,
      assignmentId,
      questionId: q.id,
      value: values[i] ?? null,
      clientSeq: submittedAt.getTime() - 60_000 + i,
      savedAt: submittedAt,
    })),
  );
  await finalise(db, assignment!, submittedAt, false);
};

/**
 * Demo questionnaires of every kind for a customer, assigned to its demo candidate: three to do (one the
 * general aptitude test, two typing tests), one submitted with its result, one expired.
 */
export const seedAssessments = async (db: Db, customerId: number): Promise<void> => {
  const ids = new Map<string, number>();
  for (const seed of DEMO_QUESTIONNAIRES) ids.set(seed.code, await insertQuestionnaire(db, customerId, seed));
  const userId = await findCandidate(db, customerId);
  if (!userId) return;
  const random = createRandom(4000 + customerId);
  const pin = () =>
    Array.from({ length: 10 }, () => random.pick([...'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'])).join('');
  const now = Date.now();
  const assign = (code: string, deadline: number) =>
    assignQuestionnaire(db, {
      customerId,
      userId,
      questionnaireId: ids.get(code)!,
      deadline: new Date(deadline),
      pinNumber: pin(),
    });
  await assign('aptitude', now + 14 * DAY);
  await assign('typing-en', now + 21 * DAY);
  await assign('typing-zh', now + 28 * DAY);
  const quiz = await assign('workplace', now + 2 * DAY);
  await submitWorkplaceQuiz(db, quiz!.id, ids.get('workplace')!, now);
  const missed = await assign('business-english', now - 5 * DAY);
  await db
    .update(assessmentAssignments)
    .set({ status: AssessmentStatus.Expired })
    .where(eq(assessmentAssignments.id, missed!.id));
};
