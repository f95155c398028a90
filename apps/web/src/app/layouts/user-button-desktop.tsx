import { Button, type ButtonProps } from 'antd';
import { DownOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from '../../lib/use-translation.tsx';
import { useShellMenu } from './use-shell-menu.ts';

/** The header's button of the signed-in user: the greeting and the menu's caret. */
export const UserButton = ({ className, ...props }: ButtonProps) => {
  const { t } = useTranslation();
  const { displayName } = useShellMenu();
  return (
    <Button
      type="text"
      {...props}
      className={className ? `${className} site-header__user` : 'site-header__user'}
    >
      <UserOutlined />
      {t('nav.greeting', { name: displayName || '…' })}
      <DownOutlined className="site-header__caret" />
    </Button>
  );
};
