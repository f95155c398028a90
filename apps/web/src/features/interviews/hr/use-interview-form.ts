import { useEffect, useMemo } from 'react';
import dayjs from 'dayjs';
import { useFieldArray, useWatch } from 'react-hook-form';
import { MAX_INTERVIEW_SLOTS } from '@tmp/contracts';
import { showServerErrors, useSchemaForm } from '../../../lib/form/form.tsx';
import { allTimeZones } from '../../../lib/time-zone.ts';
import { useCreateInterview, useInterviewerChoices } from './api.ts';
import {
  interviewFormDefaults,
  toInterviewField,
  toInterviewInput,
  ZInterviewForm,
  type TInterviewFormValues,
} from './interview-form-values.ts';

export interface TInterviewTarget {
  id: number;
  candidateName: string;
}

/** Today on the viewer's clock (YYYY-MM-DD): an interview can't be planned on a day gone by. */
const today = () => dayjs().format('YYYY-MM-DD');

/**
 * The create-interview dialog: its form (fresh at each opening, for the applicants given or those HR picks),
 * the interviewers to pick from, the lists of people typed in and of times offered, and the sending.
 */
export const useInterviewForm = (open: boolean, targets: TInterviewTarget[] | undefined) => {
  const create = useCreateInterview();
  const choices = useInterviewerChoices(open);
  const form = useSchemaForm(ZInterviewForm, { defaultValues: interviewFormDefaults([]) });
  const guests = useFieldArray({ control: form.control, name: 'guests' });
  const slots = useFieldArray({ control: form.control, name: 'slots' });
  const mode = useWatch({ control: form.control, name: 'mode' });
  const targetIds = targets?.map((x) => x.id).join(',') ?? '';
  const zones = useMemo(() => allTimeZones().map((z) => ({ value: z, label: z })), []);

  useEffect(() => {
    if (open) form.reset(interviewFormDefaults(targetIds ? targetIds.split(',').map(Number) : []));
  }, [open, targetIds, form]);
  useRecheckTogether(form);

  const send = (values: TInterviewFormValues) =>
    create.mutateAsync(toInterviewInput(values, choices.data ?? [])).catch((error: unknown) => {
      showServerErrors(form, error, (path) => toInterviewField(path, values.mode) as 'title' | null);
      throw error;
    });
  return {
    form,
    send,
    pending: create.isPending,
    /** Whom the dialog invites when it was opened for them (HR picks applicants otherwise). */
    names: targets?.map((x) => x.candidateName).join(', '),
    interviewers: {
      loading: choices.isFetching,
      options: (choices.data ?? []).map((c) => ({ value: c.email, label: `${c.name} <${c.email}>` })),
    },
    zones,
    mode,
    guests: {
      keys: guests.fields.map((field) => field.id),
      add: () => guests.append({ name: '', email: '' }),
      remove: guests.remove,
    },
    slots: {
      keys: slots.fields.map((field) => field.id),
      add: () => slots.append({}),
      remove: slots.remove,
      canAdd: slots.fields.length < MAX_INTERVIEW_SLOTS,
    },
    firstDay: today(),
  };
};

export type TInterviewForm = ReturnType<typeof useInterviewForm>;
type TForm = TInterviewForm['form'];

/**
 * The rules that read two fields: a person typed in answers "name an interviewer", a link answers "give a
 * place"; an error shown on one field is checked again when the other changes.
 */
const useRecheckTogether = (form: TForm) => {
  useEffect(() => {
    const { unsubscribe } = form.watch((_, { name }) => {
      if (name?.startsWith('guests') && form.getFieldState('picked').error) void form.trigger('picked');
      if (name === 'onlineUrl' && form.getFieldState('location').error) void form.trigger('location');
    });
    return unsubscribe;
  }, [form]);
};
