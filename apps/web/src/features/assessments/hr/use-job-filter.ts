import { useState } from 'react';
import { useJobChoice, useJobChoices } from '../../../lib/console-choices.ts';
import { useHrFormat } from '../../../components/console/use-hr-format.ts';

/** The jobs whose title holds what HR types, and the job filtered by even when it is not among them. */
export const useJobFilter = (value: number | undefined) => {
  const format = useHrFormat();
  const [keyword, setKeyword] = useState('');
  const jobs = useJobChoices(keyword);
  const current = useJobChoice(value ?? 0);
  const options = jobs.data?.list.map((job) => ({ value: job.id, label: job.title })) ?? [];
  if (value && current.data && !options.some((option) => option.value === value)) {
    options.unshift({
      value,
      label: format.language === 'zh-CN' ? current.data.titleZh : current.data.titleEn,
    });
  }
  return { options, loading: jobs.isFetching, search: (text: string) => setKeyword(text.trim()) };
};
