import { useEffect, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { useLocation, useNavigate } from 'react-router';
import { SystemType, translate, type TEnvelope, type TSecondFactorChallenge } from '@tmp/contracts';
import { getRuntimeConfig } from '../../../config/runtime-config.ts';
import { SUCCESS_TOAST_MS } from '../../../lib/api-client.ts';
import { useLoginStore } from '../../../lib/auth/login-store.ts';
import { getLanguage, toHeaderLang } from '../../../lib/i18n.ts';
import { notify } from '../../../lib/notify.ts';
import { loginWithCode, loginWithPassword } from '../api/login.ts';
import { loginWithSecondFactor } from '../api/second-factor.ts';
import { resetPassword, type TPasswordReset } from '../api/forgot-password.ts';
import {
  registerByEmail,
  registerByPhone,
  type TEmailRegistration,
  type TPhoneRegistration,
} from '../api/register.ts';
import { findLoginReason } from '../model/login-reason.ts';
import { toOutcome } from '../model/outcome.ts';
import { isTicketOver, readChallenge } from '../model/second-factor.ts';
import { landingAfterSignIn, loadSignedInUser, signIn } from '../model/session.ts';

/** 'secondFactor' asks HR for the authenticator's code; 'recoveryCodes' shows new ones once, after enrolment. */
export type TAccountView = 'login' | 'register' | 'forgot' | 'secondFactor' | 'recoveryCodes';

export interface TAccountDialogProps {
  open: boolean;
  onClose: () => void;
  /**
   * The last step of the post-login sequence before the redirect (spec §4): the shell checks the user's
   * assessments and answers true when it showed the evaluation invitation.
   */
  onSignedIn?: () => Promise<boolean>;
}

/** Each view's title and introduction, and the link under the form to the other view. */
const VIEW_TEXTS = {
  login: {
    title: 'dialog.login',
    intro: 'dialog.loginIntro',
    lead: 'actions.noAccount',
    action: 'actions.toRegister',
    to: 'register',
  },
  register: {
    title: 'dialog.register',
    intro: 'dialog.registerIntro',
    lead: 'actions.hasAccount',
    action: 'actions.toLogin',
    to: 'login',
  },
  forgot: {
    title: 'dialog.forgot',
    intro: 'dialog.forgotIntro',
    lead: undefined,
    action: 'actions.backToLogin',
    to: 'login',
  },
  secondFactor: {
    title: 'secondFactor.title',
    intro: 'secondFactor.intro',
    lead: undefined,
    action: 'actions.backToLogin',
    to: 'login',
  },
  recoveryCodes: {
    title: 'secondFactor.recoveryTitle',
    intro: 'secondFactor.recoveryIntro',
    lead: undefined,
    action: 'actions.backToLogin',
    to: 'login',
  },
} as const;

const DELIVERY_PATH = '/delivery';
const RESUME_PATH = '/resume';

/** State and actions of the login / registration / find-password dialog, the same on both devices. */
export const useAccountFlow = ({ open, onClose, onSignedIn }: TAccountDialogProps) => {
  const { t } = useTranslation('accounts');
  const navigate = useNavigate();
  const location = useLocation();
  const { systemType } = getRuntimeConfig();
  const isPhoneCustomer = systemType === SystemType.Phone;
  const [view, setView] = useState<TAccountView>('login');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [challenge, setChallenge] = useState<TSecondFactorChallenge>();
  const [recoveryCodes, setRecoveryCodes] = useState<string[]>();
  const openLogin = useLoginStore((s) => s.openLogin);

  // A login forced by the server replaces whatever the dialog showed (spec §4).
  useEffect(() => {
    if (openLogin) setView('login');
  }, [openLogin]);

  // Each opening starts on the login view without an old error.
  useEffect(() => {
    if (!open) {
      setView('login');
      setError(undefined);
      setChallenge(undefined);
      setRecoveryCodes(undefined);
    }
  }, [open]);

  // A protected link opened as a visitor says why it asks for a login (only on the login view).
  const reason = useLoginStore((s) => s.token) ? undefined : findLoginReason(location.search);

  const show = (next: TAccountView) => {
    setError(undefined);
    setView(next);
  };

  /** Spec §4: country ids → /delivery; forced login → reload; assessments → invitation; else redirect or /. */
  const afterSignIn = async (forced: boolean) => {
    const query = new URLSearchParams(location.search);
    const countryid = Number(query.get('countryid'));
    if (query.has('countryid') && getRuntimeConfig().countryid.includes(countryid)) {
      if (location.pathname === DELIVERY_PATH) window.location.reload();
      else navigate(`${DELIVERY_PATH}${location.search}`);
      return;
    }
    if (forced && location.pathname !== RESUME_PATH) {
      window.location.reload();
      return;
    }
    const invited = onSignedIn ? await onSignedIn().catch(() => false) : false;
    if (invited) return;
    navigate(landingAfterSignIn(query.get('redirect')));
  };

  const finish = async (forced: boolean) => {
    onClose();
    await loadSignedInUser();
    await afterSignIn(forced);
  };

  /** A refusal asking for a second factor moves to its step; one that ends the ticket goes back to login. */
  const refuse = (outcome: Parameters<typeof readChallenge>[0] & { ok: false }) => {
    const asked = readChallenge(outcome);
    if (asked) {
      setChallenge(asked);
      setView('secondFactor');
      return;
    }
    if (isTicketOver(outcome)) setView('login');
    setError(outcome.message);
  };

  const complete = async (
    call: Promise<TEnvelope<{ token: string; recoveryCodes?: string[] | undefined }>>,
  ): Promise<boolean> => {
    const forced = useLoginStore.getState().openLogin;
    const outcome = await signIn(call);
    if (!outcome.ok) {
      refuse(outcome);
      return false;
    }
    // A first sign-in that set up the authenticator shows its recovery codes once before going on.
    if (outcome.data.recoveryCodes?.length) {
      setRecoveryCodes(outcome.data.recoveryCodes);
      setView('recoveryCodes');
      return true;
    }
    await finish(forced);
    return true;
  };

  const run = async (task: () => Promise<boolean>): Promise<boolean> => {
    setBusy(true);
    setError(undefined);
    try {
      return await task();
    } finally {
      setBusy(false);
    }
  };

  /** A call whose success is followed by an automatic sign-in with the same (or the new) password. */
  const thenSignIn = async (
    call: Promise<TEnvelope<null>>,
    successKey: 'accounts.registerSuccess' | 'accounts.resetSuccess',
    account: string,
    password: string,
  ): Promise<boolean> => {
    const outcome = await toOutcome(call);
    if (!outcome.ok) {
      setError(outcome.message);
      return false;
    }
    notify.success(translate(successKey, toHeaderLang(getLanguage())), SUCCESS_TOAST_MS);
    return complete(loginWithPassword(account, password));
  };

  const texts = VIEW_TEXTS[view];
  return {
    view,
    reason: view === 'login' ? reason : undefined,
    show,
    title: t(texts.title),
    intro: t(texts.intro),
    /** No way back once signed in: the recovery codes step only goes on. */
    switcher:
      view === 'recoveryCodes'
        ? undefined
        : { lead: texts.lead && t(texts.lead), action: t(texts.action), to: texts.to },
    error,
    setError,
    clearError: () => setError(undefined),
    busy,
    isPhoneCustomer,
    loginByPassword: (values: { loginName: string; password: string }) =>
      run(() => complete(loginWithPassword(values.loginName, values.password))),
    loginByCode: (values: { phone: string; code: string }) =>
      run(() => complete(loginWithCode(values.phone, values.code))),
    challenge,
    recoveryCodes,
    passSecondFactor: (values: { code: string }) =>
      run(() => complete(loginWithSecondFactor(challenge?.ticket ?? '', values.code))),
    /** After the recovery codes were saved: the rest of the post-login sequence. */
    continueSignedIn: () => finish(useLoginStore.getState().openLogin),
    /** Closing while the new recovery codes show still continues the signed-in sequence. */
    close: () => (view === 'recoveryCodes' ? void finish(useLoginStore.getState().openLogin) : onClose()),
    registerPhone: (values: TPhoneRegistration) =>
      run(() =>
        thenSignIn(registerByPhone(values), 'accounts.registerSuccess', values.account, values.password),
      ),
    registerEmail: (values: TEmailRegistration) =>
      run(() =>
        thenSignIn(registerByEmail(values), 'accounts.registerSuccess', values.account, values.password),
      ),
    resetPassword: (values: TPasswordReset) =>
      run(() => thenSignIn(resetPassword(values), 'accounts.resetSuccess', values.account, values.password)),
  };
};

export type TAccountFlow = ReturnType<typeof useAccountFlow>;
