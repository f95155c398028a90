import { useState } from 'react';
import { Select } from 'antd';
import { useTranslation } from '../../lib/use-translation.tsx';
import { useApplicantChoices } from '../../lib/console-choices.ts';

/** Search field for applicants when the dialog is opened without a selection. */
export const ApplicantPicker = (props: {
  value?: number[];
  onChange?: (ids: number[]) => void;
  id?: string;
}) => {
  const { t } = useTranslation('hr');
  const [keyword, setKeyword] = useState('');
  const applicants = useApplicantChoices(keyword);
  return (
    <Select<number[]>
      {...props}
      mode="multiple"
      showSearch={{ filterOption: false, onSearch: (text) => setKeyword(text.trim()) }}
      loading={applicants.isFetching}
      placeholder={t('assignForm.applicantsPlaceholder')}
      options={applicants.data?.list.map((a) => ({
        value: a.id,
        label: `${a.candidateName} · ${a.positionName}`,
      }))}
    />
  );
};
