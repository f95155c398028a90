import { List, Popup } from 'antd-mobile';
import { GlobalOutlined, LoginOutlined, LogoutOutlined, SearchOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../lib/use-translation.tsx';
import { paths } from '../../config/paths.ts';
import { useLanguageSwitch } from './use-language-switch.ts';
import { useShellMenu } from './use-shell-menu.ts';

interface TDrawerProps {
  open: boolean;
  onClose: () => void;
  onLogin: () => void;
}

/** The top drawer: jobs and language for everyone, then the user's menu or Login (spec §2). */
export const MenuDrawer = ({ open, onClose, onLogin }: TDrawerProps) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { isLoggedIn, displayName, entries, signOut } = useShellMenu();
  const language = useLanguageSwitch(false);
  const go = (to: string) => {
    onClose();
    navigate(to);
  };
  return (
    <Popup visible={open} onMaskClick={onClose} onClose={onClose} position="top" className="mobile-drawer">
      {isLoggedIn && (
        <div className="mobile-drawer__greeting">{t('nav.greeting', { name: displayName || '…' })}</div>
      )}
      <List>
        <List.Item prefix={<SearchOutlined />} onClick={() => go(paths.position.getHref())}>
          {t('nav.jobs')}
        </List.Item>
        <List.Item
          prefix={<GlobalOutlined />}
          onClick={() => {
            onClose();
            void language.switchLanguage();
          }}
        >
          {language.label}
        </List.Item>
        {isLoggedIn &&
          entries.map((entry) => (
            <List.Item key={entry.key} onClick={() => go(entry.to)}>
              {entry.label}
            </List.Item>
          ))}
        <List.Item
          prefix={isLoggedIn ? <LogoutOutlined /> : <LoginOutlined />}
          onClick={() => (onClose(), isLoggedIn ? void signOut() : onLogin())}
        >
          {t(isLoggedIn ? 'nav.logout' : 'nav.login')}
        </List.Item>
      </List>
    </Popup>
  );
};
