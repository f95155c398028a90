import { useMemo } from 'react';
import { Button, DatePicker, Form, Input, InputNumber, Radio, Select, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { MAX_INTERVIEW_SLOTS } from '@tmp/contracts';
import { allTimeZones } from '../../../lib/time-zone.ts';
import { useCreateInterview, useInterviewerChoices } from './api.ts';
import {
  hasInterviewer,
  interviewFormDefaults,
  toInterviewInput,
  type TInterviewFormValues,
} from './use-interview-form.ts';
import { ApplicantPicker } from '../../../components/console/applicant-picker.tsx';
import { FormModal } from '../../../components/console/form-modal.tsx';

/** The form keeps a wall time as "YYYY-MM-DDTHH:mm" text (read in the plan's zone); the picker edits it. */
const WALL_TIME = 'YYYY-MM-DDTHH:mm';
const WALL_TIME_ITEM = {
  getValueProps: (value?: string) => ({ value: value ? dayjs(value) : undefined }),
  normalize: (value?: Dayjs | null) => (value ? value.format(WALL_TIME) : undefined),
};

/** The console's date and time picker (as for offers and assessments), in 5-minute steps. */
const WallTimePicker = (props: { 'aria-label'?: string }) => (
  <DatePicker
    {...props}
    className="hr-full-width"
    showTime={{ format: 'HH:mm', minuteStep: 5 }}
    format="YYYY-MM-DD HH:mm"
    disabledDate={(day) => day.isBefore(dayjs(), 'day')}
  />
);

export interface TInterviewTarget {
  id: number;
  candidateName: string;
}

interface TProps {
  open: boolean;
  /** The applications to invite; when absent, HR picks them in the dialog. */
  targets?: TInterviewTarget[] | undefined;
  onClose: () => void;
}

/** Invites one or more applicants: at a fixed time, or to choose one of the offered times. */
export const InterviewFormModal = ({ open, targets, onClose }: TProps) => {
  const { t } = useTranslation('hr');
  const [form] = Form.useForm<TInterviewFormValues>();
  const create = useCreateInterview();
  const choices = useInterviewerChoices(open);
  const mode = Form.useWatch('mode', form);
  const zones = useMemo(() => allTimeZones().map((z) => ({ value: z, label: z })), []);
  const submit = (values: TInterviewFormValues) =>
    create.mutateAsync(
      toInterviewInput(values, targets?.map((x) => x.id) ?? values.applicationIds ?? [], choices.data ?? []),
    );
  return (
    <FormModal
      open={open}
      form={form}
      width={640}
      title={t('interviewForm.title')}
      okText={t('interviewForm.submit')}
      pending={create.isPending}
      send={submit}
      onClose={onClose}
      lead={targets && t('interviewForm.lead', { names: targets.map((x) => x.candidateName).join(', ') })}
      initialValues={interviewFormDefaults()}
    >
      {!targets && (
        <Form.Item
          name="applicationIds"
          label={t('interviewForm.applicants')}
          rules={[{ required: true, type: 'array', min: 1, message: t('interviewForm.errors.applicants') }]}
        >
          <ApplicantPicker />
        </Form.Item>
      )}
      <Form.Item
        name="title"
        label={t('interviewForm.name')}
        rules={[{ required: true, whitespace: true, message: t('interviewForm.errors.name') }]}
      >
        <Input maxLength={100} placeholder={t('interviewForm.namePlaceholder')} />
      </Form.Item>
      <Space size={16} wrap className="hr-interview-form__row">
        <Form.Item name="round" label={t('interviewForm.round')} rules={[{ required: true }]}>
          <InputNumber min={1} max={20} precision={0} />
        </Form.Item>
        <Form.Item
          name="durationMinutes"
          label={t('interviewForm.duration')}
          rules={[{ required: true, message: t('interviewForm.errors.duration') }]}
        >
          <InputNumber min={10} max={480} step={15} precision={0} />
        </Form.Item>
      </Space>
      <Form.Item
        name="picked"
        label={t('interviewForm.interviewers')}
        required
        extra={t('interviewForm.interviewersHint')}
        dependencies={['guests']}
        rules={[
          {
            validator: () =>
              hasInterviewer(form.getFieldsValue())
                ? Promise.resolve()
                : Promise.reject(new Error(t('interviewForm.errors.interviewers'))),
          },
        ]}
      >
        <Select
          mode="multiple"
          loading={choices.isFetching}
          placeholder={t('interviewForm.interviewersPlaceholder')}
          optionFilterProp="label"
          options={choices.data?.map((c) => ({ value: c.email, label: `${c.name} <${c.email}>` }))}
        />
      </Form.Item>
      <Form.List name="guests">
        {(fields, { add, remove }) => (
          <div className="hr-interview-form__list">
            {fields.map((field) => (
              <Space key={field.key} align="start" wrap className="hr-interview-form__guest">
                <Form.Item
                  name={[field.name, 'name']}
                  rules={[{ required: true, whitespace: true, message: t('interviewForm.errors.guestName') }]}
                >
                  <Input
                    maxLength={60}
                    placeholder={t('interviewForm.guestName')}
                    aria-label={t('interviewForm.guestName')}
                  />
                </Form.Item>
                <Form.Item
                  name={[field.name, 'email']}
                  rules={[{ required: true, type: 'email', message: t('interviewForm.errors.guestEmail') }]}
                >
                  <Input
                    maxLength={120}
                    placeholder={t('interviewForm.guestEmail')}
                    aria-label={t('interviewForm.guestEmail')}
                  />
                </Form.Item>
                <Button
                  type="text"
                  icon={<DeleteOutlined />}
                  aria-label={t('interviewForm.remove')}
                  onClick={() => remove(field.name)}
                />
              </Space>
            ))}
            <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({})}>
              {t('interviewForm.addGuest')}
            </Button>
          </div>
        )}
      </Form.List>
      <Form.Item
        name="location"
        label={t('interviewForm.location')}
        dependencies={['onlineUrl']}
        rules={[
          {
            validator: (_, value?: string) =>
              value?.trim() || form.getFieldValue('onlineUrl')?.trim()
                ? Promise.resolve()
                : Promise.reject(new Error(t('interviewForm.errors.place'))),
          },
        ]}
      >
        <Input maxLength={200} placeholder={t('interviewForm.locationPlaceholder')} />
      </Form.Item>
      <Form.Item
        name="onlineUrl"
        label={t('interviewForm.onlineUrl')}
        rules={[{ type: 'url', pattern: /^https:\/\//, message: t('interviewForm.errors.link') }]}
      >
        <Input maxLength={500} placeholder="https://" />
      </Form.Item>
      <Form.Item name="timeZone" label={t('interviewForm.timeZone')} extra={t('interviewForm.timeZoneHint')}>
        <Select showSearch options={zones} />
      </Form.Item>
      <Form.Item name="mode" label={t('interviewForm.when')}>
        <Radio.Group
          optionType="button"
          options={[
            { value: 'slots', label: t('interviewForm.offerSlots') },
            { value: 'fixed', label: t('interviewForm.fixedTime') },
          ]}
        />
      </Form.Item>
      {mode === 'fixed' ? (
        <Form.Item
          name="startsAt"
          label={t('interviewForm.startsAt')}
          rules={[{ required: true, message: t('interviewForm.errors.time') }]}
          {...WALL_TIME_ITEM}
        >
          <WallTimePicker />
        </Form.Item>
      ) : (
        <Form.List name="slots">
          {(fields, { add, remove }) => (
            <div className="hr-interview-form__list">
              {fields.map((field, index) => (
                <Space key={field.key} align="start" className="hr-interview-form__slot">
                  <Form.Item
                    name={[field.name, 'at']}
                    label={index === 0 ? t('interviewForm.slots') : undefined}
                    rules={[{ required: true, message: t('interviewForm.errors.time') }]}
                    {...WALL_TIME_ITEM}
                  >
                    <WallTimePicker aria-label={t('interviewForm.slotN', { n: index + 1 })} />
                  </Form.Item>
                  {fields.length > 1 && (
                    <Button
                      type="text"
                      icon={<DeleteOutlined />}
                      aria-label={t('interviewForm.remove')}
                      onClick={() => remove(field.name)}
                      className={index === 0 ? 'hr-interview-form__first-remove' : undefined}
                    />
                  )}
                </Space>
              ))}
              <Button
                type="dashed"
                icon={<PlusOutlined />}
                disabled={fields.length >= MAX_INTERVIEW_SLOTS}
                onClick={() => add({})}
              >
                {t('interviewForm.addSlot')}
              </Button>
            </div>
          )}
        </Form.List>
      )}
    </FormModal>
  );
};
