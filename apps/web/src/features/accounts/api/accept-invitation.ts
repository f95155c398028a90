import { acceptInvitationRoute, encodeBase64, type TAcceptInvitation } from '@tmp/contracts';
import { api } from '../../../lib/api.ts';

/** Accepts an HR team invitation: the passwords travel Base64 like registration; answers like Login. */
export const acceptInvitation = (values: TAcceptInvitation) =>
  api.call(
    acceptInvitationRoute,
    {
      body: {
        token: values.token,
        fullname: values.fullname.trim(),
        password: encodeBase64(values.password),
        confirmpassword: encodeBase64(values.confirmpassword),
      },
    },
    { msg: 'none' },
  );
