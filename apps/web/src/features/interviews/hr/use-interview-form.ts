import { useEffect, useMemo } from 'react';
import dayjs from 'dayjs';
import { useFieldArray, useWatch } from 'react-hook-form';
import { z } from 'zod';
import {
  MAX_INTERVIEW_SLOTS,
  ZInterviewer,
  ZInterviewInput,
  type TInterviewerChoice,
  type TInterviewInput,
} from '@tmp/contracts';
import { showServerErrors, useSchemaForm } from '../../../lib/form/form.tsx';
import { allTimeZones, viewerTimeZone, wallTimeToIso } from '../../../lib/time-zone.ts';
import { useCreateInterview, useInterviewerChoices } from './api.ts';

const rules = ZInterviewInput.shape;
const person = ZInterviewer.shape;

/** An emptied box holds '' and the contract's optional fields take only undefined. */
const blankToUndefined = (value: unknown) => (typeof value === 'string' && !value.trim() ? undefined : value);

/** A person typed in by name and email: both are needed (the contract's interviewer without an HR user). */
const ZGuest = z.object({
  name: person.name.unwrap().min(1, 'common.required'),
  email: person.email.unwrap(),
});

/**
 * The create-interview form: the contract's rules for what it sends as is, and what the form holds its own
 * way (interviewers picked and typed in, wall times read in the chosen zone, a fixed time or offered ones).
 */
const ZInterviewForm = z
  .object({
    applicationIds: rules.applicationIds,
    title: rules.title,
    round: rules.round,
    durationMinutes: rules.durationMinutes,
    /** Emails of people picked from the list (HR users or people named before). */
    picked: z.array(z.string()),
    guests: z.array(ZGuest),
    location: rules.location,
    onlineUrl: z.preprocess(blankToUndefined, rules.onlineUrl),
    timeZone: rules.timeZone,
    mode: z.enum(['slots', 'fixed']),
    /** Wall times, "YYYY-MM-DDTHH:mm" in `timeZone`. */
    startsAt: z.string().optional(),
    slots: z.array(z.object({ at: z.string().optional() })),
  })
  .superRefine((values, context) => {
    const problem = (path: Array<string | number>, message: string) =>
      context.addIssue({ code: 'custom', path, message });
    if (values.picked.length === 0 && values.guests.length === 0) problem(['picked'], 'common.required');
    if (!values.location && !values.onlineUrl) problem(['location'], 'interviews.placeOrLink');
    if (values.mode === 'fixed' && !values.startsAt) problem(['startsAt'], 'interviews.time');
    if (values.mode === 'slots') {
      values.slots.forEach((slot, n) => !slot.at && problem(['slots', n, 'at'], 'interviews.time'));
    }
  });

type TInterviewFormInput = z.input<typeof ZInterviewForm>;
type TInterviewFormValues = z.output<typeof ZInterviewForm>;

/** A new form: for the applicants given (HR picks them when none is), in the viewer's zone. */
const interviewFormDefaults = (applicationIds: number[]): TInterviewFormInput => ({
  applicationIds,
  title: '',
  round: 1,
  durationMinutes: 60,
  picked: [],
  guests: [],
  location: '',
  onlineUrl: '',
  timeZone: viewerTimeZone(),
  mode: 'slots',
  slots: [{}],
});

/** The request the checked values make, the wall times read in the chosen zone. */
const toInterviewInput = (values: TInterviewFormValues, choices: TInterviewerChoice[]): TInterviewInput => {
  const picked = values.picked.flatMap((email) => {
    const choice = choices.find((c) => c.email === email);
    if (!choice) return [];
    return [choice.hrUserId ? { hrUserId: choice.hrUserId } : { name: choice.name, email: choice.email }];
  });
  const at = (wall: string) => wallTimeToIso(wall, values.timeZone);
  return {
    applicationIds: values.applicationIds,
    title: values.title,
    round: values.round,
    durationMinutes: values.durationMinutes,
    interviewers: [...picked, ...values.guests],
    location: values.location || undefined,
    onlineUrl: values.onlineUrl,
    timeZone: values.timeZone,
    ...(values.mode === 'fixed'
      ? { startsAt: values.startsAt ? at(values.startsAt) : undefined }
      : { slots: values.slots.flatMap((s) => (s.at ? [at(s.at)] : [])) }),
  };
};

/** The form's field a refusal of the server names (`slots.2` → the third offered time). */
const toInterviewField = (path: string, mode: 'slots' | 'fixed'): string | null => {
  const [head, index] = path.split('.');
  if (head === 'interviewers') return 'picked';
  if (head === 'slots') return mode === 'slots' ? `slots.${index ?? 0}.at` : null;
  if (head === 'startsAt') return mode === 'fixed' ? 'startsAt' : 'slots.0.at';
  const known = ['applicationIds', 'title', 'round', 'durationMinutes', 'location', 'onlineUrl', 'timeZone'];
  return head && known.includes(head) ? head : null;
};

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
