import { Button, Popup } from 'antd-mobile';
import { CloseOutlined } from '@ant-design/icons';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { useAgreementReading } from '../hooks/use-agreement-reading.ts';
import { AgreementScroll } from './agreement-text.tsx';

interface TProps {
  open: boolean;
  onClose: () => void;
  onAgree: () => void;
}

/** The agreement popup on phones: a bottom sheet with the same reading rule as on desktop. */
export const AgreementPopupMobile = ({ open, onClose, onAgree }: TProps) => {
  const { t } = useTranslation('accounts');
  const reading = useAgreementReading({ open, onClose, onAgree });

  return (
    <Popup
      visible={open}
      position="bottom"
      closeOnMaskClick={false}
      onClose={onClose}
      className="agreement-popup"
      bodyClassName="agreement-popup__body"
    >
      <div className="sheet-head" role="dialog" aria-label={t('agreement.title')}>
        <h2 className="sheet-head__title">{t('agreement.title')}</h2>
        <button
          type="button"
          className="sheet-head__close"
          aria-label={t('agreement.close')}
          onClick={onClose}
        >
          <CloseOutlined />
        </button>
      </div>
      <AgreementScroll className="agreement-scroll agreement-scroll--mobile" {...reading.scroll} />
      <div className="agreement-popup__footer">
        <Button block color="primary" size="large" disabled={!reading.read} onClick={reading.agree}>
          {reading.agreeLabel}
        </Button>
      </div>
    </Popup>
  );
};
