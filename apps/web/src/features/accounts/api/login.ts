import { encodeBase64, loginByCodeRoute, loginRoute } from '@tmp/contracts';
import { api } from '../../../lib/api.ts';

/** Password sign-in: the login name is trimmed, both values are sent Base64 (spec §5, decisions §3). */
export const loginWithPassword = (loginName: string, password: string) =>
  api.call(
    loginRoute,
    { body: { LoginName: encodeBase64(loginName.trim()), LoginPwd: encodeBase64(password) } },
    { msg: 'none' },
  );

/** SMS sign-in: phone and code are sent Base64. */
export const loginWithCode = (phone: string, code: string) =>
  api.call(
    loginByCodeRoute,
    { body: { phone: encodeBase64(phone.trim()), code: encodeBase64(code.trim()) } },
    { msg: 'none' },
  );
