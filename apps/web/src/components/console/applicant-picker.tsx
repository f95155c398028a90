import { useId } from 'react';
import { useTranslation } from '../../lib/use-translation.tsx';
import { useKit } from '../../lib/kit/kit.ts';
import { useApplicantPicker } from './use-applicant-picker.ts';

/** Search field for applicants when the dialog is opened without a selection. */
export const ApplicantPicker = (props: {
  value?: number[] | undefined;
  onChange?: (ids: number[]) => void;
  id?: string;
}) => {
  const { t } = useTranslation('hr');
  const { MultiSelect } = useKit();
  const ownId = useId();
  const picker = useApplicantPicker();
  return (
    <MultiSelect<number>
      id={props.id ?? ownId}
      value={props.value ?? []}
      onChange={(ids) => props.onChange?.(ids)}
      onSearch={picker.search}
      loading={picker.loading}
      placeholder={t('assignForm.applicantsPlaceholder')}
      options={picker.options}
    />
  );
};
