import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useLanguage } from '../../../lib/i18n.ts';
import { useKit } from '../../../lib/kit/kit.ts';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { useKeepMyData } from '../api/my-data.ts';
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
  const result = keep.isSuccess
    ? {
        status: 'success' as const,
        title: t('keep.doneTitle'),
        text: t('keep.doneText', {
          date: new Date(keep.data.keptUntil).toLocaleDateString(language, { timeZone: 'Asia/Shanghai' }),
        }),
        action: back,
      }
    : !token || keep.isError
      ? {
          status: 'warning' as const,
          title: t('keep.invalidTitle'),
          text: keep.error?.message ?? t('keep.invalidText'),
          action: back,
        }
      : {
          status: 'info' as const,
          title: t('keep.title'),
          text: t('keep.text'),
          action: (
            <Button kind="primary" block loading={keep.isPending} onClick={() => keep.mutate(token)}>
              {t('keep.button')}
            </Button>
          ),
        };
  return (
    <div className={`privacy-page privacy-page--${device}`}>
      <div className="privacy-page__inner">
        <Result {...result} title={<h1 className="privacy-done__title">{result.title}</h1>} />
      </div>
    </div>
  );
};
