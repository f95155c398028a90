import dayjs, { type Dayjs } from 'dayjs';
import { DatePicker, Form, Input, InputNumber, Row, Select } from 'antd';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { OFFER_LOCATION_MAX, OFFER_NOTES_MAX, SALARY_MAX } from '@tmp/contracts';
import { useIssueOffer } from './api.ts';
import { CURRENCIES } from '../../../lib/currencies.ts';
import { FormCol, FormModal } from '../../../components/console/form-modal.tsx';

interface TProps {
  open: boolean;
  applicationId: number;
  candidateName: string;
  positionName: string;
  onClose: () => void;
}

interface TValues {
  salary: number;
  salaryCurrency: string;
  salaryPeriod: 'month' | 'year';
  startDate: Dayjs;
  locationEn: string;
  locationZh: string;
  notes?: string;
  expiresOn: Dayjs;
}

const DAY = 'YYYY-MM-DD';
const HALF = { xs: 24, sm: 12 };

/** Issues an offer: the application moves to "Offer" and the candidate is told to answer by the deadline. */
export const IssueOfferModal = ({ open, applicationId, candidateName, positionName, onClose }: TProps) => {
  const { t } = useTranslation('hr');
  const issue = useIssueOffer();
  const [form] = Form.useForm<TValues>();
  const required = (key: string) => ({ required: true, message: t(`offerForm.errors.${key}`) });
  const submit = (values: TValues) =>
    issue.mutateAsync({
      applicationId,
      salary: values.salary,
      salaryCurrency: values.salaryCurrency,
      salaryPeriod: values.salaryPeriod,
      startDate: values.startDate.format(DAY),
      locationEn: values.locationEn.trim(),
      locationZh: values.locationZh.trim(),
      notes: values.notes?.trim() || undefined,
      expiresOn: values.expiresOn.format(DAY),
    });
  return (
    <FormModal
      open={open}
      form={form}
      width={640}
      title={t('offerForm.title', { name: candidateName })}
      okText={t('offerForm.submit')}
      pending={issue.isPending}
      send={submit}
      onClose={onClose}
      lead={t('offerForm.lead', { position: positionName })}
      initialValues={{
        salaryCurrency: 'CNY',
        salaryPeriod: 'month',
        startDate: dayjs().add(1, 'month').startOf('month'),
        expiresOn: dayjs().add(7, 'day'),
      }}
    >
      <Row gutter={16}>
        <FormCol
          col={{ xs: 24, sm: 10 }}
          name="salary"
          label={t('offerForm.salary')}
          rules={[required('salary')]}
        >
          <InputNumber min={0} max={SALARY_MAX} precision={0} className="hr-full-width" />
        </FormCol>
        <FormCol
          col={{ xs: 12, sm: 7 }}
          name="salaryCurrency"
          label={t('form.currency')}
          rules={[required('currency')]}
        >
          <Select options={CURRENCIES.map((c) => ({ value: c, label: c }))} />
        </FormCol>
        <FormCol col={{ xs: 12, sm: 7 }} name="salaryPeriod" label={t('offerForm.period')}>
          <Select
            options={[
              { value: 'month', label: t('offerForm.perMonth') },
              { value: 'year', label: t('offerForm.perYear') },
            ]}
          />
        </FormCol>
        <FormCol col={HALF} name="startDate" label={t('offerForm.startDate')} rules={[required('startDate')]}>
          <DatePicker className="hr-full-width" disabledDate={(d) => d.isBefore(dayjs(), 'day')} />
        </FormCol>
        <FormCol
          col={HALF}
          name="expiresOn"
          label={t('offerForm.expiresOn')}
          rules={[required('expiresOn')]}
          extra={t('offerForm.expiresHint')}
        >
          <DatePicker className="hr-full-width" disabledDate={(d) => !d.isAfter(dayjs(), 'day')} />
        </FormCol>
        <FormCol
          col={HALF}
          name="locationEn"
          label={t('offerForm.locationEn')}
          rules={[required('locationEn'), { max: OFFER_LOCATION_MAX }]}
        >
          <Input maxLength={OFFER_LOCATION_MAX} placeholder="Wuhan, Hubei, China" />
        </FormCol>
        <FormCol
          col={HALF}
          name="locationZh"
          label={t('offerForm.locationZh')}
          rules={[required('locationZh'), { max: OFFER_LOCATION_MAX }]}
        >
          <Input maxLength={OFFER_LOCATION_MAX} placeholder="中国 湖北 武汉" />
        </FormCol>
        <FormCol col={{ span: 24 }} name="notes" label={t('offerForm.notes')}>
          <Input.TextArea
            rows={3}
            maxLength={OFFER_NOTES_MAX}
            showCount
            placeholder={t('offerForm.notesPlaceholder')}
          />
        </FormCol>
      </Row>
    </FormModal>
  );
};
