import { z } from 'zod';
import { ZInterviewer, ZInterviewInput, type TInterviewerChoice, type TInterviewInput } from '@tmp/contracts';
import { viewerTimeZone, wallTimeToIso } from '../../../lib/time-zone.ts';

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
export const ZInterviewForm = z
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

export type TInterviewFormInput = z.input<typeof ZInterviewForm>;
export type TInterviewFormValues = z.output<typeof ZInterviewForm>;

/** A new form: for the applicants given (HR picks them when none is), in the viewer's zone. */
export const interviewFormDefaults = (applicationIds: number[]): TInterviewFormInput => ({
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
export const toInterviewInput = (
  values: TInterviewFormValues,
  choices: TInterviewerChoice[],
): TInterviewInput => {
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
export const toInterviewField = (path: string, mode: 'slots' | 'fixed'): string | null => {
  const [head, index] = path.split('.');
  if (head === 'interviewers') return 'picked';
  if (head === 'slots') return mode === 'slots' ? `slots.${index ?? 0}.at` : null;
  if (head === 'startsAt') return mode === 'fixed' ? 'startsAt' : 'slots.0.at';
  const known = ['applicationIds', 'title', 'round', 'durationMinutes', 'location', 'onlineUrl', 'timeZone'];
  return head && known.includes(head) ? head : null;
};
