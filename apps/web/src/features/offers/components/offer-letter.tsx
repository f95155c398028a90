import { useEffect, useRef, type ReactNode } from 'react';
import CheckCircleFilled from '@ant-design/icons-svg/es/asn/CheckCircleFilled';
import ClockCircleFilled from '@ant-design/icons-svg/es/asn/ClockCircleFilled';
import CloseCircleFilled from '@ant-design/icons-svg/es/asn/CloseCircleFilled';
import HourglassOutlined from '@ant-design/icons-svg/es/asn/HourglassOutlined';
import MinusCircleFilled from '@ant-design/icons-svg/es/asn/MinusCircleFilled';
import { Icon } from '../../../components/ui/icon.tsx';
import { useTranslation } from '../../../lib/use-translation.tsx';
import type { TCandidateOffer } from '@tmp/contracts';
import { formatDateTime } from '../../../lib/format-date-time.ts';
import { formatMoney } from '../../../lib/format-position.ts';
import { useLanguage, type TLanguage } from '../../../lib/i18n.ts';
import type { TOfferState } from '../hooks/use-offer.ts';

interface TProps {
  offer: TCandidateOffer;
  state: TOfferState;
  /** The answer buttons, shown only while the offer waits for an answer. */
  actions?: ReactNode;
}

/** A yyyy-mm-dd date or an ISO timestamp as a long date: "December 1, 2026" / "2026年12月1日". */
const formatLongDate = (value: string, language: TLanguage): string => {
  const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00`) : new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(language, { year: 'numeric', month: 'long', day: 'numeric' }).format(date);
};

const Fact = ({ label, children }: { label: string; children: ReactNode }) => (
  <div className="offer-fact">
    <dt className="offer-fact__label">{label}</dt>
    <dd className="offer-fact__value">{children}</dd>
  </div>
);

const outcomeIcon: Record<TOfferState, ReactNode> = {
  pending: <Icon svg={HourglassOutlined} />,
  accepted: <Icon svg={CheckCircleFilled} />,
  rejected: <Icon svg={CloseCircleFilled} />,
  expired: <Icon svg={ClockCircleFilled} />,
  withdrawn: <Icon svg={MinusCircleFilled} />,
};

/** Once the candidate answers, the confirmation is brought into view (below the header) and focused. */
const useRevealOnAnswer = (state: TOfferState) => {
  const ref = useRef<HTMLElement>(null);
  const previous = useRef(state);
  useEffect(() => {
    if (previous.current === 'pending' && state !== 'pending') {
      ref.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
      ref.current?.focus({ preventScroll: true });
    }
    previous.current = state;
  }, [state]);
  return ref;
};

/** Where the offer stands, in words: shown above the letter once it can no longer be answered. */
export const OfferOutcome = ({ offer, state }: { offer: TCandidateOffer; state: TOfferState }) => {
  const { t } = useTranslation('offers');
  const language = useLanguage();
  const ref = useRevealOnAnswer(state);
  if (state === 'pending') return null;
  const when = offer.respondedAt ? formatDateTime(offer.respondedAt, language) : '';
  return (
    <section
      ref={ref}
      tabIndex={-1}
      className={`offer-outcome offer-outcome--${state}`}
      role="status"
      aria-live="polite"
    >
      <span className="offer-outcome__icon" aria-hidden="true">
        {outcomeIcon[state]}
      </span>
      <div>
        <h2 className="offer-outcome__title">{t(`outcome.${state}.title`)}</h2>
        <p className="offer-outcome__text">
          {t(`outcome.${state}.text`, { date: when, deadline: formatDateTime(offer.expiresAt, language) })}
        </p>
        {state === 'rejected' && offer.reason && (
          <p className="offer-outcome__reason">
            <strong>{t('outcome.rejected.reason')}</strong> {offer.reason}
          </p>
        )}
      </div>
    </section>
  );
};

/** The position, the pay, the start date and the place. */
const OfferFacts = ({ offer }: { offer: TCandidateOffer }) => {
  const { t } = useTranslation('offers');
  const language = useLanguage();
  const salary = formatMoney(offer.salary, offer.salaryCurrency, language);
  const period = t(offer.salaryPeriod === 'year' ? 'letter.perYear' : 'letter.perMonth');
  return (
    <dl className="offer-facts">
      <Fact label={t('letter.position')}>{offer.positionName}</Fact>
      <Fact label={t('letter.salary')}>
        <span className="offer-fact__salary">{salary}</span>{' '}
        <span className="offer-fact__period">{period}</span>
      </Fact>
      <Fact label={t('letter.startDate')}>{formatLongDate(offer.startDate, language)}</Fact>
      <Fact label={t('letter.location')}>{offer.location}</Fact>
    </dl>
  );
};

/** The offer laid out like a letter: who offers what, from when, where, and until when to answer. */
export const OfferLetter = ({ offer, state, actions }: TProps) => {
  const { t } = useTranslation('offers');
  const language = useLanguage();
  return (
    <article className="offer-letter" aria-labelledby="offer-letter-title">
      <header className="offer-letter__head">
        <p className="offer-letter__company">{offer.companyName}</p>
        <h1 id="offer-letter-title" className="offer-letter__title">
          {t('letter.title')}
        </h1>
        <span className={`offer-status offer-status--${state}`}>{t(`status.${state}`)}</span>
      </header>
      <div className="offer-letter__body">
        <p className="offer-letter__intro">
          {t('letter.intro', { company: offer.companyName, position: offer.positionName })}
        </p>
        <OfferFacts offer={offer} />
        {offer.notes && (
          <section className="offer-letter__notes">
            <h2 className="offer-letter__subtitle">{t('letter.notes')}</h2>
            <p>{offer.notes}</p>
          </section>
        )}
        {state === 'pending' && (
          <p className="offer-deadline">
            <Icon svg={ClockCircleFilled} aria-hidden="true" />{' '}
            {t('letter.deadline', { date: formatDateTime(offer.expiresAt, language) })}
          </p>
        )}
        {state === 'pending' && actions && <div className="offer-letter__actions">{actions}</div>}
        <p className="offer-letter__sign">{t('letter.signature', { company: offer.companyName })}</p>
      </div>
    </article>
  );
};
