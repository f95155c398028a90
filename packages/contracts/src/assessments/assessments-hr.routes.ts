import { z } from 'zod';
import { ROUTE_ROLES } from '../accounts/roles.ts';
import { defineRoute } from '../common/define-route.ts';
import { ZPageQuery, zPage } from '../common/pagination.ts';
import { ZDate } from '../resumes/resumes.schemas.ts';
import { ZTypingResult } from './typing.schemas.ts';

const hr = { access: 'hr' as const, tags: ['hr'], personal: true };
export const ZHrId = z.coerce
  .number({ error: 'common.invalid' })
  .int('common.invalid')
  .min(1, 'common.invalid')
  .max(2_147_483_647, 'common.invalid');

export const ZHrQuestionnaire = z.object({
  id: z.number().int(),
  name: z.string(),
  durationMinutes: z.number().int(),
  questionCount: z.number().int(),
  hasTypingTest: z.boolean(),
});

export const hrGetQuestionnairesRoute = defineRoute({
  ...hr,
  roles: ROUTE_ROLES.hiring,
  method: 'GET',
  path: '/api/hr/Assessment/GetQuestionnaires',
  summary: "The customer's questionnaires, to assign",
  data: z.array(ZHrQuestionnaire),
});

export const ZAssignInput = z.object({
  applicationIds: z.array(ZHrId).min(1, 'common.required').max(100, 'common.invalid'),
  questionnaireId: ZHrId,
  /** Last day to start, yyyy-mm-dd (end of that day, UTC+8). */
  deadlineOn: ZDate,
  durationMinutes: z.coerce.number().int().min(1, 'common.invalid').max(600, 'common.invalid').optional(),
  /** A PIN from an external assessment platform; generated when absent (one application only). */
  pinNumber: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9-]{4,32}$/, 'common.invalid')
    .optional(),
});

export const hrAssignAssessmentRoute = defineRoute({
  ...hr,
  roles: ROUTE_ROLES.hiring,
  method: 'POST',
  path: '/api/hr/Assessment/AssignAssessment',
  summary: 'Assign a questionnaire to the candidates of applications; each is notified',
  body: ZAssignInput,
  data: z.object({
    assigned: z.array(
      z.object({ applicationId: z.number().int(), assignmentId: z.number().int(), pinNumber: z.string() }),
    ),
  }),
});

export const ZHrAssessmentResult = z.object({
  id: z.number().int(),
  applicationId: z.number().int().nullable(),
  /** The job of the application, if the assignment came through one. */
  jobId: z.number().int().nullable(),
  positionName: z.string().nullable(),
  candidateName: z.string(),
  questionnaireName: z.string(),
  status: z.number().int(),
  statusName: z.string(),
  pinNumber: z.string(),
  deadline: z.string(),
  startedAt: z.string().nullable(),
  submittedAt: z.string().nullable(),
  autoSubmitted: z.boolean(),
  score: z.number().nullable(),
  maxScore: z.number().nullable(),
  result: z.string().nullable(),
  resultName: z.string().nullable(),
  fullscreenExits: z.number().int(),
  tabSwitches: z.number().int(),
  /** Why HR should look closer (implausible typing log, pasted text...). */
  integrityFlags: z.array(z.string()),
  typing: z.array(ZTypingResult.extend({ flags: z.array(z.string()) })),
  /** Leaving full screen and switching tabs, with server times. */
  events: z.array(z.object({ type: z.string(), occurredAt: z.string() })),
});
export type THrAssessmentResult = z.infer<typeof ZHrAssessmentResult>;

export const hrQueryAssessmentResultsRoute = defineRoute({
  ...hr,
  roles: ROUTE_ROLES.hiring,
  method: 'POST',
  path: '/api/hr/Assessment/QueryPagingAssessmentResults',
  summary: 'Assignments with status, scores, typing metrics and the full-screen / tab-switch record',
  body: ZPageQuery.extend({
    applicationId: ZHrId.optional(),
    jobId: ZHrId.optional(),
    status: z.coerce.number().int().min(1).max(6).optional(),
  }),
  data: zPage(ZHrAssessmentResult),
});
