import { useNavigate } from 'react-router';
import { useTranslation } from '../../lib/use-translation.tsx';
import { getRuntimeConfig } from '../../config/runtime-config.ts';
import { paths } from '../../config/paths.ts';
import { useLoginStore } from '../../lib/auth/login-store.ts';
import { consoleHomeFor } from '../../config/hr-paths.ts';
import { logout } from '../../features/accounts/api/logout.ts';
import { useUnreadMessages } from '../../features/conversations/hooks/use-unread-messages.ts';
import { queryClient } from '../../lib/query-client.ts';

/** Customer 1 is the main variant, the only one with a resume menu entry (spec §1). */
const MAIN_CUSTOMER_ID = 1;

/** The user's menu (spec §2): shared by the desktop hover menu and the mobile drawer. */
export const useShellMenu = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const token = useLoginStore((s) => s.token);
  const userinfo = useLoginStore((s) => s.userinfo);
  const isHrMember = useLoginStore((s) => s.isHrMember);
  const roles = useLoginStore((s) => s.roles);
  const { customerid } = getRuntimeConfig();
  const unread = useUnreadMessages();

  const entries = [
    ...(customerid === MAIN_CUSTOMER_ID
      ? [{ key: 'resume', label: t('nav.myResume'), to: paths.resume.getHref() }]
      : []),
    { key: 'apply', label: t('nav.applyList'), to: paths.apply.getHref() },
    {
      key: 'messages',
      label: unread > 0 ? t('conversations:menuUnread', { count: unread }) : t('conversations:menu'),
      to: paths.apply.getHref(),
    },
    { key: 'recommend', label: t('nav.recommendList'), to: paths.recommend.getHref() },
    { key: 'interview', label: t('nav.interviews'), to: paths.interview.getHref() },
    { key: 'evaluation', label: t('nav.assessmentCenter'), to: paths.evaluation.getHref() },
    { key: 'saved', label: t('nav.savedJobs'), to: paths.saved.getHref() },
    { key: 'alerts', label: t('nav.myAlerts'), to: paths.alerts.getHref() },
    { key: 'privacy', label: t('nav.privacy'), to: paths.privacy.getHref() },
    ...(isHrMember ? [{ key: 'hr', label: t('hr:menu'), to: consoleHomeFor(roles) }] : []),
  ];

  /**
   * Leaves for the home page while the session still holds, then ends it: ending it first would replace
   * the router on the private page, whose guard then remembers it as the next sign-in's destination. A
   * page that holds the navigation (unsaved changes) keeps the user signed in until they choose.
   */
  const signOut = async () => {
    const from = window.location.pathname;
    await navigate(paths.root.getHref());
    if (window.location.pathname === from && from !== paths.position.path) return;
    await logout();
    // The next person on this device must not see the previous user's cached pages.
    queryClient.removeQueries({ type: 'inactive' });
    void queryClient.invalidateQueries();
  };

  return {
    isLoggedIn: !!token,
    // The greeting name (spec §2): the Chinese name, else the login name.
    displayName: userinfo ? userinfo.chinesename?.trim() || userinfo.loginname : '',
    entries,
    signOut,
  };
};
