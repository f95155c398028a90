import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { useKit } from '../../../lib/kit/kit.ts';
import { useAccessLog, useConsents } from '../hooks/use-privacy-records.ts';

/** One part of the privacy page under its heading (which names it), with its lead text. */
export const PrivacySection = (props: {
  id: string;
  title: string;
  text?: ReactNode;
  danger?: boolean;
  children: ReactNode;
}) => (
  <section
    className={`privacy-section${props.danger ? ' privacy-section--danger' : ''}`}
    aria-labelledby={props.id}
  >
    <h2 id={props.id} className="privacy-section__title">
      {props.title}
    </h2>
    {props.text && <p className="privacy-section__text">{props.text}</p>}
    {props.children}
  </section>
);

/** "Who has seen your data": each HR member's read or change of it, newest first, more on demand. */
export const AccessLogSection = () => {
  const { t } = useTranslation('privacy');
  const { Button, Notice, Skeleton } = useKit();
  const log = useAccessLog();
  return (
    <PrivacySection id="privacy-access" title={t('access.title')} text={t('access.text')}>
      {log.loading && <Skeleton rows={2} title={false} />}
      {log.failed && <Notice tone="error">{t('access.failed')}</Notice>}
      {!log.loading && !log.failed && log.entries.length === 0 && (
        <p className="privacy-records__empty">{t('access.empty')}</p>
      )}
      {log.entries.length > 0 && (
        <ul className="privacy-records" aria-label={t('access.title')}>
          {log.entries.map((entry) => (
            <li key={entry.key} className="privacy-record">
              <span className="privacy-record__main">{entry.what}</span>
              <span className="privacy-record__meta">
                {t('access.by', { who: entry.who, role: entry.role })}
              </span>
              <time className="privacy-record__meta">{entry.when}</time>
            </li>
          ))}
        </ul>
      )}
      {log.more && (
        <Button outline block loading={log.more.loading} onClick={log.more.load}>
          {t('access.more', { shown: log.entries.length, total: log.total })}
        </Button>
      )}
    </PrivacySection>
  );
};

/** Each purpose's consent with its policy version and time, and a switch to give or withdraw it. */
export const ConsentsSection = () => {
  const { t } = useTranslation('privacy');
  const { Notice, Skeleton, Switch } = useKit();
  const consents = useConsents();
  return (
    <PrivacySection
      id="privacy-consents"
      title={t('consents.title')}
      text={t('consents.text', { version: consents.policyVersion ?? '' })}
    >
      {consents.loading && <Skeleton rows={3} title={false} />}
      {consents.failed && <Notice tone="error">{t('consents.failed')}</Notice>}
      <ul className="privacy-records">
        {consents.items.map((item) => (
          <li key={item.purpose} className="privacy-consent">
            <div className="privacy-consent__text">
              <span className="privacy-record__main" id={`consent-${item.purpose}`}>
                {t(`consents.purposes.${item.purpose}.title`)}
              </span>
              <span className="privacy-record__meta">{t(`consents.purposes.${item.purpose}.text`)}</span>
              <span className="privacy-record__meta">{item.state}</span>
              {item.warning && (
                <Notice tone="warning" className="privacy-consent__warning">
                  {item.warning}
                </Notice>
              )}
            </div>
            <Switch
              aria-label={t(`consents.purposes.${item.purpose}.title`)}
              checked={item.granted}
              disabled={consents.saving !== undefined}
              loading={consents.saving?.[item.purpose] !== undefined}
              onChange={(granted) => consents.change(item.purpose, granted)}
            />
          </li>
        ))}
      </ul>
    </PrivacySection>
  );
};
