import { Icon } from '../../../components/ui/icon.tsx';
import InfoCircleOutlined from '@ant-design/icons-svg/es/asn/InfoCircleOutlined';
import { useTranslation } from '../../../lib/use-translation.tsx';
import type { TAccountFlow } from '../hooks/use-account-flow.ts';

/** The dialog's first line, and above it why a protected link asked for a login (both devices). */
export const AccountIntro = ({ flow }: { flow: TAccountFlow }) => {
  const { t } = useTranslation('accounts');
  return (
    <>
      {flow.reason && (
        <p className="account-dialog__reason" role="status">
          <Icon svg={InfoCircleOutlined} aria-hidden />
          <span>{t(`reason.${flow.reason}`)}</span>
        </p>
      )}
      <p className="account-dialog__intro">{flow.intro}</p>
    </>
  );
};
