import { z } from 'zod';
import { zBase64 } from '../common/base64.schemas.ts';
import { defineRoute } from '../common/define-route.ts';
import { ZPassword, withConfirmedPassword } from '../accounts/accounts.schemas.ts';

/** An HR team invitation link lives this long; a newer link for the same member voids it at once. */
export const INVITATION_HOURS = 72;
/** The web page an invitation link opens (`?token=`). */
export const INVITATION_PATH = '/hr/invitation';
export const INVITATION_TOKEN_MAX = 128;
export const FULLNAME_MAX = 50;

export const ZAcceptInvitation = withConfirmedPassword(
  z.object({
    token: z
      .string({ error: 'invitations.invalid' })
      .trim()
      .min(1, 'invitations.invalid')
      .max(INVITATION_TOKEN_MAX, 'invitations.invalid'),
    fullname: z
      .string({ error: 'common.required' })
      .trim()
      .min(1, 'common.required')
      .max(FULLNAME_MAX, 'common.tooLong'),
    password: zBase64(ZPassword),
    confirmpassword: zBase64(z.string({ error: 'validation.confirmPassword' })),
  }),
);
export type TAcceptInvitation = z.infer<typeof ZAcceptInvitation>;

/**
 * Accepting an HR team invitation: the invited member sets their name and password and is signed in like
 * `Login` (a customer that requires the second factor answers SecondFactorRequired with `enroll`).
 */
export const acceptInvitationRoute = defineRoute({
  method: 'POST',
  path: '/api/user/Account/AcceptInvitation',
  access: 'public',
  tags: ['accounts'],
  personal: true,
  summary:
    'Accept an HR team invitation: token from the link, fullname, password and confirmpassword (both Base64); ' +
    'signs in like Login',
  body: ZAcceptInvitation,
  data: z.object({ token: z.string() }),
});
