import { OFFER_LOCATION_MAX, OFFER_NOTES_MAX, SALARY_MAX } from '@tmp/contracts';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { useKit } from '../../../lib/kit/kit.ts';
import { FormField } from '../../../lib/form/form.tsx';
import { FormModal } from '../../../components/console/form-modal.tsx';
import { useIssueOfferForm } from './use-issue-offer-form.ts';

interface TProps {
  open: boolean;
  applicationId: number;
  candidateName: string;
  positionName: string;
  onClose: () => void;
}

/** The salary, its currency and how often it is paid, on one row. */
const PayFields = ({ offer }: { offer: ReturnType<typeof useIssueOfferForm> }) => {
  const { t } = useTranslation('hr');
  const { NumberInput, Select } = useKit();
  return (
    <>
      <FormField name="salary" label={t('offerForm.salary')} required className="hr-offer-form__salary">
        {(control) => <NumberInput {...control} min={0} max={SALARY_MAX} />}
      </FormField>
      <FormField name="salaryCurrency" label={t('form.currency')} required className="hr-offer-form__pay">
        {(control) => <Select<string> {...control} options={offer.currencies} />}
      </FormField>
      <FormField name="salaryPeriod" label={t('offerForm.period')} className="hr-offer-form__pay">
        {(control) => <Select<'month' | 'year'> {...control} options={offer.periods} />}
      </FormField>
    </>
  );
};

/** The days, the place in both languages and the notes. */
const TermFields = () => {
  const { t } = useTranslation('hr');
  const { DateInput, Input, TextArea } = useKit();
  const half = 'hr-offer-form__half';
  return (
    <>
      <FormField name="startDate" label={t('offerForm.startDate')} required className={half}>
        {(control) => <DateInput {...control} label={t('offerForm.startDate')} />}
      </FormField>
      <FormField
        name="expiresOn"
        label={t('offerForm.expiresOn')}
        required
        hint={t('offerForm.expiresHint')}
        className={half}
      >
        {(control) => <DateInput {...control} label={t('offerForm.expiresOn')} />}
      </FormField>
      <FormField name="locationEn" label={t('offerForm.locationEn')} required className={half}>
        {(control) => <Input {...control} maxLength={OFFER_LOCATION_MAX} placeholder="Wuhan, Hubei, China" />}
      </FormField>
      <FormField name="locationZh" label={t('offerForm.locationZh')} required className={half}>
        {(control) => <Input {...control} maxLength={OFFER_LOCATION_MAX} placeholder="中国 湖北 武汉" />}
      </FormField>
      <FormField name="notes" label={t('offerForm.notes')} className="hr-offer-form__full">
        {(control) => (
          <TextArea
            {...control}
            rows={3}
            maxLength={OFFER_NOTES_MAX}
            showCount
            placeholder={t('offerForm.notesPlaceholder')}
          />
        )}
      </FormField>
    </>
  );
};

/** Issues an offer: the application moves to "Offer" and the candidate is told to answer by the deadline. */
export const IssueOfferModal = ({ open, applicationId, candidateName, positionName, onClose }: TProps) => {
  const { t } = useTranslation('hr');
  const offer = useIssueOfferForm(open, applicationId);
  return (
    <FormModal
      open={open}
      form={offer.form}
      name="offer"
      wide
      title={t('offerForm.title', { name: candidateName })}
      okText={t('offerForm.submit')}
      pending={offer.pending}
      send={offer.send}
      onClose={onClose}
      lead={t('offerForm.lead', { position: positionName })}
    >
      <div className="hr-offer-form">
        <PayFields offer={offer} />
        <TermFields />
      </div>
    </FormModal>
  );
};
