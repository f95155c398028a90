import { translate, type TEnvelope } from '@tmp/contracts';
import { SUCCESS_TOAST_MS } from '../../../lib/api-client.ts';
import { useLoginStore } from '../../../lib/auth/login-store.ts';
import { getLanguage, toHeaderLang } from '../../../lib/i18n.ts';
import { notify } from '../../../lib/notify.ts';
import { sameOriginPath } from '../../../lib/safe-redirect.ts';
import { paths } from '../../../config/paths.ts';
import { toOutcome, type TOutcome } from './outcome.ts';

/**
 * Runs a sign-in call. A refusal resets the token (spec §8) and is returned for the dialog's alert; a
 * success stores the token (cookie through the login store) and says 'Login successful'.
 */
export const signIn = async <T extends { token: string }>(
  call: Promise<TEnvelope<T>>,
): Promise<TOutcome<T>> => {
  const outcome = await toOutcome(call);
  const store = useLoginStore.getState();
  if (!outcome.ok) {
    store.resetToken();
    return outcome;
  }
  // Whatever was known about a previous user belongs to the old token.
  useLoginStore.setState({ userinfo: null, roles: [], isHrMember: false });
  store.setToken(outcome.data.token);
  notify.success(translate('accounts.loginSuccess', toHeaderLang(getLanguage())), SUCCESS_TOAST_MS);
  return { ok: true, data: outcome.data };
};

/** HR's console; the router sends `/hr` to the first tab the user's roles may use. */
const HR_CONSOLE = '/hr';

/**
 * Where a sign-in leads when no page asked for it: any HR role to their console (their work is there, not in
 * the job list), everyone else home. A same-site `redirect` always wins (only same-site paths are followed,
 * so a crafted link cannot send the user elsewhere).
 */
export const landingAfterSignIn = (redirect: string | null): string =>
  sameOriginPath(redirect) ?? (useLoginStore.getState().isHrMember ? HR_CONSOLE : paths.root.getHref());
