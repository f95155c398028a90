import { useTranslation } from '../../../lib/use-translation.tsx';
import { useKit } from '../../../lib/kit/kit.ts';
import { FormField } from '../../../lib/form/form.tsx';
import { ApplicantPicker } from '../../../components/console/applicant-picker.tsx';
import { FormModal } from '../../../components/console/form-modal.tsx';
import { useAssignAssessmentForm } from './use-assign-assessment-form.ts';

type TProps = Parameters<typeof useAssignAssessmentForm>[0] & { onClose: () => void };

type TAssign = ReturnType<typeof useAssignAssessmentForm>;

/** The questionnaire to assign, from the customer's list. */
const QuestionnaireField = ({ assign }: { assign: TAssign }) => {
  const { t } = useTranslation('hr');
  const kit = useKit();
  return (
    <FormField name="questionnaireId" label={t('assignForm.questionnaire')} required>
      {(control) => (
        <kit.Select<number>
          {...control}
          loading={assign.loadingQuestionnaires}
          placeholder={t('assignForm.questionnairePlaceholder')}
          aria-label={t('assignForm.questionnaire')}
          options={assign.options}
        />
      )}
    </FormField>
  );
};

/** An optional PIN to start with; a given one can go to a single applicant only. */
const PinField = ({ assign }: { assign: TAssign }) => {
  const { t } = useTranslation('hr');
  const kit = useKit();
  return (
    <FormField
      name="pinNumber"
      label={t('assignForm.pin')}
      hint={assign.pinDisabled ? t('assignForm.pinOnlyOne') : t('assignForm.pinHint')}
    >
      {({ value, ...control }) => (
        <kit.Input
          {...control}
          value={value ?? ''}
          maxLength={32}
          disabled={assign.pinDisabled}
          autoComplete="off"
        />
      )}
    </FormField>
  );
};

/** Assigns a questionnaire with a deadline, an optional duration and an optional PIN. */
export const AssignAssessmentModal = ({ open, targets, onClose, onAssigned }: TProps) => {
  const { t } = useTranslation('hr');
  const kit = useKit();
  const assign = useAssignAssessmentForm({ open, targets, onAssigned });
  return (
    <FormModal
      open={open}
      form={assign.form}
      name="assign"
      title={t('assignForm.title')}
      okText={t('assignForm.submit')}
      pending={assign.pending}
      send={assign.send}
      onClose={onClose}
      lead={assign.lead}
    >
      {!targets && (
        <FormField name="applicationIds" label={t('assignForm.applicants')} required>
          {({ id, value, onChange }) => <ApplicantPicker id={id} value={value} onChange={onChange} />}
        </FormField>
      )}
      <QuestionnaireField assign={assign} />
      <FormField
        name="deadlineOn"
        label={t('assignForm.deadlineOn')}
        hint={t('assignForm.deadlineHint')}
        required
      >
        {(control) => <kit.DateInput {...control} label={t('assignForm.deadlineOn')} />}
      </FormField>
      <FormField
        name="durationMinutes"
        label={t('assignForm.duration')}
        hint={assign.chosen && t('assignForm.durationHint', { minutes: assign.chosen.durationMinutes })}
      >
        {(control) => <kit.NumberInput {...control} placeholder={t('assignForm.durationDefault')} />}
      </FormField>
      <PinField assign={assign} />
    </FormModal>
  );
};
