import { Alert, Button, Form, Input, Modal, Radio, Result, Tag } from 'antd';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { ALERT_FREQUENCIES } from '@tmp/contracts';
import { useCreateAlert } from '../hooks/use-create-alert.ts';
import type { TCreateAlertDialogProps } from './alert-dialog-props.ts';
import './alerts.css';

const AlertForm = ({ search, onClose }: Omit<TCreateAlertDialogProps, 'open'>) => {
  const { t } = useTranslation('jobs');
  const view = useCreateAlert(search);
  if (view.created) {
    return (
      <Result
        className="alert-dialog__done"
        status="success"
        title={t('alerts.sentTitle')}
        subTitle={<span role="status">{view.createdText}</span>}
        extra={
          <Button type="primary" onClick={onClose}>
            {t('alerts.done')}
          </Button>
        }
      />
    );
  }
  return (
    <Form
      layout="vertical"
      requiredMark={false}
      onFinish={view.submit}
      className="alert-dialog"
      aria-label={t('alerts.dialogTitle')}
    >
      <p className="alert-dialog__lead">{t('alerts.lead')}</p>
      <ul className="alert-criteria" aria-label={t('alerts.criteria')}>
        {view.criteria.map((word) => (
          <li key={word}>
            <Tag color="blue">{word}</Tag>
          </li>
        ))}
      </ul>
      <Form.Item label={t('alerts.frequencyLabel')}>
        <Radio.Group
          value={view.frequency}
          onChange={(e) => view.setFrequency(e.target.value as typeof view.frequency)}
          optionType="button"
          buttonStyle="solid"
          options={ALERT_FREQUENCIES.map((f) => ({ value: f, label: t(`alerts.frequency.${f}`) }))}
          aria-label={t('alerts.frequencyLabel')}
        />
      </Form.Item>
      <Form.Item
        label={view.addressLabel}
        htmlFor="alert-address"
        validateStatus={view.addressError ? 'error' : undefined}
        help={view.addressError}
        extra={t('alerts.addressHint')}
      >
        <Input
          id="alert-address"
          type={view.addressType}
          autoComplete={view.addressType === 'email' ? 'email' : 'on'}
          value={view.address}
          onChange={(e) => view.setAddress(e.target.value)}
          maxLength={254}
        />
      </Form.Item>
      {view.serverError && <Alert type="error" showIcon title={view.serverError} role="alert" />}
      <div className="alert-dialog__actions">
        <Button onClick={onClose}>{t('alerts.cancel')}</Button>
        <Button type="primary" htmlType="submit" loading={view.isSubmitting}>
          {t('alerts.create')}
        </Button>
      </div>
    </Form>
  );
};

/** The "create alert" dialog of the job list (desktop). */
export const CreateAlertDialogDesktop = ({ open, onClose, search }: TCreateAlertDialogProps) => {
  const { t } = useTranslation('jobs');
  return (
    <Modal open={open} title={t('alerts.dialogTitle')} footer={null} onCancel={onClose} destroyOnHidden>
      <AlertForm search={search} onClose={onClose} />
    </Modal>
  );
};
