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
import { isTicketOver, readChallenge, toOutcome } from '../model/outcome.ts';
import { ensureUserInfo } from '../api/get-user-info.ts';
import { landingAfterSignIn, signIn } from '../model/session.ts';

/** 'secondFactor' asks HR for the authenticator's code; 'recoveryCodes' shows new ones once, after enrolment. */
type TAccountView = 'login' | 'register' | 'forgot' | 'secondFactor' | 'recoveryCodes';

export interface TAccountDialogProps {
  open: boolean;
  onClose: () => void;
  /**
   * The last step of the post-login sequence before the redirect (spec §4): the shell checks the user's
   * assessments and answers true when it showed the evaluation invitation.
   */
  onSignedIn?: () => Promise<boolean>;
}

/** Each view's title and introduction (text keys). */
const VIEW_TEXTS = {
  login: ['dialog.login', 'dialog.loginIntro'],
  register: ['dialog.register', 'dialog.registerIntro'],
  forgot: ['dialog.forgot', 'dialog.forgotIntro'],
  secondFactor: ['secondFactor.title', 'secondFactor.intro'],
  recoveryCodes: ['secondFactor.recoveryTitle', 'secondFactor.recoveryIntro'],
} as const;

const BACK_TO_LOGIN = { lead: undefined, action: 'actions.backToLogin', to: 'login' } as const;

/** The link under the form to the other view; none once signed in (the recovery codes step only goes on). */
const SWITCHERS = {
  login: { lead: 'actions.noAccount', action: 'actions.toRegister', to: 'register' },
  register: { lead: 'actions.hasAccount', action: 'actions.toLogin', to: 'login' },
  forgot: BACK_TO_LOGIN,
  secondFactor: BACK_TO_LOGIN,
  recoveryCodes: undefined,
} as const;

const DELIVERY_PATH = '/delivery';
const RESUME_PATH = '/resume';

