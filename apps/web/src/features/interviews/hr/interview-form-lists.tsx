import DeleteOutlined from '@ant-design/icons-svg/es/asn/DeleteOutlined';
import PlusOutlined from '@ant-design/icons-svg/es/asn/PlusOutlined';
import { useKit } from '../../../lib/kit/kit.ts';
import { FormField } from '../../../lib/form/form.tsx';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import type { TInterviewForm } from './use-interview-form.ts';

const GUEST_FIELDS = [
  { field: 'name', max: 60, label: 'interviewForm.guestName' },
  { field: 'email', max: 120, label: 'interviewForm.guestEmail' },
] as const;

/** People named by name and email, one row each, beside those picked from the list. */
export const GuestList = ({ interview }: { interview: TInterviewForm }) => {
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
export const InterviewTimes = ({ interview }: { interview: TInterviewForm }) => {
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
