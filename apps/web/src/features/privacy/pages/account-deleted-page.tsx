import { useKit } from '../../../lib/kit/kit.ts';
import { AccountDeletedResult } from '../components/account-deleted.tsx';
import '../components/privacy.css';

/** /privacy/deleted: public, since the account and its session are gone. */
export const AccountDeletedPage = () => {
  const { device } = useKit();
  return (
    <div className={`privacy-page privacy-page--${device}`}>
      <AccountDeletedResult />
    </div>
  );
};
