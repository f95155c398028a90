import { Suspense, useState, type ReactNode } from 'react';
import { create } from 'zustand';
import { findLoginReason } from '../../features/accounts/model/login-reason.ts';
import { useLoginStore } from '../../lib/auth/login-store.ts';
import { deviceSplit } from '../../lib/device-split.tsx';
import { loadKit } from '../../lib/kit/kit.ts';
import { preloadable } from '../../lib/preloadable.tsx';
import { useAfterHydration } from '../../lib/use-after-hydration.ts';
import { useTranslation } from '../../lib/use-translation.tsx';
import type { TDevice } from '../../lib/device.ts';
import { Link, useLocation, useOutlet } from 'react-router';
import { getCustomerName, getRuntimeConfig } from '../../config/runtime-config.ts';
import { paths } from '../../config/paths.ts';

// The sign-in dialog and the assessment invitation are not part of any page's first paint: their code
// (forms, validation rules, the assessments feature) loads when they are first needed.
// The dialog is written once and drawn by the device's kit, which loads with it.
const loginDialog = () =>
  import('../../features/accounts/components/login-dialog.tsx').then((m) => m.LoginDialog);
const signIn = deviceSplit(
  { desktop: loginDialog, mobile: loginDialog },
  { alsoNeeds: loadKit, fallback: null },
);
const invitation = preloadable(() =>
  import('../../features/assessments/components/evaluation-invitation.tsx').then(
    (m) => m.EvaluationInvitation,
  ),
);

/**
 * Whether the invitation was asked for since the page loaded. Outside the components: signing in changes
 * the user's roles, which rebuilds the router and remounts the shell.
 */
const useInvitationAsked = create<{ asked: boolean }>()(() => ({ asked: false }));

/** After sign-in: whether assessments wait for the candidate (the invitation then opens by itself). */
const checkInvitation = async (): Promise<boolean> => {
  useInvitationAsked.setState({ asked: true });
  const { fetchInvitation } = await import('../../features/assessments/api/get-invitation.ts');
  return fetchInvitation();
};

// The agreement asked again under a new privacy policy: loaded for a candidate who has not answered it.
const consentReask = preloadable(() => import('./consent-reask.tsx').then((m) => m.ConsentReask));

/** After sign-in, first: a candidate who has not answered the current privacy policy reads it again. */
const askConsents = async (): Promise<void> => {
  if (!useLoginStore.getState().userinfo?.consentRequired) return;
  const [{ askConsentsAgain }] = await Promise.all([
    import('../../features/privacy/hooks/use-consent-reask.ts'),
    consentReask.preload(),
  ]);
  await askConsentsAgain();
};

/** Starts loading the sign-in dialog and the desktop's kit, e.g. when the pointer reaches the Log In button. */
export const preloadSignIn = (): void => void signIn.preload('desktop').catch(() => undefined);

/**
 * A visitor sent to the job list from a protected link (its `redirect` target) gets the login dialog at
 * once; closing it leaves them on the list until they follow another protected link.
 */
const useLoginPrompt = () => {
  const { search } = useLocation();
  const hasToken = useLoginStore((s) => !!s.token);
  const [dismissed, setDismissed] = useState<string>();
  const isPrompted = !hasToken && dismissed !== search && !!findLoginReason(search);
  return { isPrompted, dismiss: () => setDismissed(search) };
};

/** The login dialog (opened by the shell or by a refused token) and the invitation shown after it. */
const ShellOverlays = ({ signInOpen, onSignInClose }: { signInOpen: boolean; onSignInClose: () => void }) => {
  const openLogin = useLoginStore((s) => s.openLogin);
  const setOpenLogin = useLoginStore((s) => s.setOpenLogin);
  const asked = useInvitationAsked((s) => s.asked);
  const [inviteOpen, setInviteOpen] = useState(false);
  const prompt = useLoginPrompt();
  const open = signInOpen || openLogin || prompt.isPrompted;
  // Once opened the dialog stays mounted, so closing it keeps its animation.
  const [used, setUsed] = useState(open);
  if (open && !used) setUsed(true);
  // Never in the server's HTML: a sign-in form there would be sent by the browser itself before the app has
  // started (to the page's own address, losing the `redirect` the prompt is for); the prompt opens once the
  // app has the page.
  const afterHydration = useAfterHydration();
  const Invitation = invitation.Component;
  const ConsentReask = consentReask.Component;
  const consentRequired = useLoginStore((s) => !!s.userinfo?.consentRequired);
  return (
    <>
      {used && afterHydration && (
        <signIn.Component
          open={open}
          onClose={() => {
            prompt.dismiss();
            onSignInClose();
            setOpenLogin(false);
          }}
          onSignedIn={async () => {
            await askConsents().catch(() => undefined);
            const invited = await checkInvitation();
            setInviteOpen(invited);
            return invited;
          }}
        />
      )}
      {consentRequired && (
        <Suspense fallback={null}>
          <ConsentReask />
        </Suspense>
      )}
      {asked && (
        <Suspense fallback={null}>
          <Invitation open={inviteOpen} onClose={() => setInviteOpen(false)} />
        </Suspense>
      )}
    </>
  );
};

/**
 * A shell's frame: its header (given the Log In action), the page, the footer, and the dialogs over them.
 * While the router loads the first page's code and data the shell renders alone (the root route's
 * HydrateFallback), and the page's place shows a skeleton instead of nothing: the visitor sees where they are at
 * once instead of a blank screen.
 */
export const ShellFrame = ({
  device,
  header,
}: {
  device: TDevice;
  header: (onLogin: () => void) => ReactNode;
}) => {
  const { t, i18n } = useTranslation();
  const outlet = useOutlet();
  const name = getCustomerName(i18n.language);
  const [signInOpen, setSignInOpen] = useState(false);
  return (
    <>
      <div className={`site-shell site-shell--${device}`}>
        {header(() => setSignInOpen(true))}
        <main className="site-main">
          {outlet ?? (
            <div
              className="site-container page-skeleton"
              role="status"
              aria-busy="true"
              aria-label={t('pageLoading')}
            >
              <span className="page-skeleton__line page-skeleton__line--title" />
              <span className="page-skeleton__line" />
              <span className="page-skeleton__line page-skeleton__line--short" />
              <span className="page-skeleton__block" />
            </div>
          )}
        </main>
        <footer className="site-footer">
          <div className="site-container site-footer__inner">
            <span>{t('footer.rights', { year: new Date().getFullYear(), name })}</span>
            {getRuntimeConfig().devOutbox && (
              <Link className="site-footer__dev" to={paths.devOutbox.getHref()}>
                {t('footer.devOutbox')}
              </Link>
            )}
          </div>
        </footer>
      </div>
      <ShellOverlays signInOpen={signInOpen} onSignInClose={() => setSignInOpen(false)} />
    </>
  );
};
