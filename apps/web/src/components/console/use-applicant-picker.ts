import { useState } from 'react';
import { useApplicantChoices } from '../../lib/console-choices.ts';

/** An applicant picker's state: what was typed, and the applicants it finds as choices. */
export const useApplicantPicker = () => {
  const [keyword, setKeyword] = useState('');
  const applicants = useApplicantChoices(keyword);
  return {
    search: (text: string) => setKeyword(text.trim()),
    loading: applicants.isFetching,
    options:
      applicants.data?.list.map((a) => ({ value: a.id, label: `${a.candidateName} · ${a.positionName}` })) ??
      [],
  };
};
