import DeleteOutlined from '@ant-design/icons-svg/es/asn/DeleteOutlined';
import PlusOutlined from '@ant-design/icons-svg/es/asn/PlusOutlined';
import { useKit } from '../../../lib/kit/kit.ts';
import { FormField } from '../../../lib/form/form.tsx';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { ApplicantPicker } from '../../../components/console/applicant-picker.tsx';
import { FormModal } from '../../../components/console/form-modal.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
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

const GUEST_FIELDS = [
  { field: 'name', max: 60, label: 'interviewForm.guestName' },
  { field: 'email', max: 120, label: 'interviewForm.guestEmail' },
] as const;

/** People named by name and email, one row each, beside those picked from the list. */
const GuestList = ({ interview }: { interview: TInterviewForm }) => {
  const { t } = useTranslation('hr');
  const kit = useKit();
  return (
    <div className="hr-interview-form__list">
      {interview.guests.keys.map((key, n) => (
        <div key={key} className="hr-interview-form__guest">
          {GUEST_FIELDS.map(({ field, max, label }) => (
            <FormField key={field} name={`guests.${n}.${field}`} className="hr-interview-form__grow">
              {(control) => (
                <kit.Input {...control} maxLength={max} placeholder={t(label)} aria-label={t(label)} />
              )}
            </FormField>
          ))}
          <kit.Button
            quiet
            icon={<Icon svg={DeleteOutlined} />}
            aria-label={t('interviewForm.remove')}
            onClick={() => interview.guests.remove(n)}
          >
            {null}
          </kit.Button>
        </div>
      ))}
      <kit.Button icon={<Icon svg={PlusOutlined} />} onClick={interview.guests.add}>
        {t('interviewForm.addGuest')}
      </kit.Button>
    </div>
  );
};

/** When: a fixed time, or a list of times the candidate chooses from (wall times in the chosen zone). */
const InterviewTimes = ({ interview }: { interview: TInterviewForm }) => {
  const { t } = useTranslation('hr');
  const kit = useKit();
  return (
    <>
      <FormField name="mode" label={t('interviewForm.when')} group>
        {(control) => (
          <kit.Choice
            value={control.value as 'slots' | 'fixed'}
            onChange={control.onChange}
            aria-label={t('interviewForm.when')}
            options={[
              { value: 'slots', label: t('interviewForm.offerSlots') },
              { value: 'fixed', label: t('interviewForm.fixedTime') },
            ]}
          />
        )}
      </FormField>
      {interview.mode === 'fixed' ? (
        <FormField name="startsAt" label={t('interviewForm.startsAt')} required>
          {(control) => (
            <kit.DateTimeInput
              {...control}
              label={t('interviewForm.startsAt')}
              placeholder={t('interviewForm.startsAt')}
              minuteStep={5}
              disabledBefore={interview.firstDay}
            />
          )}
        </FormField>
      ) : (
        <SlotList interview={interview} />
      )}
    </>
  );
};

const SlotList = ({ interview }: { interview: TInterviewForm }) => {
  const { t } = useTranslation('hr');
  const kit = useKit();
  const { slots } = interview;
  return (
    <div className="hr-interview-form__list">
      {slots.keys.map((key, n) => (
        <div key={key} className="hr-interview-form__slot">
          <FormField
            name={`slots.${n}.at`}
            label={n === 0 ? t('interviewForm.slots') : undefined}
            required={n === 0}
            className="hr-interview-form__grow"
          >
            {(control) => (
              <kit.DateTimeInput
                {...control}
                label={t('interviewForm.slotN', { n: n + 1 })}
                placeholder={t('interviewForm.slotN', { n: n + 1 })}
                minuteStep={5}
                disabledBefore={interview.firstDay}
              />
            )}
          </FormField>
          {slots.keys.length > 1 && (
            <kit.Button
              quiet
              icon={<Icon svg={DeleteOutlined} />}
              aria-label={t('interviewForm.remove')}
              onClick={() => slots.remove(n)}
              className={n === 0 ? 'hr-interview-form__first-remove' : undefined}
            >
              {null}
            </kit.Button>
          )}
        </div>
      ))}
      <kit.Button icon={<Icon svg={PlusOutlined} />} disabled={!slots.canAdd} onClick={slots.add}>
        {t('interviewForm.addSlot')}
      </kit.Button>
    </div>
  );
};