/** Spec §4: country ids → /delivery; forced login → reload; assessments → invitation; else redirect or /. */
const useAfterSignIn = (onSignedIn: TAccountDialogProps['onSignedIn']) => {
  const navigate = useNavigate();
  const location = useLocation();
  return async (forced: boolean) => {
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
};

/** The view shown and what it holds; each opening starts on the login view without an old error. */
const useAccountSteps = (open: boolean) => {
  const [view, setView] = useState<TAccountView>('login');
  const [error, setError] = useState<string>();
  const [challenge, setChallenge] = useState<TSecondFactorChallenge>();
  const [recoveryCodes, setRecoveryCodes] = useState<string[]>();
  const openLogin = useLoginStore((s) => s.openLogin);

  // A login forced by the server replaces whatever the dialog showed (spec §4).
  useEffect(() => {
    if (openLogin) setView('login');
  }, [openLogin]);

  useEffect(() => {
    if (!open) {
      setView('login');
      setError(undefined);
      setChallenge(undefined);
      setRecoveryCodes(undefined);
    }
  }, [open]);

  return { view, setView, error, setError, challenge, setChallenge, recoveryCodes, setRecoveryCodes };
};

type TAccountSteps = ReturnType<typeof useAccountSteps>;

/** A refusal asking for a second factor moves to its step; one that ends the ticket goes back to login. */
const refuse = (steps: TAccountSteps, outcome: Parameters<typeof readChallenge>[0] & { ok: false }) => {
  const asked = readChallenge(outcome);
  if (asked) {
    steps.setChallenge(asked);
    steps.setView('secondFactor');
    return;
  }
  if (isTicketOver(outcome)) steps.setView('login');
  steps.setError(outcome.message);
};

/** Runs one call at a time of the dialog's, busy meanwhile, its old error cleared. */
const useBusy = (setError: (error?: string) => void) => {
  const [busy, setBusy] = useState(false);
  const run = async (task: () => Promise<boolean>): Promise<boolean> => {
    setBusy(true);
    setError(undefined);
    try {
      return await task();
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
};

type TSignInCall = Promise<TEnvelope<{ token: string; recoveryCodes?: string[] | undefined }>>;

/** The dialog's sign-in calls: busy while one runs, then the second factor, recovery codes or landing. */
const useSignIn = (steps: TAccountSteps, { onClose, onSignedIn }: TAccountDialogProps) => {
  const { busy, run } = useBusy(steps.setError);
  const afterSignIn = useAfterSignIn(onSignedIn);

  const finish = async (forced = useLoginStore.getState().openLogin) => {
    onClose();
    await ensureUserInfo();
    await afterSignIn(forced);
  };

  const complete = async (call: TSignInCall): Promise<boolean> => {
    const forced = useLoginStore.getState().openLogin;
    const outcome = await signIn(call);
    if (!outcome.ok) {
      refuse(steps, outcome);
      return false;
    }
    // A first sign-in that set up the authenticator shows its recovery codes once before going on.
    if (outcome.data.recoveryCodes?.length) {
      steps.setRecoveryCodes(outcome.data.recoveryCodes);
      steps.setView('recoveryCodes');
      return true;
    }
    await finish(forced);
    return true;
  };

  /** A call whose success is followed by an automatic sign-in with the same (or the new) password. */
  const thenSignIn = async (
    call: () => Promise<TEnvelope<null>>,
    successKey: 'accounts.registerSuccess' | 'accounts.resetSuccess',
    { account, password }: { account: string; password: string },
  ): Promise<boolean> => {
    const outcome = await toOutcome(call());
    if (!outcome.ok) {
      steps.setError(outcome.message);
      return false;
    }
    notify.success(translate(successKey, toHeaderLang(getLanguage())), SUCCESS_TOAST_MS);
    return complete(loginWithPassword(account, password));
  };

  return {
    busy,
    finish,
    signIn: (call: () => TSignInCall) => run(() => complete(call())),
    thenSignIn: (...args: Parameters<typeof thenSignIn>) => run(() => thenSignIn(...args)),
  };
};

/** State and actions of the login / registration / find-password dialog, the same on both devices. */
export const useAccountFlow = (props: TAccountDialogProps) => {
  const { t } = useTranslation('accounts');
  const location = useLocation();
  const isPhoneCustomer = getRuntimeConfig().systemType === SystemType.Phone;
  const steps = useAccountSteps(props.open);
  const { view, setError, challenge } = steps;
  const calls = useSignIn(steps, props);

  // A protected link opened as a visitor says why it asks for a login (only on the login view).
  const reason = useLoginStore((s) => s.token) ? undefined : findLoginReason(location.search);

  const [title, intro] = VIEW_TEXTS[view];
  const link = SWITCHERS[view];
  return {
    view,
    reason: view === 'login' ? reason : undefined,
    show: (next: TAccountView) => {
      setError(undefined);
      steps.setView(next);
    },
    title: t(title),
    intro: t(intro),
    switcher: link && { lead: link.lead && t(link.lead), action: t(link.action), to: link.to },
    error: steps.error,
    setError,
    busy: calls.busy,
    isPhoneCustomer,
    loginByPassword: (values: { loginName: string; password: string }) =>
      calls.signIn(() => loginWithPassword(values.loginName, values.password)),
    loginByCode: (values: { phone: string; code: string }) =>
      calls.signIn(() => loginWithCode(values.phone, values.code)),
    recoveryCodes: steps.recoveryCodes,
    passSecondFactor: (values: { code: string }) =>
      calls.signIn(() => loginWithSecondFactor(challenge?.ticket ?? '', values.code)),
    /** After the recovery codes were saved: the rest of the post-login sequence. */
    continueSignedIn: () => calls.finish(),
    /** Closing while the new recovery codes show still continues the signed-in sequence. */
    close: () => (view === 'recoveryCodes' ? void calls.finish() : props.onClose()),
    registerPhone: (values: TPhoneRegistration) =>
      calls.thenSignIn(() => registerByPhone(values), 'accounts.registerSuccess', values),
    registerEmail: (values: TEmailRegistration) =>
      calls.thenSignIn(() => registerByEmail(values), 'accounts.registerSuccess', values),
    resetPassword: (values: TPasswordReset) =>
      calls.thenSignIn(() => resetPassword(values), 'accounts.resetSuccess', values),
  };
};

export type TAccountFlow = ReturnType<typeof useAccountFlow>;
