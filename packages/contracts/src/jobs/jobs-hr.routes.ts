import { z } from 'zod';
import { ROUTE_ROLES } from '../accounts/roles.ts';
import { defineRoute } from '../common/define-route.ts';
import { zPage } from '../common/pagination.ts';
import { ZIdQuery } from '../common/console-fields.ts';
import { ZHrJob, ZHrJobListItem, ZHrJobQuery, ZJobInput } from './jobs-hr.schemas.ts';

const hr = { access: 'hr' as const, tags: ['hr'], personal: true };

/** HR's job editing: the console's list, form and publishing. */
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
