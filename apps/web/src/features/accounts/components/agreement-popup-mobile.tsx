import { useEffect } from 'react';
import { Button, Popup } from 'antd-mobile';
import { CloseOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useCloseOnBack } from '../hooks/use-agreement-history.ts';
import { useReadToEnd } from '../hooks/use-read-to-end.ts';
import { AgreementText } from './agreement-text.tsx';

interface TProps {
  open: boolean;
  onClose: () => void;
  onAgree: () => void;
}

/** The agreement popup on phones: a bottom sheet with the same reading rule as on desktop. */
export const AgreementPopupMobile = ({ open, onClose, onAgree }: TProps) => {
  const { t } = useTranslation('accounts');
  const { read, onScroll, measure, reset } = useReadToEnd();
  useCloseOnBack(open, onClose);
  useEffect(() => {
    if (open) reset();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

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
      <div
        className="agreement-scroll agreement-scroll--mobile"
        data-testid="agreement-scroll"
        onScroll={onScroll}
        ref={measure}
        // Focusable so that a keyboard can scroll the policy to its end.
        tabIndex={0}
        role="region"
        aria-label={t('agreement.title')}
      >
        <AgreementText />
      </div>
      <div className="agreement-popup__footer">
        <Button
          block
          color="primary"
          size="large"
          disabled={!read}
          onClick={() => {
            onAgree();
            onClose();
          }}
        >
          {read ? t('agreement.agree') : t('agreement.scrollHint')}
        </Button>
      </div>
    </Popup>
  );
};
