import { z } from 'zod';
import { ROUTE_ROLES } from '../accounts/roles.ts';
import { defineRoute } from '../common/define-route.ts';
import { ZPageQuery, zPage } from '../common/pagination.ts';
import {
  ZHrInterview,
  ZHrInterviewQuery,
  ZInterview,
  ZInterviewCancel,
  ZInterviewerChoice,
  ZInterviewIdBody,
  ZInterviewInput,
  ZInterviewResult,
  ZInterviewSlotChoice,
} from './interviews.schemas.ts';

const hr = { access: 'hr' as const, tags: ['hr', 'interviews'], personal: true };
const me = { access: 'user' as const, tags: ['interviews'], personal: true };
const hrBase = '/api/hr/Interview';
const base = '/api/resume/Interview';

export const hrCreateInterviewRoute = defineRoute({
  ...hr,
  roles: ROUTE_ROLES.hiring,
  method: 'POST',
  path: `${hrBase}/CreateInterview`,
  summary: 'Invite one or more applicants to an interview at a fixed time or to choose among offered times',
  body: ZInterviewInput,
  data: z.object({ ids: z.array(z.number().int()) }),
});
export const hrQueryInterviewsRoute = defineRoute({
  ...hr,
  roles: ROUTE_ROLES.interviews,
  method: 'POST',
  path: `${hrBase}/QueryInterviews`,
  summary: 'Interviews of the company, by job, date range and status',
  body: ZHrInterviewQuery,
  data: zPage(ZHrInterview),
});
export const hrGetInterviewersRoute = defineRoute({
  ...hr,
  roles: ROUTE_ROLES.hiring,
  method: 'GET',
  path: `${hrBase}/GetInterviewers`,
  summary: 'Who may be named as interviewer: the HR users of the company, then people named before by email',
  data: z.array(ZInterviewerChoice),
});
export const hrCancelInterviewRoute = defineRoute({
  ...hr,
  roles: ROUTE_ROLES.hiring,
  method: 'POST',
  path: `${hrBase}/CancelInterview`,
  summary: 'Cancel an interview; the candidate is told',
  body: ZInterviewCancel,
  data: ZHrInterview,
});
export const hrRecordInterviewResultRoute = defineRoute({
  ...hr,
  roles: ROUTE_ROLES.interviews,
  method: 'POST',
  path: `${hrBase}/RecordInterviewResult`,
  summary: 'Feedback and pass or fail; a fail moves the application to not suitable',
  body: ZInterviewResult,
  data: ZHrInterview,
});

export const queryMyInterviewsRoute = defineRoute({
  ...me,
  method: 'POST',
  path: `${base}/QueryMyInterviews`,
  summary: 'My interviews, the next first',
  body: ZPageQuery,
  data: zPage(ZInterview),
});
export const getInterviewRoute = defineRoute({
  ...me,
  method: 'GET',
  path: `${base}/GetInterview`,
  summary: 'One of my interviews with its open times',
  query: z.object({ id: ZInterviewIdBody.shape.id }),
  data: ZInterview,
});
export const bookInterviewSlotRoute = defineRoute({
  ...me,
  method: 'POST',
  path: `${base}/BookInterviewSlot`,
  summary: 'Book one of the offered times',
  body: ZInterviewSlotChoice,
  data: ZInterview,
});
export const rescheduleInterviewRoute = defineRoute({
  ...me,
  method: 'POST',
  path: `${base}/RescheduleInterview`,
  summary: 'Move to another offered time, until 12 hours before the start',
  body: ZInterviewSlotChoice,
  data: ZInterview,
});
export const cancelMyInterviewRoute = defineRoute({
  ...me,
  method: 'POST',
  path: `${base}/CancelInterview`,
  summary: 'Decline the interview, until 12 hours before the start',
  body: ZInterviewCancel,
  data: ZInterview,
});
/** Answers the .ics file itself (text/calendar), not the JSON envelope. */
export const DOWNLOAD_INTERVIEW_CALENDAR_PATH = `${base}/DownloadInterviewCalendar`;
