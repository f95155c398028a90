import type { ReactNode } from 'react';
import { Modal, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';

interface TProps<V> {
  open: boolean;
  form: FormInstance<V>;
  title: ReactNode;
  okText: string;
  width?: number;
  pending: boolean;
  /** Sends the checked values; the dialog closes once they are taken and stays open on a refusal (already shown). */
  send: (values: V) => Promise<unknown>;
  onClose: () => void;
  children: ReactNode;
}

/** An HR dialog around a form: OK checks the form, sends it, then closes. */
export const FormModal = <V,>({
  open,
  form,
  title,
  okText,
  width,
  pending,
  send,
  onClose,
  children,
}: TProps<V>) => {
  const { t } = useTranslation('hr');
  const submit = (values: V) =>
    send(values)
      .then(onClose)
      .catch(() => undefined);
  return (
    <Modal
      open={open}
      width={width}
      title={title}
      okText={okText}
      cancelText={t('common.cancel')}
      confirmLoading={pending}
      onCancel={onClose}
      onOk={() => void form.validateFields().then(submit, () => undefined)}
      destroyOnHidden
    >
      {children}
    </Modal>
  );
};
