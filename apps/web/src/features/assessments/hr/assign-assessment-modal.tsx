import dayjs, { type Dayjs } from 'dayjs';
import { DatePicker, Form, Input, InputNumber, Select, Space, Tag } from 'antd';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { ApplicantPicker } from '../../../components/console/applicant-picker.tsx';
import { useAssignAssessment, useQuestionnaires } from './api.ts';
import { FormModal } from '../../../components/console/form-modal.tsx';

export interface TAssignTarget {
  id: number;
  candidateName: string;
}

interface TProps {
  open: boolean;
  /** The applications to assign to; when absent, HR picks them in the dialog. */
  targets?: TAssignTarget[] | undefined;
  onClose: () => void;
  onAssigned?: () => void;
}

interface TValues {
  applicationIds?: number[];
  questionnaireId: number;
  deadlineOn: Dayjs;
  durationMinutes?: number | null;
  pinNumber?: string;
}

const DAY = 'YYYY-MM-DD';
const PIN = /^[A-Za-z0-9-]{4,32}$/;
const MAX_NAMES = 3;

const names = (targets: TAssignTarget[]) =>
  targets
    .slice(0, MAX_NAMES)
    .map((target) => target.candidateName)
    .join(', ') + (targets.length > MAX_NAMES ? '…' : '');

/** Assigns a questionnaire with a deadline, an optional duration and an optional PIN. */
export const AssignAssessmentModal = ({ open, targets, onClose, onAssigned }: TProps) => {
  const { t } = useTranslation('hr');
  const [form] = Form.useForm<TValues>();
  const assign = useAssignAssessment();
  const questionnaires = useQuestionnaires(open);
  const picked = Form.useWatch('applicationIds', form) ?? [];
  const questionnaireId = Form.useWatch('questionnaireId', form);
  const count = targets ? targets.length : picked.length;
  const chosen = questionnaires.data?.find((q) => q.id === questionnaireId);
  const submit = (values: TValues) =>
    assign
      .mutateAsync({
        applicationIds: targets ? targets.map((target) => target.id) : (values.applicationIds ?? []),
        questionnaireId: values.questionnaireId,
        deadlineOn: values.deadlineOn.format(DAY),
        durationMinutes: values.durationMinutes ?? undefined,
        pinNumber: (count === 1 && values.pinNumber?.trim()) || undefined,
      })
      .then(() => onAssigned?.());
  return (
    <FormModal
      open={open}
      form={form}
      width={600}
      title={t('assignForm.title')}
      okText={t('assignForm.submit')}
      pending={assign.isPending}
      send={submit}
      onClose={onClose}
      lead={targets && t('assignForm.lead', { count: targets.length, names: names(targets) })}
      initialValues={{ deadlineOn: dayjs().add(7, 'day') }}
    >
      {!targets && (
        <Form.Item
          name="applicationIds"
          label={t('assignForm.applicants')}
          rules={[{ required: true, type: 'array', min: 1, message: t('assignForm.errors.applicants') }]}
        >
          <ApplicantPicker />
        </Form.Item>
      )}
      <Form.Item
        name="questionnaireId"
        label={t('assignForm.questionnaire')}
        rules={[{ required: true, message: t('assignForm.errors.questionnaire') }]}
      >
        <Select
          loading={questionnaires.isFetching}
          placeholder={t('assignForm.questionnairePlaceholder')}
          optionLabelProp="title"
          options={questionnaires.data?.map((q) => ({
            value: q.id,
            title: q.name,
            label: (
              <Space size={6} wrap>
                <span>{q.name}</span>
                <span className="hr-table__secondary">
                  {t('assignForm.questionnaireMeta', {
                    minutes: q.durationMinutes,
                    count: q.questionCount,
                  })}
                </span>
                {q.hasTypingTest && <Tag>{t('assignForm.typingTest')}</Tag>}
              </Space>
            ),
          }))}
        />
      </Form.Item>
      <Form.Item
        name="deadlineOn"
        label={t('assignForm.deadlineOn')}
        extra={t('assignForm.deadlineHint')}
        rules={[
          { required: true, message: t('assignForm.errors.deadlineOn') },
          {
            validator: (_, value?: Dayjs) =>
              !value || !value.isBefore(dayjs(), 'day')
                ? Promise.resolve()
                : Promise.reject(new Error(t('assignForm.errors.deadlinePast'))),
          },
        ]}
      >
        <DatePicker className="hr-full-width" disabledDate={(d) => d.isBefore(dayjs(), 'day')} />
      </Form.Item>
      <Form.Item
        name="durationMinutes"
        label={t('assignForm.duration')}
        extra={chosen ? t('assignForm.durationHint', { minutes: chosen.durationMinutes }) : undefined}
        rules={[{ type: 'integer', min: 1, max: 600, message: t('assignForm.errors.duration') }]}
      >
        <InputNumber className="hr-full-width" placeholder={t('assignForm.durationDefault')} />
      </Form.Item>
      <Form.Item
        name="pinNumber"
        label={t('assignForm.pin')}
        extra={count > 1 ? t('assignForm.pinOnlyOne') : t('assignForm.pinHint')}
        rules={[{ pattern: PIN, message: t('assignForm.errors.pin') }]}
      >
        <Input maxLength={32} disabled={count > 1} autoComplete="off" />
      </Form.Item>
    </FormModal>
  );
};
