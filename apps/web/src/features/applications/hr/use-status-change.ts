import { useEffect } from 'react';
import { z } from 'zod';
import { ApplicationStep, nextApplicationStatuses, ZStatusChange } from '@tmp/contracts';
import { useChangeApplicantStatus } from './api.ts';
import { useHrFormat } from '../../../components/console/use-hr-format.ts';
import { showServerErrors, useSchemaForm } from '../../../lib/form/form.tsx';

// The route coerces what it is sent; the form's select holds a number already (or none before a choice).
const ZRouteStatus = ZStatusChange.shape.status as z.ZodType<number, number>;

/** The route's body without the application, which the dialog knows; a status must be chosen first. */
const ZStatusForm = ZStatusChange.omit({ id: true }).extend({
  status: z.number({ error: 'hr.statusRequired' }).pipe(ZRouteStatus),
});

const EMPTY = { note: '' };

/**
 * The status dialog's form and its choices: only the statuses the contracts' flow allows next are offered
 * (an offer and a hire come from their own actions). Each opening starts from an empty form.
 */
export const useStatusChange = (open: boolean, applicationId: number, current: number) => {
  const format = useHrFormat();
  const change = useChangeApplicantStatus();
  const form = useSchemaForm(ZStatusForm, { defaultValues: EMPTY });
  useEffect(() => {
    if (open) form.reset(EMPTY);
  }, [open, form]);
  const allowed = new Set<number>(nextApplicationStatuses(current, ApplicationStep.Move));
  const send = (values: z.output<typeof ZStatusForm>) =>
    change
      .mutateAsync({ id: applicationId, status: values.status, note: values.note || undefined })
      .catch((error: unknown) => {
        showServerErrors(form, error);
        throw error;
      });
  return {
    form,
    send,
    pending: change.isPending,
    statuses: format.applicationStatuses.filter((status) => allowed.has(status.value)),
  };
};
