import { hrAccess, ROUTE_ROLES } from '../accounts/roles.ts';
import { defineRoute } from '../common/define-route.ts';
import { ZPageQuery, zPage } from '../common/pagination.ts';
import {
  ZAuditPage,
  ZAuditQuery,
  ZDataAccessEntry,
  ZMyConsents,
  ZRetentionExtended,
  ZRetentionToken,
  ZSaveConsents,
} from './personal-data.schemas.ts';

const audit = { ...hrAccess(ROUTE_ROLES.admin), tags: ['hr'], personal: true };

export const hrQueryAuditLogRoute = defineRoute({
  ...audit,
  method: 'GET',
  path: '/api/hr/Audit/QueryAuditLog',
  summary: 'The audit log: every HR read of personal data and every HR change, newest first',
  query: ZAuditQuery,
  data: ZAuditPage,
});

/** The same filters as QueryAuditLog; answers text/csv (not the envelope). */
export const HR_EXPORT_AUDIT_LOG_PATH = '/api/hr/Audit/ExportAuditLog';

export const getMyDataAccessLogRoute = defineRoute({
  method: 'GET',
  path: '/api/resume/Privacy/GetMyDataAccessLog',
  access: 'user',
  tags: ['privacy'],
  personal: true,
  summary: 'Who of the HR team viewed or changed what of my data, and when',
  query: ZPageQuery,
  data: zPage(ZDataAccessEntry),
});

export const getMyConsentsRoute = defineRoute({
  method: 'GET',
  path: '/api/resume/Privacy/GetMyConsents',
  access: 'user',
  tags: ['privacy'],
  personal: true,
  summary: 'My consents per purpose, with the policy version and time of each answer',
  data: ZMyConsents,
});

export const saveMyConsentsRoute = defineRoute({
  method: 'POST',
  path: '/api/resume/Privacy/SaveMyConsents',
  access: 'user',
  tags: ['privacy'],
  personal: true,
  summary: 'Give or withdraw consents (purposes not named keep their answer) under the current policy',
  body: ZSaveConsents,
  data: ZMyConsents,
});

/** The public page a retention notice links to: `/privacy/keep?token=`. */
export const RETENTION_KEEP_PAGE = '/privacy/keep';

export const keepMyDataRoute = defineRoute({
  method: 'POST',
  path: '/api/resume/Privacy/KeepMyData',
  access: 'public',
  tags: ['privacy'],
  personal: true,
  summary: "A retention notice's single-use link: keep my personal data 12 more months (no sign-in)",
  body: ZRetentionToken,
  data: ZRetentionExtended,
});
