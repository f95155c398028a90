import { useState } from 'react';
import { Dropdown, type MenuProps } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../lib/use-translation.tsx';
import { UserButton } from './user-button-desktop.tsx';
import { useShellMenu } from './use-shell-menu.ts';

/**
 * The signed-in user's menu (antd's Dropdown with its Menu): loaded by the header once there is a user, so
 * an anonymous visit does without it. `initiallyOpen`: the visitor reached for the button before this code
 * had arrived.
 */
export const UserMenu = ({ initiallyOpen = false }: { initiallyOpen?: boolean }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { entries, signOut } = useShellMenu();
  const [open, setOpen] = useState(initiallyOpen);
  const items: MenuProps['items'] = [
    ...entries.map((e) => ({ key: e.key, label: e.label, onClick: () => navigate(e.to) })),
    { type: 'divider' as const },
    { key: 'logout', label: t('nav.logout'), onClick: () => void signOut() },
  ];
  // The pointer opens it, and a click (or Enter) on the button opens it too, never closes it: with antd's
  // click trigger, a person who clicks the button their pointer has just opened the menu from closes it.
  return (
    <Dropdown menu={{ items }} placement="bottomRight" trigger={['hover']} open={open} onOpenChange={setOpen}>
      <UserButton onClick={() => setOpen(true)} />
    </Dropdown>
  );
};
