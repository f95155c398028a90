import type { TInterviewerChoice, TInterviewInput } from '@tmp/contracts';
import { viewerTimeZone, wallTimeToIso } from '../../../lib/time-zone.ts';

/** What the create-interview form holds; times are wall times ("YYYY-MM-DDTHH:mm") in `timeZone`. */
export interface TInterviewFormValues {
  applicationIds?: number[];
  title: string;
  round: number;
  durationMinutes: number;
  /** Emails of people picked from the list (HR users or people named before). */
  picked?: string[];
  /** People typed in by name and email. */
  guests?: Array<{ name?: string; email?: string }>;
  location?: string;
  onlineUrl?: string;
  timeZone: string;
  mode: 'slots' | 'fixed';
  startsAt?: string;
  slots?: Array<{ at?: string }>;
}

export const interviewFormDefaults = (): Partial<TInterviewFormValues> => ({
  title: '',
  round: 1,
  durationMinutes: 60,
  timeZone: viewerTimeZone(),
  mode: 'slots',
  slots: [{}],
  guests: [],
});

/** The request the form's values make, the wall times read in the chosen zone. */
export const toInterviewInput = (
  values: TInterviewFormValues,
  applicationIds: number[],
  choices: TInterviewerChoice[],
): TInterviewInput => {
  const picked = (values.picked ?? []).flatMap((email) => {
    const choice = choices.find((c) => c.email === email);
    if (!choice) return [];
    return [choice.hrUserId ? { hrUserId: choice.hrUserId } : { name: choice.name, email: choice.email }];
  });
  const guests = (values.guests ?? [])
    .filter((g) => g.name?.trim() || g.email?.trim())
    .map((g) => ({ name: g.name?.trim() ?? '', email: g.email?.trim() ?? '' }));
  const at = (wall: string) => wallTimeToIso(wall, values.timeZone);
  return {
    applicationIds,
    title: values.title.trim(),
    round: values.round,
    durationMinutes: values.durationMinutes,
    interviewers: [...picked, ...guests],
    location: values.location?.trim() || undefined,
    onlineUrl: values.onlineUrl?.trim() || undefined,
    timeZone: values.timeZone,
    ...(values.mode === 'fixed'
      ? { startsAt: values.startsAt ? at(values.startsAt) : undefined }
      : {
          slots: (values.slots ?? [])
            .map((s) => s.at)
            .filter((s): s is string => Boolean(s))
            .map(at),
        }),
  };
};

/** Whether the form names at least one interviewer. */
export const hasInterviewer = (values: Partial<TInterviewFormValues>) =>
  (values.picked?.length ?? 0) > 0 || (values.guests ?? []).some((g) => g.name?.trim() && g.email?.trim());
