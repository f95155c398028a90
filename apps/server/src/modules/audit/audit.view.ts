import {
  isMessageKey,
  Role,
  translate,
  type TAuditEntry,
  type TDataAccessEntry,
  type TLang,
} from '@tmp/contracts';
import type { TAuditRow } from './audit.repository.ts';

/** The action in the reader's language; an action recorded under its path is shown as it is. */
export const actionName = (action: string, lang: TLang) => {
  const key = `audit.${action}`;
  return isMessageKey(key) ? translate(key, lang) : action;
};

export const toAuditEntry = (row: TAuditRow, lang: TLang): TAuditEntry => ({
  seq: row.seq,
  at: row.at.toISOString(),
  userId: row.userId,
  actorName: row.actorName,
  roles: row.roles,
  action: row.action,
  actionName: actionName(row.action, lang),
  candidateId: row.candidateId,
  objectType: row.objectType,
  objectId: row.objectId,
  ip: row.ip,
  requestId: row.requestId,
});

/** The role a candidate is shown: the one that let the member see their data. */
const ROLE_ORDER = [Role.HrManager, Role.Recruiter, Role.Interviewer, Role.CustomerAdmin];

/** A line of the candidate's access log: a name and role, never an address, id or request id. */
export const toDataAccessEntry = (row: TAuditRow, lang: TLang): TDataAccessEntry => {
  const role = ROLE_ORDER.find((r) => row.roles.includes(r));
  return {
    at: row.at.toISOString(),
    who: row.userId === null ? translate('privacy.portal', lang) : row.actorName,
    role: translate(role ? `privacy.role.${role}` : 'privacy.role.system', lang),
    action: row.action,
    what: isMessageKey(`audit.${row.action}`)
      ? translate(`audit.${row.action}`, lang)
      : translate('audit.other', lang),
  };
};

/** A CSV cell: quoted, and a leading = + - @ tab or CR (a spreadsheet formula) neutralised with a quote mark. */
export const csvCell = (value: unknown): string => {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
};

export const CSV_HEADER = [
  'seq',
  'time',
  'user id',
  'user',
  'roles',
  'action',
  'action name',
  'candidate id',
  'object type',
  'object id',
  'ip',
  'request id',
];

export const csvLine = (row: TAuditRow, lang: TLang) =>
  [
    row.seq,
    row.at.toISOString(),
    row.userId,
    row.actorName,
    row.roles.join(' '),
    row.action,
    actionName(row.action, lang),
    row.candidateId,
    row.objectType,
    row.objectId,
    row.ip,
    row.requestId,
  ]
    .map(csvCell)
    .join(',');
