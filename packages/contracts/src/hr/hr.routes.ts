import { z } from 'zod';
import { ROUTE_ROLES } from '../accounts/roles.ts';
import { defineRoute } from '../common/define-route.ts';
import { ZPageQuery, zPage } from '../common/pagination.ts';
import {
  ZApplicantDetail,
  ZApplicantListItem,
  ZApplicantQuery,
  ZFieldSetting,
  ZHrJob,
  ZHrJobListItem,
  ZHrJobQuery,
  ZHrOffer,
  ZHrReferral,
  ZIdQuery,
  ZJobInput,
  ZOfferInput,
  ZStatusChange,
} from './hr.schemas.ts';

const tags = ['hr'];
const hr = { access: 'hr' as const, tags, personal: true };

export const hrQueryJobsRoute = defineRoute({
  ...hr,
  roles: ROUTE_ROLES.hiring,
  method: 'POST',
  path: '/api/hr/Position/QueryPagingPositions',
  summary: 'All jobs of the customer, online and offline, with applicant counts',
  body: ZHrJobQuery,
  data: zPage(ZHrJobListItem),
});
export const hrGetJobRoute = defineRoute({
  ...hr,
  roles: ROUTE_ROLES.hiring,
  method: 'GET',
  path: '/api/hr/Position/GetPosition',
  summary: 'A job in both languages, for editing',
  query: ZIdQuery,
  data: ZHrJob,
});
export const hrSaveJobRoute = defineRoute({
  ...hr,
  roles: ROUTE_ROLES.hiring,
  method: 'POST',
  path: '/api/hr/Position/SavePosition',
  summary: 'Create (no id) or update a job; descriptions are sanitised',
  body: ZJobInput,
  data: z.object({ id: z.number().int() }),
});
export const hrSetJobOnlineRoute = defineRoute({
  ...hr,
  roles: ROUTE_ROLES.hiring,
  method: 'POST',
  path: '/api/hr/Position/SetPositionOnline',
  summary: 'Publish or take a job offline',
  body: z.object({ id: z.coerce.number().int().min(1), isOnline: z.boolean({ error: 'common.invalid' }) }),
  data: z.null(),
});
export const hrGetFieldSettingsRoute = defineRoute({
  ...hr,
  // An interviewer reads a resume too: the form's labels and sections.
  roles: ROUTE_ROLES.interviews,
  method: 'GET',
  path: '/api/hr/Resume/GetResumeFieldSettings',
  summary: 'Which resume fields the portal offers and requires',
  data: z.array(ZFieldSetting.extend({ label: z.string(), section: z.string() })),
});
export const hrSaveFieldSettingsRoute = defineRoute({
  ...hr,
  roles: ROUTE_ROLES.manager,
  method: 'POST',
  path: '/api/hr/Resume/SaveResumeFieldSettings',
  summary: 'Set which resume fields are offered and required',
  body: z.object({ fields: z.array(ZFieldSetting).max(200) }),
  data: z.null(),
});
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
/** The PDF itself (not an envelope), for a file of a candidate who applied to this customer. */
export const HR_DOWNLOAD_RESUME_FILE_PATH = '/api/hr/Applicant/DownloadResumeFile/:id';

export const hrIssueOfferRoute = defineRoute({
  ...hr,
  roles: ROUTE_ROLES.hiring,
  method: 'POST',
  path: '/api/hr/Offer/IssueOffer',
  summary: 'Issue an offer for an application (moves it to status 4 and notifies the candidate)',
  body: ZOfferInput,
  data: ZHrOffer,
});
export const hrWithdrawOfferRoute = defineRoute({
  ...hr,
  roles: ROUTE_ROLES.hiring,
  method: 'POST',
  path: '/api/hr/Offer/WithdrawOffer',
  summary: 'Withdraw a pending offer',
  body: z.object({ id: z.coerce.number().int().min(1) }),
  data: ZHrOffer,
});
export const hrQueryOffersRoute = defineRoute({
  ...hr,
  roles: ROUTE_ROLES.hiring,
  method: 'POST',
  path: '/api/hr/Offer/QueryPagingOffers',
  summary: 'Offers with their answers and reasons',
  body: ZPageQuery.extend({ status: z.coerce.number().int().min(1).max(5).optional() }),
  data: zPage(ZHrOffer),
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
