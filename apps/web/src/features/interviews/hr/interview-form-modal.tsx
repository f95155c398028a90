import { useKit } from '../../../lib/kit/kit.ts';
import { FormField } from '../../../lib/form/form.tsx';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { ApplicantPicker } from '../../../components/console/applicant-picker.tsx';
import { FormModal } from '../../../components/console/form-modal.tsx';
import { GuestList, InterviewTimes } from './interview-form-lists.tsx';
import { useInterviewForm, type TInterviewForm, type TInterviewTarget } from './use-interview-form.ts';

export type { TInterviewTarget };

interface TProps {
  open: boolean;
  /** The applications to invite; when absent, HR picks them in the dialog. */
  targets?: TInterviewTarget[] | undefined;
  onClose: () => void;
}

/** Invites one or more applicants: at a fixed time, or to choose one of the offered times. */
export const InterviewFormModal = ({ open, targets, onClose }: TProps) => {
  const { t } = useTranslation('hr');
  const interview = useInterviewForm(open, targets);
  return (
    <FormModal
      open={open}
      form={interview.form}
      name="interview"
      wide
      title={t('interviewForm.title')}
      okText={t('interviewForm.submit')}
      pending={interview.pending}
      send={interview.send}
      onClose={onClose}
      lead={interview.names && t('interviewForm.lead', { names: interview.names })}
    >
      {!targets && (
        <FormField name="applicationIds" label={t('interviewForm.applicants')} required>
          {({ id, value, onChange }) => <ApplicantPicker id={id} value={value} onChange={onChange} />}
        </FormField>
      )}
      <WhatAndWho interview={interview} />
      <GuestList interview={interview} />
      <WhereAndZone interview={interview} />
      <InterviewTimes interview={interview} />
    </FormModal>
  );
};

/** The interview's title, round, length and the interviewers picked from the list. */
const WhatAndWho = ({ interview }: { interview: TInterviewForm }) => {
  const { t } = useTranslation('hr');
  const kit = useKit();
  return (
    <>
      <FormField name="title" label={t('interviewForm.name')} required>
        {(control) => (
          <kit.Input {...control} maxLength={100} placeholder={t('interviewForm.namePlaceholder')} />
        )}
      </FormField>
      <div className="hr-interview-form__row">
        <FormField name="round" label={t('interviewForm.round')} required>
          {(control) => <kit.NumberInput {...control} min={1} max={20} />}
        </FormField>
        <FormField name="durationMinutes" label={t('interviewForm.duration')} required>
          {(control) => <kit.NumberInput {...control} min={10} max={480} />}
        </FormField>
      </div>
      <FormField
        name="picked"
        label={t('interviewForm.interviewers')}
        hint={t('interviewForm.interviewersHint')}
        required
      >
        {(control) => (
          <kit.MultiSelect
            {...control}
            loading={interview.interviewers.loading}
            placeholder={t('interviewForm.interviewersPlaceholder')}
            options={interview.interviewers.options}
          />
        )}
      </FormField>
    </>
  );
};

/** Where the interview takes place, and the zone its times are read in. */
const WhereAndZone = ({ interview }: { interview: TInterviewForm }) => {
  const { t } = useTranslation('hr');
  const kit = useKit();
  return (
    <>
      <FormField name="location" label={t('interviewForm.location')}>
        {(control) => (
          <kit.Input {...control} maxLength={200} placeholder={t('interviewForm.locationPlaceholder')} />
        )}
      </FormField>
      <FormField name="onlineUrl" label={t('interviewForm.onlineUrl')}>
        {(control) => <kit.Input {...control} maxLength={500} placeholder="https://" />}
      </FormField>
      <FormField name="timeZone" label={t('interviewForm.timeZone')} hint={t('interviewForm.timeZoneHint')}>
        {(control) => <kit.Select {...control} search options={interview.zones} />}
      </FormField>
    </>
  );
};
