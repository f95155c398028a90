import type { UIEvent } from 'react';
import { useTranslation } from '../../../lib/use-translation.tsx';
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

interface TAgreementScrollProps {
  className: string;
  onScroll: (event: UIEvent<HTMLElement>) => void;
  /** Checks on mount whether the text is short enough to count as read already. */
  measure: (el: HTMLElement | null) => void;
}

/** The agreement in its scrolled box, whose end the reader has to reach before agreeing. */
export const AgreementScroll = ({ className, onScroll, measure }: TAgreementScrollProps) => {
  const { t } = useTranslation('accounts');
  return (
    <div
      className={className}
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
  );
};
