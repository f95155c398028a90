import { z } from 'zod';
import { ROUTE_ROLES } from '../accounts/roles.ts';
import { defineRoute } from '../common/define-route.ts';
import { ZFieldSetting } from './resumes-hr.schemas.ts';

const hr = { access: 'hr' as const, tags: ['hr'], personal: true };

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
/** The PDF itself (not an envelope), for a file of a candidate who applied to this customer. */
export const HR_DOWNLOAD_RESUME_FILE_PATH = '/api/hr/Applicant/DownloadResumeFile/:id';
