import { Form, Input, Select } from 'antd';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { ApplicationStep, nextApplicationStatuses, STATUS_NOTE_MAX } from '@tmp/contracts';
import { useChangeApplicantStatus } from './api.ts';
import { useHrFormat } from '../../../components/console/use-hr-format.ts';
import { FormModal } from '../../../components/console/form-modal.tsx';

interface TProps {
  open: boolean;
  applicationId: number;
  current: number;
  onClose: () => void;
}

/**
 * Moves an application to another status with a note the candidate reads under My applications; only the
 * statuses the contracts' flow allows next are offered (an offer and a hire come from their own actions).
 */
export const StatusChangeModal = ({ open, applicationId, current, onClose }: TProps) => {
  const { t } = useTranslation('hr');
  const format = useHrFormat();
  const change = useChangeApplicantStatus();
  const [form] = Form.useForm<{ status: number; note?: string }>();
  const allowed = new Set<number>(nextApplicationStatuses(current, ApplicationStep.Move));
  return (
    <FormModal
      open={open}
      form={form}
      title={t('applicant.changeStatus')}
      okText={t('applicant.saveStatus')}
      pending={change.isPending}
      initialValues={{}}
      send={(values) =>
        change.mutateAsync({
          id: applicationId,
          status: values.status,
          note: values.note?.trim() || undefined,
        })
      }
      onClose={onClose}
    >
      <Form.Item
        name="status"
        label={t('applicant.newStatus')}
        rules={[{ required: true, message: t('applicant.statusRequired') }]}
      >
        <Select options={format.applicationStatuses.filter((s) => allowed.has(s.value))} />
      </Form.Item>
      <Form.Item
        name="note"
        label={t('applicant.note')}
        extra={t('applicant.noteHint')}
        rules={[{ max: STATUS_NOTE_MAX, message: t('form.errors.tooLong', { max: STATUS_NOTE_MAX }) }]}
      >
        <Input.TextArea
          rows={4}
          maxLength={STATUS_NOTE_MAX}
          showCount
          placeholder={t('applicant.notePlaceholder')}
        />
      </Form.Item>
    </FormModal>
  );
};
