import { queryOptions, useQuery } from '@tanstack/react-query';
import { create } from 'zustand';
import { AssessmentStatus } from '@tmp/contracts';
import { getLanguage, useLanguage, type TLanguage } from '../../../lib/i18n.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { queryUserAssessments } from './exam.ts';

/** The invitation after login lists the first page of 5 (spec §8) of what is still to do. */
export const INVITATION_PAGE = {
  pageIndex: 1,
  pageSize: 5,
  status: [AssessmentStatus.ToDo, AssessmentStatus.InProgress],
};

export const invitationQueryOptions = (language: TLanguage) =>
  queryOptions({
    queryKey: ['assessments', 'list', language, INVITATION_PAGE],
    queryFn: ({ signal }) => queryUserAssessments(INVITATION_PAGE, signal),
    staleTime: 30_000,
  });

export const useInvitation = () => useQuery(invitationQueryOptions(useLanguage()));

/**
 * Whether the invitation waits to be shown. It lives outside the components because signing in changes
 * the user's roles, which rebuilds the router and remounts the shell that holds the dialog.
 */
export const useInvitationStore = create<{ pending: boolean; setPending: (pending: boolean) => void }>()(
  (set) => ({ pending: false, setPending: (pending) => set({ pending }) }),
);

/**
 * After login: fetches the first page of pending assessments (page 1, size 5) and tells whether there are
 * any; the list stays cached for `<EvaluationInvitation>`, which also opens by itself when there are (so
 * a remount of the caller loses nothing). A failed call answers false (no invitation).
 */
export const fetchInvitation = async (): Promise<boolean> => {
  try {
    const page = await queryClient.fetchQuery({
      ...invitationQueryOptions(getLanguage()),
      staleTime: 0,
      retry: false,
    });
    const pending = page.list.length > 0;
    useInvitationStore.getState().setPending(pending);
    return pending;
  } catch {
    return false;
  }
};
