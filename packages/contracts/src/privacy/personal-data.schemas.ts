import { z } from 'zod';
import { ZPageQuery, zPage } from '../common/pagination.ts';

/** The purposes a candidate consents to one by one (decisions §9). */
export const CONSENT_PURPOSES = ['application', 'talentPool', 'referral', 'crossBorder'] as const;
export type TConsentPurpose = (typeof CONSENT_PURPOSES)[number];

/** The longest period a customer may keep personal data after a candidate's last application closed. */
export const RETENTION_MONTHS_MIN = 1;
export const RETENTION_MONTHS_MAX = 120;
export const RETENTION_MONTHS_DEFAULT = 12;
/** Days before deletion the candidate is told, and the months the link in that notice adds. */
export const RETENTION_NOTICE_DAYS = 30;
export const RETENTION_EXTENSION_MONTHS = 12;

export const ZRetentionMonths = z
  .number({ error: 'company.retentionMonths' })
  .int('company.retentionMonths')
  .min(RETENTION_MONTHS_MIN, 'company.retentionMonths')
  .max(RETENTION_MONTHS_MAX, 'company.retentionMonths');

/**
 * What the audit log records. Reads of a candidate's personal data end in `.view` / `.download`; everything
 * else is a change. Routes the list does not name are recorded under their path (`hr:Team/InviteMember`).
 */
export const AUDIT_ACTIONS = [
  'resume.view',
  'resumeFile.download',
  'assessment.view',
  'offer.view',
  'interview.view',
  'audit.export',
  'application.status',
  'offer.issue',
  'offer.withdraw',
  'interview.create',
  'interview.cancel',
  'interview.result',
  'assessment.assign',
  'assessment.cancel',
  'assessment.absent',
  'assessment.score',
  'job.save',
  'job.online',
  'settings.resumeForm',
  'settings.company',
  'settings.logo',
  'team.change',
  'retention.anonymise',
  'conversation.view',
  'conversation.message',
  'application.extendAnswerBy',
  'settings.replyTemplate',
  'settings.answerDays',
] as const;

const ZDate = z.iso.datetime({ offset: true, error: 'common.invalid' });

/** Filters of the audit log (customer admin); `from` / `to` are ISO times, `to` excluded. */
export const ZAuditQuery = ZPageQuery.extend({
  userId: z.coerce
    .number({ error: 'common.invalid' })
    .int('common.invalid')
    .min(1, 'common.invalid')
    .optional(),
  candidateId: z.coerce
    .number({ error: 'common.invalid' })
    .int('common.invalid')
    .min(1, 'common.invalid')
    .optional(),
  action: z.string({ error: 'common.invalid' }).trim().max(100, 'common.tooLong').optional(),
  from: ZDate.optional(),
  to: ZDate.optional(),
});
export type TAuditQuery = z.infer<typeof ZAuditQuery>;

export const ZAuditEntry = z.object({
  seq: z.number().int(),
  at: z.string(),
  userId: z.number().int().nullable(),
  actorName: z.string(),
  roles: z.array(z.number().int()),
  action: z.string(),
  /** The action in the request's language. */
  actionName: z.string(),
  candidateId: z.number().int().nullable(),
  objectType: z.string().nullable(),
  objectId: z.string().nullable(),
  ip: z.string().nullable(),
  requestId: z.string().nullable(),
});
export type TAuditEntry = z.infer<typeof ZAuditEntry>;
export const ZAuditPage = zPage(ZAuditEntry);

/** One line of "who looked at or changed my data" (the candidate's privacy page). */
export const ZDataAccessEntry = z.object({
  at: z.string(),
  /** The HR member's display name; the portal itself for retention. */
  who: z.string(),
  /** Their role's name in the request's language (e.g. "HR manager"). */
  role: z.string(),
  action: z.string(),
  /** What was viewed or changed, in the request's language. */
  what: z.string(),
});
export type TDataAccessEntry = z.infer<typeof ZDataAccessEntry>;

export const ZConsent = z.object({
  purpose: z.enum(CONSENT_PURPOSES),
  granted: z.boolean(),
  /** The policy version the answer was given under; null: never answered. */
  policyVersion: z.string().nullable(),
  at: z.string().nullable(),
});
export const ZMyConsents = z.object({
  /** The current policy version; answers under an older one are asked again. */
  policyVersion: z.string(),
  consentRequired: z.boolean(),
  consents: z.array(ZConsent),
});
export type TMyConsents = z.infer<typeof ZMyConsents>;

export const ZSaveConsents = z.object({
  purposes: z
    .object(
      Object.fromEntries(
        CONSENT_PURPOSES.map((p) => [p, z.boolean({ error: 'common.invalid' }).optional()]),
      ) as {
        [K in TConsentPurpose]: z.ZodOptional<z.ZodBoolean>;
      },
      { error: 'common.invalid' },
    )
    .strict(),
});

/** The single-use link of a retention notice. */
export const ZRetentionToken = z.object({
  token: z
    .string({ error: 'privacy.retentionLinkInvalid' })
    .trim()
    .min(16, 'privacy.retentionLinkInvalid')
    .max(200, 'privacy.retentionLinkInvalid'),
});
export const ZRetentionExtended = z.object({ keptUntil: z.string() });
