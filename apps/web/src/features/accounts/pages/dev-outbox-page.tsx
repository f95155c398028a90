import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../../lib/use-translation.tsx';
import dayjs from 'dayjs';
import { Icon } from '../../../components/ui/icon.tsx';
import MailOutlined from '@ant-design/icons-svg/es/asn/MailOutlined';
import MessageOutlined from '@ant-design/icons-svg/es/asn/MessageOutlined';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useOutbox, type TOutboxMessage } from '../api/get-outbox.ts';
import '../components/accounts.css';
import './dev-outbox-page.css';

/** Highlights the code inside a message's text. */
const MessageText = ({ text, code }: { text: string; code: string | null }) => {
  const at = code ? text.indexOf(code) : -1;
  if (!code || at < 0) return <>{text}</>;
  return (
    <>
      {text.slice(0, at)}
      <mark className="outbox-code">{code}</mark>
      {text.slice(at + code.length)}
    </>
  );
};

/** One message sent: its channel and time, its code, and its text with the code marked. */
const OutboxMessage = ({ message }: { message: TOutboxMessage }) => {
  const { t } = useTranslation('accounts');
  const isEmail = message.channel === 'email';
  return (
    <li className="outbox-item">
      <div className="outbox-item__meta">
        <span className="outbox-item__channel">
          <Icon svg={isEmail ? MailOutlined : MessageOutlined} />
          {t(`outbox.channels.${isEmail ? 'email' : 'sms'}`)}
        </span>
        <time dateTime={message.createdAt}>{dayjs(message.createdAt).format('YYYY-MM-DD HH:mm:ss')}</time>
      </div>
      {message.code && (
        <div className="outbox-item__code">
          <span>{t('outbox.code')}</span>
          <strong data-testid="outbox-code">{message.code}</strong>
        </div>
      )}
      <p className="outbox-item__text">
        <MessageText text={message.text} code={message.code} />
      </p>
    </li>
  );
};

/** The account whose messages to show, kept in the address. */
const AccountForm = ({ account, onShow }: { account: string; onShow: (account: string) => void }) => {
  const { t } = useTranslation('accounts');
  const [draft, setDraft] = useState(account);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onShow(draft.trim());
  };
  return (
    <form className="outbox-form" onSubmit={submit}>
      <label className="outbox-form__label" htmlFor="outbox-account">
        {t('outbox.account')}
      </label>
      <div className="outbox-form__row">
        <input
          id="outbox-account"
          className="outbox-form__input"
          value={draft}
          maxLength={254}
          autoComplete="off"
          placeholder={t('outbox.accountPlaceholder')}
          onChange={(e) => setDraft(e.target.value)}
        />
        <button type="submit" className="ui-button ui-button--primary outbox-form__submit">
          {t('outbox.show')}
        </button>
      </div>
    </form>
  );
};

/**
 * /dev/outbox (only with config.devOutbox): the demo sends no real SMS or email, so a person trying it
 * reads the codes here, newest first (decisions §4).
 */
export const DevOutboxPage = () => {
  const { t } = useTranslation('accounts');
  const [params, setParams] = useSearchParams();
  const account = (params.get('account') ?? '').trim();
  const outbox = useOutbox(account);
  return (
    <div className="site-container outbox-page">
      <header className="outbox-page__head">
        <h1>{t('outbox.title')}</h1>
        <p>{t('outbox.intro')}</p>
      </header>
      <AccountForm
        account={account}
        onShow={(next) => setParams(next ? { account: next } : {}, { replace: true })}
      />
      <section className="outbox-list" aria-live="polite">
        {!account ? (
          <p className="outbox-list__empty">{t('outbox.prompt')}</p>
        ) : outbox.isPending ? (
          <Spinner />
        ) : outbox.isError ? (
          <p className="outbox-list__empty">{outbox.error.message}</p>
        ) : outbox.data.length === 0 ? (
          <p className="outbox-list__empty">{t('outbox.empty')}</p>
        ) : (
          <>
            <p className="outbox-list__hint">{t('outbox.autoRefresh')}</p>
            <ul>
              {outbox.data.map((message) => (
                <OutboxMessage key={`${message.createdAt}-${message.text}`} message={message} />
              ))}
            </ul>
          </>
        )}
      </section>
    </div>
  );
};
