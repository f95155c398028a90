import { defineRoute } from '../common/define-route.ts';
import { zPage } from '../common/pagination.ts';
import {
  ZAlertIdBody,
  ZAlertLinkResult,
  ZAlertPageQuery,
  ZAlertTokenQuery,
  ZCreatedJobAlert,
  ZCreateJobAlert,
  ZJobAlert,
} from './alerts.schemas.ts';

const base = '/api/job/Alert';
const visitor = { access: 'public' as const, tags: ['alerts'], personal: true };
const me = { access: 'user' as const, tags: ['alerts'], personal: true };

export const createJobAlertRoute = defineRoute({
  ...visitor,
  method: 'POST',
  path: `${base}/CreateJobAlert`,
  summary:
    "Subscribe an address to a search (daily or weekly); nothing but a confirmation link is sent until it is confirmed. A signed-in candidate's alert is listed under QueryMyAlerts",
  body: ZCreateJobAlert,
  data: ZCreatedJobAlert,
});
export const confirmJobAlertRoute = defineRoute({
  ...visitor,
  method: 'GET',
  path: `${base}/ConfirmJobAlert`,
  summary: 'The confirmation link: starts the digests; refused once it expired',
  query: ZAlertTokenQuery,
  data: ZAlertLinkResult,
});
export const unsubscribeJobAlertRoute = defineRoute({
  ...visitor,
  method: 'GET',
  path: `${base}/Unsubscribe`,
  summary: 'One-click unsubscribe from a digest link, without signing in',
  query: ZAlertTokenQuery,
  data: ZAlertLinkResult,
});
export const queryMyAlertsRoute = defineRoute({
  ...me,
  method: 'POST',
  path: `${base}/QueryMyAlerts`,
  summary: 'My job alerts, the newest first',
  body: ZAlertPageQuery,
  data: zPage(ZJobAlert),
});
export const deleteJobAlertRoute = defineRoute({
  ...me,
  method: 'POST',
  path: `${base}/DeleteJobAlert`,
  summary: 'Delete one of my job alerts; no digest is sent for it again',
  body: ZAlertIdBody,
  data: ZAlertIdBody,
});
