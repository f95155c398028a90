import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useKit } from '../../../lib/kit/kit.ts';
import { useTranslation } from '../../../lib/use-translation.tsx';

/** What deleting one's account ends on: it is gone, the session with it, and the jobs are still there. */
export const AccountDeletedResult = () => {
  const { t } = useTranslation('privacy');
  const { Button, Result } = useKit();
  const navigate = useNavigate();
  return (
    <Result
      status="success"
      title={<h1 className="privacy-done__title">{t('done.title')}</h1>}
      text={t('done.text')}
      action={
        <Button kind="primary" block onClick={() => void navigate(paths.position.getHref())}>
          {t('done.back')}
        </Button>
      }
    />
  );
};
