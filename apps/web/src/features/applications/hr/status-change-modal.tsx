import { useTranslation } from '../../../lib/use-translation.tsx';
import { STATUS_NOTE_MAX } from '@tmp/contracts';
import { useKit } from '../../../lib/kit/kit.ts';
import { FormField } from '../../../lib/form/form.tsx';
import { FormModal } from '../../../components/console/form-modal.tsx';
import { useStatusChange } from './use-status-change.ts';

interface TProps {
  open: boolean;
  applicationId: number;
  current: number;
  onClose: () => void;
}

/** Moves an application to another status with a note the candidate reads under My applications. */
export const StatusChangeModal = ({ open, applicationId, current, onClose }: TProps) => {
  const { t } = useTranslation('hr');
  const { Select, TextArea } = useKit();
  const status = useStatusChange(open, applicationId, current);
  return (
    <FormModal
      open={open}
      form={status.form}
      name="status"
      title={t('applicant.changeStatus')}
      okText={t('applicant.saveStatus')}
      pending={status.pending}
      send={status.send}
      onClose={onClose}
    >
      <FormField name="status" label={t('applicant.newStatus')} required>
        {(control) => <Select<number> {...control} options={status.statuses} />}
      </FormField>
      <FormField
        name="note"
        label={t('applicant.note')}
        hint={t('applicant.noteHint')}
        className="hr-applicant-note"
      >
        {(control) => (
          <TextArea
            {...control}
            rows={4}
            maxLength={STATUS_NOTE_MAX}
            showCount
            placeholder={t('applicant.notePlaceholder')}
          />
        )}
      </FormField>
    </FormModal>
  );
};
