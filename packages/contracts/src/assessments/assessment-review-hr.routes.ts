import { z } from 'zod';
import { ROUTE_ROLES } from '../accounts/roles.ts';
import { defineRoute } from '../common/define-route.ts';
import { ASSESSMENT_RESULTS, QUESTION_KINDS } from './assessments.schemas.ts';
import { ZHrAssessmentResult, ZHrId } from './assessments-hr.routes.ts';

const hr = { access: 'hr' as const, tags: ['hr'], personal: true };

/** One question of a taken assessment, with the candidate's answer and, for HR only, the correct one. */
export const ZHrAnsweredQuestion = z.object({
  id: z.number().int(),
  /** 1-based position in the questionnaire. */
  no: z.number().int(),
  kind: z.enum(QUESTION_KINDS),
  title: z.string(),
  points: z.number(),
  options: z.array(z.object({ key: z.string(), text: z.string() })),
  /** What the candidate answered (shape by kind, as in the evaluation calls); null: not answered. */
  answer: z.unknown(),
  /** single: a key; multiple: keys; trueFalse: a boolean; fillIn: accepted answers per blank; else null. */
  correctAnswer: z.unknown(),
  /** Points awarded; null while an answered essay waits for a person to score it. */
  score: z.number().nullable(),
});
export type THrAnsweredQuestion = z.infer<typeof ZHrAnsweredQuestion>;

export const ZHrAssessmentDetail = ZHrAssessmentResult.extend({
  passScore: z.number().nullable(),
  /** Empty until the candidate has started; the questions are never shown before. */
  questions: z.array(ZHrAnsweredQuestion),
});
export type THrAssessmentDetail = z.infer<typeof ZHrAssessmentDetail>;

export const hrGetAssessmentResultRoute = defineRoute({
  ...hr,
  roles: ROUTE_ROLES.hiring,
  method: 'GET',
  path: '/api/hr/Assessment/GetAssessmentResult',
  summary: 'One assignment with every answer, the correct answers, scores and the anti-cheat record',
  query: z.object({ id: ZHrId }),
  data: ZHrAssessmentDetail,
});

const ZAssignmentRef = z.object({ id: ZHrId });

export const hrCancelAssessmentRoute = defineRoute({
  ...hr,
  roles: ROUTE_ROLES.hiring,
  method: 'POST',
  path: '/api/hr/Assessment/CancelAssessment',
  summary: 'Cancel an assignment the candidate has not started; the candidate is told',
  body: ZAssignmentRef,
  data: z.object({ id: z.number().int(), status: z.number().int(), statusName: z.string() }),
});

export const hrMarkAssessmentAbsentRoute = defineRoute({
  ...hr,
  roles: ROUTE_ROLES.hiring,
  method: 'POST',
  path: '/api/hr/Assessment/MarkAssessmentAbsent',
  summary: 'Record that the candidate did not take an assessment (to do or expired)',
  body: ZAssignmentRef,
  data: z.object({ id: z.number().int(), status: z.number().int(), statusName: z.string() }),
});

export const ZEssayScoresInput = z.object({
  id: ZHrId,
  scores: z
    .array(
      z.object({
        questionId: ZHrId,
        score: z.coerce
          .number({ error: 'common.invalid' })
          .min(0, 'hr.essayScoreRange')
          .max(1000, 'hr.essayScoreRange'),
      }),
    )
    .min(1, 'common.required')
    .max(100, 'common.invalid'),
});
export type TEssayScoresInput = z.infer<typeof ZEssayScoresInput>;

export const hrScoreEssayAnswersRoute = defineRoute({
  ...hr,
  roles: ROUTE_ROLES.hiring,
  method: 'POST',
  path: '/api/hr/Assessment/ScoreEssayAnswers',
  summary: 'Score essay answers of a submitted assessment; the totals and result are recomputed',
  body: ZEssayScoresInput,
  data: z.object({
    id: z.number().int(),
    score: z.number(),
    maxScore: z.number(),
    result: z.enum(ASSESSMENT_RESULTS),
    resultName: z.string(),
  }),
});
