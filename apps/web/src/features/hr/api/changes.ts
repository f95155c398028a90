import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  hrAssignAssessmentRoute,
  hrCancelAssessmentRoute,
  hrChangeApplicantStatusRoute,
  hrIssueOfferRoute,
  hrMarkAssessmentAbsentRoute,
  hrSaveFieldSettingsRoute,
  hrSaveJobRoute,
  hrScoreEssayAnswersRoute,
  hrSetJobOnlineRoute,
  hrWithdrawOfferRoute,
  type TFieldSetting,
  type TJobInput,
  type TRouteBody,
  type TRouteContract,
} from '@tmp/contracts';
import { api } from '../../../lib/api.ts';

/** The form's values as the server takes them (defaults applied by the server). */
export type TJobBody = Omit<TJobInput, 'salaryCurrency' | 'isOnline' | 'requiredFields'> &
  Partial<Pick<TJobInput, 'salaryCurrency' | 'isOnline' | 'requiredFields'>>;

export type TFieldSettingInput = TFieldSetting;

type TRoute = TRouteContract<any, any, any, any>;

/** Sends a route's body; the server's message is shown whatever it says. */
const send =
  <R extends TRoute>(route: R) =>
  (body: TRouteBody<R>) =>
    api.callData(route, { body }, { msg: 'all' });

/** Sends an id alone. */
const sendId =
  <R extends TRoute>(route: R) =>
  (id: number) =>
    send(route)({ id } as TRouteBody<R>);

/** A console change; once it is made, the console's reads under `key` are fetched again before it resolves. */
const useChange = <I>(mutationFn: (input: I) => Promise<unknown>, key: string[] = []) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['hr', ...key] }),
  });
};

export const useSaveJob = () => useChange((body: TJobBody) => send(hrSaveJobRoute)(body));

/** Publishes or takes a job offline. */
export const useSetJobOnline = () => useChange(send(hrSetJobOnlineRoute));

/** Moves an application on; the candidate sees the note under My applications. */
export const useChangeApplicantStatus = () => useChange(send(hrChangeApplicantStatusRoute));

export const useIssueOffer = () => useChange(send(hrIssueOfferRoute));

export const useWithdrawOffer = () => useChange(sendId(hrWithdrawOfferRoute));

export const useAssignAssessment = () => useChange(send(hrAssignAssessmentRoute), ['assessments']);

export const useCancelAssessment = () => useChange(sendId(hrCancelAssessmentRoute), ['assessments']);

export const useMarkAssessmentAbsent = () => useChange(sendId(hrMarkAssessmentAbsentRoute), ['assessments']);

export const useScoreEssayAnswers = () => useChange(send(hrScoreEssayAnswersRoute), ['assessments']);

export const useSaveFieldSettings = () =>
  useChange((fields: TFieldSettingInput[]) => send(hrSaveFieldSettingsRoute)({ fields }), ['field-settings']);
