import { useEffect } from 'react';
import dayjs from 'dayjs';
import type { DefaultValues } from 'react-hook-form';
import { z } from 'zod';
import { ZOfferInput } from '@tmp/contracts';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { CURRENCIES } from '../../../lib/currencies.ts';
import { showServerErrors, useSchemaForm } from '../../../lib/form/form.tsx';
import { useIssueOffer } from './api.ts';

const DAY = 'YYYY-MM-DD';
const today = () => dayjs().format(DAY);

const { shape } = ZOfferInput;

/** A value the form requires, named by `message` when it is missing; then the contract's rules apply. */
const needed = <S extends z.ZodType>(message: string, rule: S) =>
  z
    .unknown()
    .refine((value) => value != null && String(value).trim() !== '', message)
    .pipe(rule);

/**
 * The offer form: the contracts' offer input without the application (the dialog's), with the form's own
 * words for a field left empty. A start date can't be in the past and the answer deadline must be a later
 * day than today, as the date pickers offered.
 */
const ZOfferForm = ZOfferInput.omit({ applicationId: true }).extend({
  salary: needed('hr.offerSalaryMissing', shape.salary),
  salaryCurrency: needed('hr.currencyMissing', shape.salaryCurrency),
  startDate: needed('hr.offerStartMissing', shape.startDate).refine(
    (day) => day >= today(),
    'hr.offerStartPast',
  ),
  expiresOn: needed('hr.offerExpiryMissing', shape.expiresOn).refine((day) => day > today(), 'hr.expiryPast'),
  locationEn: needed('hr.offerLocationEnMissing', shape.locationEn),
  locationZh: needed('hr.offerLocationZhMissing', shape.locationZh),
});

type TField = keyof z.input<typeof ZOfferForm>;

/** A new offer's values: CNY a month, starting on the first of next month, answered within a week. */
const freshValues = (): DefaultValues<z.input<typeof ZOfferForm>> => ({
  salaryCurrency: 'CNY',
  salaryPeriod: 'month',
  startDate: dayjs().add(1, 'month').startOf('month').format(DAY),
  expiresOn: dayjs().add(7, 'day').format(DAY),
  locationEn: '',
  locationZh: '',
  notes: '',
});

/** Issuing an offer for an application: the form, afresh at each opening, and its sending. */
export const useIssueOfferForm = (open: boolean, applicationId: number) => {
  const { t } = useTranslation('hr');
  const issue = useIssueOffer();
  const form = useSchemaForm(ZOfferForm, { defaultValues: freshValues() });
  const { reset } = form;
  useEffect(() => {
    if (open) reset(freshValues());
  }, [open, reset]);
  const send = (values: z.output<typeof ZOfferForm>) =>
    issue.mutateAsync({ ...values, applicationId, notes: values.notes || undefined }).catch((error) => {
      // The application is the dialog's, not a field of it.
      showServerErrors(form, error, (path) => (path === 'applicationId' ? null : (path as TField)));
      throw error;
    });
  return {
    form,
    send,
    pending: issue.isPending,
    currencies: CURRENCIES.map((c) => ({ value: c, label: c })),
    periods: [
      { value: 'month' as const, label: t('offerForm.perMonth') },
      { value: 'year' as const, label: t('offerForm.perYear') },
    ],
  };
};
