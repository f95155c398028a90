import { useState } from 'react';
import { Button, Checkbox, Form, Input, Modal, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useDeleteMyAccount } from '../api/delete-my-account.ts';
import { useDownloadMyData } from '../api/download-my-data.ts';
import { DeleteConsequences, HeldData } from '../components/held-data.tsx';

interface TDeleteValues {
  password: string;
  confirm: boolean;
}

interface TDeleteDialogProps {
  open: boolean;
  onClose: () => void;
  onDeleted: () => void;
}

const DeleteDialog = ({ open, onClose, onDeleted }: TDeleteDialogProps) => {
  const { t } = useTranslation('privacy');
  const [form] = Form.useForm<TDeleteValues>();
  const remove = useDeleteMyAccount();
  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    remove.mutate(values.password, {
      onSuccess: onDeleted,
      onError: (error) => form.setFields([{ name: 'password', errors: [error.message] }]),
    });
  };
  return (
    <Modal
      open={open}
      title={t('delete.dialogTitle')}
      okText={t('delete.submit')}
      cancelText={t('delete.cancel')}
      okButtonProps={{ danger: true, loading: remove.isPending }}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <DeleteConsequences />
      <Form form={form} layout="vertical" requiredMark={false} preserve={false}>
        <Form.Item
          name="password"
          label={t('delete.password')}
          rules={[{ required: true, whitespace: false, message: t('delete.passwordRequired') }]}
        >
          <Input.Password autoComplete="current-password" maxLength={64} />
        </Form.Item>
        <Form.Item
          name="confirm"
          valuePropName="checked"
          rules={[
            {
              validator: (_, checked: boolean) =>
                checked ? Promise.resolve() : Promise.reject(new Error(t('delete.confirmRequired'))),
            },
          ]}
        >
          <Checkbox>{t('delete.confirm')}</Checkbox>
        </Form.Item>
      </Form>
    </Modal>
  );
};

const Deleted = () => {
  const { t } = useTranslation('privacy');
  const navigate = useNavigate();
  return (
    <Result
      status="success"
      title={<h1 className="privacy-done__title">{t('done.title')}</h1>}
      subTitle={t('done.text')}
      extra={
        <Button type="primary" onClick={() => navigate(paths.position.getHref())}>
          {t('done.back')}
        </Button>
      }
    />
  );
};

/** /privacy on a desktop: what is held, a download of it, and the account's deletion. */
export const PrivacyPageDesktop = () => {
  const { t } = useTranslation('privacy');
  const download = useDownloadMyData();
  const [deleting, setDeleting] = useState(false);
  const [deleted, setDeleted] = useState(false);
  if (deleted) {
    return (
      <div className="privacy-page">
        <Deleted />
      </div>
    );
  }
  return (
    <div className="privacy-page">
      <div className="privacy-page__inner">
        <h1 className="privacy-page__title">{t('title')}</h1>
        <p className="privacy-page__intro">{t('intro')}</p>
        <HeldData />
        <section className="privacy-section" aria-labelledby="privacy-download">
          <h2 id="privacy-download" className="privacy-section__title">
            {t('download.title')}
          </h2>
          <p className="privacy-section__text">{t('download.text')}</p>
          <Button type="primary" loading={download.isPending} onClick={() => download.mutate()}>
            {t('download.button')}
          </Button>
        </section>
        <section className="privacy-section privacy-section--danger" aria-labelledby="privacy-delete">
          <h2 id="privacy-delete" className="privacy-section__title">
            {t('delete.title')}
          </h2>
          <DeleteConsequences />
          <Button danger className="privacy-section__action" onClick={() => setDeleting(true)}>
            {t('delete.button')}
          </Button>
        </section>
      </div>
      <DeleteDialog
        open={deleting}
        onClose={() => setDeleting(false)}
        onDeleted={() => {
          setDeleting(false);
          setDeleted(true);
        }}
      />
    </div>
  );
};
