import { Button, Checkbox, Form, Input, Modal, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { DeleteConsequences } from '../components/held-data.tsx';
import { PrivacySections } from '../components/privacy-sections.tsx';
import { useDeleteAccount, usePrivacyActions } from '../hooks/use-privacy-actions.ts';
import '../components/privacy.css';

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
  const remove = useDeleteAccount(onDeleted);
  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    remove.submit(values.password, (message) => form.setFields([{ name: 'password', errors: [message] }]));
  };
  return (
    <Modal
      open={open}
      title={t('delete.dialogTitle')}
      okText={t('delete.submit')}
      cancelText={t('delete.cancel')}
      okButtonProps={{ danger: true, loading: remove.pending }}
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
            <Button type="primary" loading={page.download.isPending} onClick={() => page.download.mutate()}>
              {t('download.button')}
            </Button>
          }
          deleteAction={
            <Button danger className="privacy-section__action" onClick={page.openDelete}>
              {t('delete.button')}
            </Button>
          }
        />
      </div>
      <DeleteDialog open={page.deleting} onClose={page.closeDelete} onDeleted={page.markDeleted} />
    </div>
  );
};
