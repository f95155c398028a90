import { z } from 'zod';
import { defineRoute } from '../common/define-route.ts';
import { hrAccess, ROUTE_ROLES } from './roles.ts';

/** Ten single-use recovery codes are issued with every enrolment and every renewal (decisions §4). */
export const RECOVERY_CODE_COUNT = 10;
/** Wrong codes allowed per sign-in ticket; a new ticket needs the password again. */
export const SECOND_FACTOR_TICKET_TRIES = 5;
/** Wrong codes allowed per account in the window, across tickets and console checks. */
export const SECOND_FACTOR_FAILURE_LIMIT = 10;
export const SECOND_FACTOR_FAILURE_WINDOW_MINUTES = 15;
/** A sign-in ticket lives this long after the password was accepted. */
export const SECOND_FACTOR_TICKET_MINUTES = 5;
/** A mailed set-up link lives this long; a newer one voids it at once. */
export const SECOND_FACTOR_LINK_MINUTES = 30;
/** The web page a mailed set-up link opens (`?token=`). */
export const SECOND_FACTOR_ENROL_PATH = '/hr/second-factor';

export const SecondFactorStep = { Totp: 'totp', Enroll: 'enroll' } as const;
export type TSecondFactorStep = (typeof SecondFactorStep)[keyof typeof SecondFactorStep];

/** The longest code the second-factor input takes (a recovery code with spaces and dashes typed). */
export const SECOND_FACTOR_CODE_MAX = 32;

/** A 6-digit authenticator code, or a recovery code (`XXXXX-XXXXX`; case, spaces and dashes ignored). */
export const ZSecondFactorCode = z
  .string({ error: 'secondFactor.codeRequired' })
  .trim()
  .min(6, 'secondFactor.codeRequired')
  .max(SECOND_FACTOR_CODE_MAX, 'common.tooLong');

/** A 6-digit authenticator code alone: what confirms an enrolment. */
export const ZTotpCode = z
  .string({ error: 'secondFactor.codeRequired' })
  .trim()
  .regex(/^\d{6}$/, 'secondFactor.codeRequired');

/** What the authenticator app needs: the secret (Base32) and the otpauth:// URI its QR code carries. */
export const ZEnrolment = z.object({ secret: z.string(), otpauthUri: z.string() });
export type TEnrolment = z.infer<typeof ZEnrolment>;

/**
 * `data` of a `Login` (or `LoginByCode`) refused with code SecondFactorRequired: the password was right.
 * 'totp' carries the ticket that continues the sign-in; 'enroll' carries nothing: a password alone never
 * sees an authenticator secret, the set-up link was mailed to the account's address.
 */
export const ZSecondFactorChallenge = z.object({
  secondFactor: z.enum([SecondFactorStep.Totp, SecondFactorStep.Enroll]),
  ticket: z.string().optional(),
});
export type TSecondFactorChallenge = z.infer<typeof ZSecondFactorChallenge>;

const ZRecoveryCodes = z.object({ recoveryCodes: z.array(z.string()) });

export const loginSecondFactorRoute = defineRoute({
  method: 'POST',
  path: '/api/user/Account/LoginSecondFactor',
  access: 'public',
  tags: ['accounts'],
  personal: true,
  summary: 'Finish a sign-in with the ticket from Login and a 6-digit TOTP or a recovery code',
  body: z.object({
    ticket: z.string({ error: 'secondFactor.ticketExpired' }).min(1).max(100, 'common.tooLong'),
    code: ZSecondFactorCode,
  }),
  data: z.object({ token: z.string() }),
});

const ZLinkToken = z
  .string({ error: 'secondFactor.linkInvalid' })
  .min(1, 'secondFactor.linkInvalid')
  .max(100, 'secondFactor.linkInvalid');

export const openSecondFactorLinkRoute = defineRoute({
  method: 'POST',
  path: '/api/user/Account/OpenSecondFactorLink',
  access: 'public',
  tags: ['accounts'],
  personal: true,
  summary:
    'The authenticator set-up behind a mailed link (secret and QR URI; the same until confirmed or ' +
    'voided by a newer link)',
  body: z.object({ token: ZLinkToken }),
  data: ZEnrolment.extend({ account: z.string() }),
});

export const confirmSecondFactorLinkRoute = defineRoute({
  method: 'POST',
  path: '/api/user/Account/ConfirmSecondFactorLink',
  access: 'public',
  tags: ['accounts'],
  personal: true,
  summary:
    'Turn two-step verification on with the mailed link and a first code; spends the link, signs in and ' +
    'answers the recovery codes (shown once)',
  body: z.object({ token: ZLinkToken, code: ZTotpCode }),
  data: z.object({ token: z.string(), recoveryCodes: z.array(z.string()) }),
});

export const ZSecondFactorStatus = z.object({
  isEnabled: z.boolean(),
  /** The customer requires a second factor of its HR users. */
  isRequired: z.boolean(),
  enabledAt: z.string().nullable(),
  recoveryCodesLeft: z.number().int(),
});
export type TSecondFactorStatus = z.infer<typeof ZSecondFactorStatus>;

const base = '/api/hr/SecondFactor';
const hr = { ...hrAccess(ROUTE_ROLES.anyHr), tags: ['hr'], personal: true };

export const getSecondFactorStatusRoute = defineRoute({
  ...hr,
  method: 'GET',
  path: `${base}/GetSecondFactorStatus`,
  summary: "The signed-in HR user's two-step verification",
  data: ZSecondFactorStatus,
});

export const startSecondFactorEnrolmentRoute = defineRoute({
  ...hr,
  method: 'POST',
  path: `${base}/StartEnrolment`,
  summary: 'A new authenticator secret (not active until confirmed with a code)',
  data: ZEnrolment,
});

export const confirmSecondFactorEnrolmentRoute = defineRoute({
  ...hr,
  method: 'POST',
  path: `${base}/ConfirmEnrolment`,
  summary: 'Turn two-step verification on with a first code; answers the recovery codes (shown once)',
  body: z.object({ code: ZTotpCode }),
  data: ZRecoveryCodes,
});

export const renewRecoveryCodesRoute = defineRoute({
  ...hr,
  method: 'POST',
  path: `${base}/RenewRecoveryCodes`,
  summary: 'Replace the recovery codes, proven with a current code; answers the new ones (shown once)',
  body: z.object({ code: ZSecondFactorCode }),
  data: ZRecoveryCodes,
});

export const disableSecondFactorRoute = defineRoute({
  ...hr,
  method: 'POST',
  path: `${base}/DisableSecondFactor`,
  summary: 'Turn two-step verification off, proven with a current code or a recovery code',
  body: z.object({ code: ZSecondFactorCode }),
  data: z.null(),
});
