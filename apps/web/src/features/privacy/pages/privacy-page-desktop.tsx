import { Button, Checkbox, Form, Input, Modal, Result } from 'antd';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { DeleteConsequences } from '../components/held-data.tsx';
import { PrivacySections } from '../components/privacy-sections.tsx';
import { usePrivacyActions, type TDeleteForm } from '../hooks/use-privacy-actions.ts';
import '../components/privacy.css';

const errorOf = (message: string | undefined) =>
  message ? { validateStatus: 'error' as const, help: message } : {};

const DeleteDialog = ({ form }: { form: TDeleteForm }) => {
  const { t } = useTranslation('privacy');
  return (
    <Modal
      open={form.open}
      title={t('delete.dialogTitle')}
      okText={t('delete.submit')}
      cancelText={t('delete.cancel')}
      okButtonProps={{ danger: true, loading: form.pending }}
      onOk={form.submit}
      onCancel={form.close}
      destroyOnHidden
    >
      <DeleteConsequences />
      <Form layout="vertical" requiredMark={false}>
        <Form.Item label={t('delete.password')} htmlFor="privacy-password" {...errorOf(form.errors.password)}>
          <Input.Password
            id="privacy-password"
            autoComplete="current-password"
            maxLength={64}
            value={form.password}
            onChange={(e) => form.setPassword(e.target.value)}
          />
        </Form.Item>
        <Form.Item {...errorOf(form.errors.confirm)}>
          <Checkbox checked={form.confirmed} onChange={(e) => form.setConfirmed(e.target.checked)}>
            {t('delete.confirm')}
          </Checkbox>
        </Form.Item>
      </Form>
    </Modal>
  );
};

const Deleted = ({ onBack }: { onBack: () => void }) => {
  const { t } = useTranslation('privacy');
  return (
    <Result
      status="success"
      title={<h1 className="privacy-done__title">{t('done.title')}</h1>}
      subTitle={t('done.text')}
      extra={
        <Button type="primary" onClick={onBack}>
          {t('done.back')}
        </Button>
      }
    />
  );
};

/** /privacy on a desktop: what is held, a download of it, and the account's deletion. */
export const PrivacyPageDesktop = () => {
  const { t } = useTranslation('privacy');
  const page = usePrivacyActions();
  if (page.deleted) {
    return (
      <div className="privacy-page">
        <Deleted onBack={page.backToPositions} />
      </div>
    );
  }
  return (
    <div className="privacy-page">
      <div className="privacy-page__inner">
        <PrivacySections
          downloadAction={
            <Button type="primary" loading={page.download.pending} onClick={page.download.start}>
              {t('download.button')}
            </Button>
          }
          deleteAction={
            <Button danger className="privacy-section__action" onClick={page.deletion.show}>
              {t('delete.button')}
            </Button>
          }
        />
      </div>
      <DeleteDialog form={page.deletion} />
    </div>
  );
};
