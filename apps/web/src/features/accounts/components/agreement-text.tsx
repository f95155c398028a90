import { useTranslation } from 'react-i18next';
import { getCustomerName } from '../../../config/runtime-config.ts';

interface TSection {
  title: string;
  text: string;
}

const Sections = ({ sections }: { sections: TSection[] }) => (
  <>
    {sections.map((section) => (
      <section key={section.title} className="agreement-text__section">
        <h4>{section.title}</h4>
        <p>{section.text}</p>
      </section>
    ))}
  </>
);

/** The user agreement and the privacy policy: the two sections of the agreement popup (spec §2). */
export const AgreementText = () => {
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
