import { z } from 'zod';
import { CAPTCHA_CODE_MAX, ZEmail, ZPhone } from '../accounts/accounts.schemas.ts';
import { ZPageQuery } from '../common/pagination.ts';
import { ZPositionQuery } from '../jobs/jobs.schemas.ts';

/** At most this many alerts per person (an address, and a signed-in candidate's alerts together). */
export const MAX_ALERTS_PER_PERSON = 10;
/** A confirmation link works this long. */
export const ALERT_CONFIRM_LINK_HOURS = 48;
/**
 * Confirmation messages one mailbox (or mobile number) receives in 24 hours, whoever asks and through
 * whichever customer's portal: no address becomes a target.
 */
export const ALERT_CONFIRMATIONS_PER_ADDRESS_PER_DAY = 5;
/** Confirmation messages requested from one client address in an hour (times RATE_LIMIT_FACTOR). */
export const ALERT_CONFIRMATIONS_PER_IP_PER_HOUR = 20;
/** A search's keyword is named in an email only as a quoted label of at most this many characters. */
export const ALERT_KEYWORD_LABEL_MAX = 40;
/** At most this many jobs are listed in one digest; the rest are a link to the search. */
export const ALERT_DIGEST_MAX_JOBS = 20;

export const ALERT_FREQUENCIES = ['daily', 'weekly'] as const;
export type TAlertFrequency = (typeof ALERT_FREQUENCIES)[number];
export const ALERT_FREQUENCY_DAYS: Record<TAlertFrequency, number> = { daily: 1, weekly: 7 };

/** The search an alert watches: the job list's own filters, without paging. */
export const ZAlertCriteria = ZPositionQuery.omit({ pageIndex: true, pageSize: true });
export type TAlertCriteria = z.infer<typeof ZAlertCriteria>;

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

/**
 * The mailbox an email address delivers to: lower-case, with a `+tag` of the local part folded
 * (`Ann+jobs@x.com` is `ann@x.com`), so that tags do not multiply a mailbox's limits. A mobile number is
 * its own mailbox.
 */
export const mailboxOf = (address: string) => {
  const lower = address.trim().toLowerCase();
  const at = lower.lastIndexOf('@');
  if (at < 0) return lower;
  const plus = lower.indexOf('+');
  return plus >= 0 && plus < at ? `${lower.slice(0, plus)}${lower.slice(at)}` : lower;
};

/**
 * CreateJobAlert: the current search, how often, and where to: an email (every customer) or a mainland
 * mobile number (phone-account customers). Exactly one of the two. A visitor's alert by SMS comes with
 * the image captcha's `key` and `code` (decisions §4), like SendVerificationCode.
 */
export const ZCreateJobAlert = ZAlertCriteria.extend({
  frequency: z.enum(ALERT_FREQUENCIES, { error: 'alerts.frequency' }),
  email: z.preprocess(blankToUndefined, ZEmail.optional()),
  phone: z.preprocess(blankToUndefined, ZPhone.optional()),
  key: z.preprocess(blankToUndefined, z.string().trim().max(64, 'common.invalid').optional()),
  code: z.preprocess(blankToUndefined, z.string().trim().max(CAPTCHA_CODE_MAX, 'common.tooLong').optional()),
})
  .refine((v) => Boolean(v.email) !== Boolean(v.phone), {
    message: 'alerts.addressRequired',
    path: ['email'],
  })
  .refine((v) => !v.key || Boolean(v.code), { message: 'validation.imageCode', path: ['code'] });
export type TCreateJobAlert = z.infer<typeof ZCreateJobAlert>;
export type TCreateJobAlertInput = z.input<typeof ZCreateJobAlert>;

export const ZCreatedJobAlert = z.object({
  id: z.number().int(),
  /**
   * pending: a confirmation link was sent (or would have been: the answer never tells whether someone
   * else's address already confirmed anything); active: a signed-in candidate's alert to an address they
   * confirmed before (or their account's own verified number), on at once with nothing sent.
   */
  status: z.enum(['pending', 'active']),
});
export type TCreatedJobAlert = z.infer<typeof ZCreatedJobAlert>;

/** The token of a confirmation or unsubscribe link. */
export const ZAlertTokenQuery = z.object({
  token: z
    .string({ error: 'alerts.linkInvalid' })
    .min(1, 'alerts.linkInvalid')
    .max(100, 'alerts.linkInvalid'),
});

export const ALERT_STATUSES = ['pending', 'active', 'expired', 'unsubscribed'] as const;
export type TAlertStatus = (typeof ALERT_STATUSES)[number];

/** An alert's search as answered: the filters it was made with (the job list's query keys). */
export const ZAlertCriteriaView = z.object({
  keyword: z.string().optional(),
  category: z.number().int().optional(),
  nature: z.number().int().optional(),
  country: z.number().int().optional(),
  district: z.number().int().optional(),
  site: z.number().int().optional(),
});

export const ZJobAlert = z.object({
  id: z.number().int(),
  criteria: ZAlertCriteriaView,
  /** The search in words, in the request's language: the keyword in quotes, then the facets' names. */
  labels: z.array(z.string()),
  frequency: z.enum(ALERT_FREQUENCIES),
  status: z.enum(ALERT_STATUSES),
  /** Where the digests go, partly hidden. */
  address: z.string(),
  /** ISO time. */
  createdAt: z.string(),
});
export type TJobAlert = z.infer<typeof ZJobAlert>;

/** What a confirmation or unsubscribe link answers: the alert in words. */
export const ZAlertLinkResult = z.object({
  labels: z.array(z.string()),
  frequency: z.enum(ALERT_FREQUENCIES),
  address: z.string(),
});
export type TAlertLinkResult = z.infer<typeof ZAlertLinkResult>;

export const ZAlertIdBody = z.object({
  id: z.coerce
    .number({ error: 'common.invalid' })
    .int('common.invalid')
    .min(1, 'common.invalid')
    .max(2_147_483_647, 'common.invalid'),
});

export const ZAlertPageQuery = ZPageQuery;
