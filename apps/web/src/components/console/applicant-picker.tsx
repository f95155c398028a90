import { useId, useState } from 'react';
import { useTranslation } from '../../lib/use-translation.tsx';
import { useKit } from '../../lib/kit/kit.ts';
import { useApplicantChoices } from '../../lib/console-choices.ts';

/** Search field for applicants when the dialog is opened without a selection. */
export const ApplicantPicker = (props: {
  value?: number[] | undefined;
  onChange?: (ids: number[]) => void;
  id?: string;
}) => {
  const { t } = useTranslation('hr');
  const { MultiSelect } = useKit();
  const ownId = useId();
  const [keyword, setKeyword] = useState('');
  const applicants = useApplicantChoices(keyword);
  return (
    <MultiSelect<number>
      id={props.id ?? ownId}
      value={props.value ?? []}
      onChange={(ids) => props.onChange?.(ids)}
      onSearch={(text) => setKeyword(text.trim())}
      loading={applicants.isFetching}
      placeholder={t('assignForm.applicantsPlaceholder')}
      options={
        applicants.data?.list.map((a) => ({
          value: a.id,
          label: `${a.candidateName} · ${a.positionName}`,
        })) ?? []
      }
    />
  );
};
