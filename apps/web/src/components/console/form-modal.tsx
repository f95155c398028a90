import type { ReactNode } from 'react';
import { Col, Form, Modal, type ColProps, type FormInstance, type FormItemProps } from 'antd';
import { useTranslation } from '../../lib/use-translation.tsx';

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
  /** A line above the form, naming whom it is for. */
  lead?: ReactNode;
  initialValues?: Partial<V>;
  children: ReactNode;
}

/** An HR dialog around a vertical form: OK checks the form, sends it, then closes. */
export const FormModal = <V,>(props: TProps<V>) => {
  const { t } = useTranslation('hr');
  const submit = (values: V) => props.send(values).then(props.onClose, () => undefined);
  return (
    <Modal
      {...{ open: props.open, width: props.width, title: props.title, okText: props.okText }}
      cancelText={t('common.cancel')}
      confirmLoading={props.pending}
      onCancel={props.onClose}
      onOk={() => void props.form.validateFields().then(submit, () => undefined)}
      destroyOnHidden
    >
      {props.lead && <p className="hr-modal__lead">{props.lead}</p>}
      <Form<V> form={props.form} layout="vertical" preserve={false} initialValues={props.initialValues}>
        {props.children}
      </Form>
    </Modal>
  );
};

/** A form item in a column of the form's grid (`Row`). */
export const FormCol = ({ col, children, ...item }: FormItemProps & { col: ColProps }) => (
  <Col {...col}>
    <Form.Item {...item}>{children}</Form.Item>
  </Col>
);
