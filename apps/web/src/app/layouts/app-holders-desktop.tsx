import { useEffect } from 'react';
import type { useAppProps } from 'antd/es/app/context';
import useMessage from 'antd/es/message/useMessage';
import useModal from 'antd/es/modal/useModal';
import useNotification from 'antd/es/notification/useNotification';

/**
 * Notices open below the sticky header (64 px, global.css), never over its language switch and user menu.
 */
export const BELOW_HEADER = 64 + 12;

/**
 * What antd's `App` mounts for its message, notification and modal hooks (`app-desktop.tsx` loads it with
 * the first toast or dialog a page asks for), handing the hooks' APIs over once mounted.
 */
export const AppHolders = ({ onReady }: { onReady: (api: useAppProps) => void }) => {
  const [message, messageHolder] = useMessage({ top: BELOW_HEADER });
  const [notification, notificationHolder] = useNotification({ top: BELOW_HEADER });
  const [modal, modalHolder] = useModal();
  useEffect(() => onReady({ message, notification, modal }), [onReady, message, notification, modal]);
  return (
    <>
      {modalHolder}
      {messageHolder}
      {notificationHolder}
    </>
  );
};
