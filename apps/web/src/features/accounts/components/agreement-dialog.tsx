import { useTranslation } from '../../../lib/use-translation.tsx';
import { useKit } from '../../../lib/kit/kit.ts';
import { getCustomerName } from '../../../config/runtime-config.ts';
import { useAgreementReading } from '../hooks/use-agreement-reading.ts';

interface TSection {
  title: string;
  text: string;
}

const Sections = ({ sections }: { sections: TSection[] }) =>
  sections.map((section) => (
    <section key={section.title} className="agreement-text__section">
      <h4>{section.title}</h4>
      <p>{section.text}</p>
    </section>
  ));

/** The user agreement and the privacy policy: the two sections of the agreement popup (spec §2). */
const AgreementText = () => {
  const { t, i18n } = useTranslation('accounts');
  const company = getCustomerName(i18n.language);
  const read = (key: string) => t(key, { returnObjects: true, company }) as unknown as TSection[];
  return (
    <div className="agreement-text">
      <p className="agreement-text__updated">{t('agreement.updated')}</p>
      <h3>{t('agreement.userAgreementTitle')}</h3>
      <Sections sections={read('agreement.userAgreement')} />
      <h3>{t('agreement.privacyTitle')}</h3>
      <Sections sections={read('agreement.privacy')} />
    </div>
  );
};

interface TProps {
  open: boolean;
  onClose: () => void;
  onAgree: () => void;
}

/**
 * The user agreement and privacy policy popup (spec §2): not closable by the overlay, closed by the
 * browser's back button, and agreeable only once read to within 15 px of its end.
 */
export const AgreementDialog = ({ open, onClose, onAgree }: TProps) => {
  const { t } = useTranslation('accounts');
  const { Dialog, Button } = useKit();
  const { read, agreeLabel, agree, onScroll, measure } = useAgreementReading(open, onClose, onAgree);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('agreement.title')}
      wide
      className="agreement-dialog"
      closeLabel={t('agreement.close')}
    >
      <div
        className="agreement-scroll"
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
      <Button kind="primary" block size="large" disabled={!read} onClick={agree} className="account-submit">
        {agreeLabel}
      </Button>
    </Dialog>
  );
};
