import { useEffect } from 'react';
import dayjs from 'dayjs';
import { z } from 'zod';
import { useWatch } from 'react-hook-form';
import { ZAssignInput } from '@tmp/contracts';
import { useSchemaForm } from '../../../lib/form/form.tsx';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { useAssignAssessment, useQuestionnaires } from './api.ts';
import { byRouteRule } from './route-rule.ts';

export interface TAssignTarget {
  id: number;
  candidateName: string;
}

const DAY = 'YYYY-MM-DD';
const MAX_NAMES = 3;
const rule = ZAssignInput.shape;

/*
 * The route's rules on the dialog's values (a day picked, a number typed), each refusal in the dialog's own
 * words: a missing value is asked for first, then the route's own rule decides.
 */
const ZAssignForm = z.object({
  applicationIds: z
    .array(z.number())
    .min(1, 'hr.assignApplicantsRequired')
    .superRefine(byRouteRule(rule.applicationIds)),
  questionnaireId: z
    .number({ error: 'hr.assignQuestionnaireRequired' })
    .superRefine(byRouteRule(rule.questionnaireId)),
  deadlineOn: z
    .string({ error: 'hr.assignDeadlineRequired' })
    .superRefine(byRouteRule(rule.deadlineOn))
    .refine((day) => !dayjs(day, DAY).isBefore(dayjs(), 'day'), 'hr.assignDeadlinePast'),
  durationMinutes: z
    .number()
    .optional()
    .refine((minutes) => rule.durationMinutes.safeParse(minutes).success, 'hr.assignDuration'),
  pinNumber: z
    .string()
    .optional()
    .refine((pin) => !pin?.trim() || rule.pinNumber.safeParse(pin).success, 'hr.assignPin'),
});

const names = (targets: TAssignTarget[]) =>
  targets
    .slice(0, MAX_NAMES)
    .map((target) => target.candidateName)
    .join(', ') + (targets.length > MAX_NAMES ? '…' : '');

/** A week to start, and the applications given (HR picks them otherwise). */
const freshValues = (applicationIds: number[] = []) => ({
  applicationIds,
  deadlineOn: dayjs().add(7, 'day').format(DAY),
});

/** The questionnaires as choices: each named with its duration, its count of questions and a typing test. */
const useQuestionnaireChoices = (open: boolean) => {
  const { t } = useTranslation('hr');
  const questionnaires = useQuestionnaires(open);
  const options =
    questionnaires.data?.map((q) => ({
      value: q.id,
      label: [
        q.name,
        t('assignForm.questionnaireMeta', { minutes: q.durationMinutes, count: q.questionCount }),
        ...(q.hasTypingTest ? [t('assignForm.typingTest')] : []),
      ].join(' · '),
    })) ?? [];
  return { questionnaires, options };
};

/** The dialog's form, afresh at each opening for the applications chosen by then. */
const useFreshForm = (open: boolean, targets: TAssignTarget[] | undefined) => {
  const form = useSchemaForm(ZAssignForm, { defaultValues: freshValues() });
  const targetIds = targets?.map((target) => target.id).join(',');
  const { reset } = form;
  useEffect(() => {
    if (open) reset(freshValues(targetIds ? targetIds.split(',').map(Number) : []));
  }, [open, targetIds, reset]);
  return form;
};

/** Assigns a questionnaire to `targets`, or to the applicants HR picks when there are none. */
export const useAssignAssessmentForm = (props: {
  open: boolean;
  /** The applications to assign to; when absent, HR picks them in the dialog. */
  targets?: TAssignTarget[] | undefined;
  onAssigned?: (() => void) | undefined;
}) => {
  const { t } = useTranslation('hr');
  const { targets } = props;
  const form = useFreshForm(props.open, targets);
  const assign = useAssignAssessment();
  const { questionnaires, options } = useQuestionnaireChoices(props.open);
  const [picked, questionnaireId] = useWatch({
    control: form.control,
    name: ['applicationIds', 'questionnaireId'],
  });
  const count = targets ? targets.length : (picked?.length ?? 0);
  const send = (values: z.output<typeof ZAssignForm>) =>
    assign
      .mutateAsync({
        ...values,
        applicationIds: targets ? targets.map((target) => target.id) : values.applicationIds,
        pinNumber: (count === 1 && values.pinNumber?.trim()) || undefined,
      })
      .then(() => props.onAssigned?.());
  return {
    form,
    send,
    pending: assign.isPending,
    options,
    loadingQuestionnaires: questionnaires.isFetching,
    chosen: questionnaires.data?.find((q) => q.id === questionnaireId),
    /** Several applicants can't share one PIN: each gets a generated one. */
    pinDisabled: count > 1,
    lead: targets && t('assignForm.lead', { count: targets.length, names: names(targets) }),
  };
};
