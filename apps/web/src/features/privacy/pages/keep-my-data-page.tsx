import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useLanguage } from '../../../lib/i18n.ts';
import { useKit } from '../../../lib/kit/kit.ts';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { useKeepMyData } from '../api/keep-my-data.ts';
import '../components/privacy.css';

/** /privacy/keep?token=: the link of a retention notice; no sign-in needed, works once. */
export const KeepMyDataPage = () => {
  const { t } = useTranslation('privacy');
  const language = useLanguage();
  const { Button, Result, device } = useKit();
  const token = useSearchParams()[0].get('token')?.trim() ?? '';
  const keep = useKeepMyData();
  const back = (
    <Link to={paths.position.getHref()} className="privacy-keep__browse">
      {t('done.back')}
    </Link>
  );
  const page = (content: React.ReactNode) => (
    <div className={`privacy-page privacy-page--${device}`}>
      <div className="privacy-page__inner">{content}</div>
    </div>
  );
  if (keep.isSuccess) {
    const day = new Date(keep.data.keptUntil).toLocaleDateString(language, { timeZone: 'Asia/Shanghai' });
    return page(
      <Result
        status="success"
        title={<h1 className="privacy-done__title">{t('keep.doneTitle')}</h1>}
        text={t('keep.doneText', { date: day })}
        action={back}
      />,
    );
  }
  if (!token || keep.isError) {
    return page(
      <Result
        status="warning"
        title={<h1 className="privacy-done__title">{t('keep.invalidTitle')}</h1>}
        text={keep.error?.message ?? t('keep.invalidText')}
        action={back}
      />,
    );
  }
  return page(
    <Result
      status="info"
      title={<h1 className="privacy-done__title">{t('keep.title')}</h1>}
      text={t('keep.text')}
      action={
        <Button kind="primary" block loading={keep.isPending} onClick={() => keep.mutate(token)}>
          {t('keep.button')}
        </Button>
      }
    />,
  );
};
