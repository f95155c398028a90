import { z } from 'zod';
import { ROUTE_ROLES } from '../accounts/roles.ts';
import { defineRoute } from '../common/define-route.ts';
import { ZPageQuery, zPage } from '../common/pagination.ts';
import { ZIdQuery } from '../common/console-fields.ts';
import {
  ZApplicantDetail,
  ZApplicantListItem,
  ZApplicantQuery,
  ZHrReferral,
  ZStatusChange,
} from './applications-hr.schemas.ts';

const hr = { access: 'hr' as const, tags: ['hr'], personal: true };

export const hrQueryApplicantsRoute = defineRoute({
  ...hr,
  roles: ROUTE_ROLES.hiring,
  method: 'POST',
  path: '/api/hr/Applicant/QueryPagingApplicants',
  summary: 'Applicants, per job or overall, filtered by status or a name',
  body: ZApplicantQuery,
  data: zPage(ZApplicantListItem),
});
export const hrGetApplicantRoute = defineRoute({
  ...hr,
  roles: ROUTE_ROLES.interviews,
  method: 'GET',
  path: '/api/hr/Applicant/GetApplicant',
  summary: 'One application: resume snapshot, uploaded PDFs, history, offers',
  query: ZIdQuery,
  data: ZApplicantDetail,
});
export const hrChangeApplicantStatusRoute = defineRoute({
  ...hr,
  roles: ROUTE_ROLES.hiring,
  method: 'POST',
  path: '/api/hr/Applicant/ChangeApplicantStatus',
  summary: 'Move an application to a status with a note the candidate sees; the candidate is notified',
  body: ZStatusChange,
  data: z.null(),
});
export const hrQueryReferralsRoute = defineRoute({
  ...hr,
  roles: ROUTE_ROLES.hiring,
  method: 'POST',
  path: '/api/hr/Referral/QueryPagingReferrals',
  summary: 'Who recommended whom, and where it stands',
  body: ZPageQuery,
  data: zPage(ZHrReferral),
});
