import { useEffect } from 'react';
import { useWatch } from 'react-hook-form';
import type { TSelectionItem } from '@tmp/contracts';
import { showServerErrors, useSchemaForm } from '../../../lib/form/form.tsx';
import { CURRENCIES } from '../../../lib/currencies.ts';
import { useAllSites, useDistrictTree, useOptionList } from '../../../lib/reference-data.ts';
import { useHrFormat } from '../../../components/console/use-hr-format.ts';
import { toOptions } from '../utils/district-tree.ts';
import { toFormField, toRegions, ZJobForm, type TJobFormValues } from './job-form-values.ts';

export interface TJobFormProps {
  initialValues: TJobFormValues;
  isNew: boolean;
  saving: boolean;
  onSubmit: (values: TJobFormValues) => Promise<unknown>;
  onCancel: () => void;
}

/** An option list's choices for a select, loading until they arrive. */
const toChoices = (list: { data?: readonly TSelectionItem[] | undefined; isPending: boolean }) => ({
  options: toOptions(list.data),
  loading: list.isPending,
});

/** The reference lists the job form picks from. */
const useJobChoices = () => {
  const sites = useAllSites();
  const districts = useDistrictTree();
  return {
    categories: toChoices(useOptionList('JobCategory')),
    natures: toChoices(useOptionList('JobNature')),
    degrees: toChoices(useOptionList('JobDegree')),
    experience: toChoices(useOptionList('WorkExperience')),
    sites: {
      options: (sites.data ?? []).map((s) => ({ value: s.value, label: s.displayname || s.text })),
      loading: sites.isPending,
    },
    regions: toRegions(districts.data),
    currencies: CURRENCIES.map((c) => ({ value: c, label: c })),
  };
};

/** The job form's state: its values checked by the contract's rules, its lists, and its submit. */
export const useJobForm = ({
  initialValues,
  onSubmit,
}: Pick<TJobFormProps, 'initialValues' | 'onSubmit'>) => {
  const format = useHrFormat();
  const form = useSchemaForm(ZJobForm, { defaultValues: initialValues });
  // The loaded job replaces what the form shows.
  useEffect(() => form.reset(initialValues), [form, initialValues]);
  const isOnline = useWatch({ control: form.control, name: 'isOnline' });

  const submit = async (values: TJobFormValues) => {
    try {
      await onSubmit(values);
    } catch (error) {
      // A refusal naming fields shows on them; any other was told by the API client already.
      showServerErrors(form, error, toFormField);
    }
  };

  return {
    form,
    submit,
    choices: useJobChoices(),
    /** The resume's sections and fields a job may require, with their names in the current language. */
    sections: format.sections,
    textOf: format.text,
    isOnline,
    setOnline: (online: boolean) => form.setValue('isOnline', online, { shouldDirty: true }),
  };
};

export type TJobFormState = ReturnType<typeof useJobForm>;
