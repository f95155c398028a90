import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  getMyConversationRoute,
  getPendingSurveyRoute,
  MAX_PAGE_SIZE,
  queryMyConversationsRoute,
  sendMyMessageRoute,
  submitSurveyRoute,
  withdrawApplicationRoute,
  type TConversationMessage,
} from '@tmp/contracts';
import { api } from '../../../lib/api.ts';
import { useLoginStore } from '../../../lib/auth/login-store.ts';
import { useLanguage } from '../../../lib/i18n.ts';
import { useThreadQuery } from '../../../lib/query-client.ts';

/** Every application's conversation: the list holds one per application, so one page holds them all. */
const MY_CONVERSATIONS_PAGE = { pageIndex: 1, pageSize: MAX_PAGE_SIZE } as const;

export const useMyConversations = () => {
  const signedIn = useLoginStore((s) => !!s.token);
  return useQuery({
    queryKey: ['conversations', 'mine', useLanguage()],
    queryFn: ({ signal }) =>
      api.callData(queryMyConversationsRoute, { query: MY_CONVERSATIONS_PAGE }, { msg: 'none', signal }),
    enabled: signedIn,
  });
};

/** One application's conversation; reading it marks HR's messages read, so the unread counts are read again. */
export const useMyConversation = (applicationId: number | null) =>
  useThreadQuery(
    ['conversations', 'one', applicationId, useLanguage()],
    ['conversations', 'mine'],
    (signal) =>
      api.callData(
        getMyConversationRoute,
        { query: { applicationId: applicationId! } },
        { msg: 'none', signal },
      ),
    { enabled: applicationId !== null },
  );

export const useSendMessage = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { applicationId: number; text: string }): Promise<TConversationMessage> =>
      api.callData(sendMyMessageRoute, { body: input }, { msg: 'none' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['conversations'] }),
  });
};

/** Withdraws; the applications (their status) and the conversations (HR is told there) are read again. */
export const useWithdrawApplication = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: number; reason?: string }) =>
      api.callData(withdrawApplicationRoute, { body: input }, { msg: 'none' }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['applications'] }),
        queryClient.invalidateQueries({ queryKey: ['conversations'] }),
        queryClient.invalidateQueries({ queryKey: ['interviews'] }),
      ]),
  });
};

export const usePendingSurvey = () => {
  const signedIn = useLoginStore((s) => !!s.token);
  return useQuery({
    queryKey: ['conversations', 'survey', useLanguage()],
    queryFn: ({ signal }) => api.callData(getPendingSurveyRoute, {}, { msg: 'none', signal }),
    enabled: signedIn,
  });
};

export const useSubmitSurvey = () =>
  useMutation({
    mutationFn: (input: {
      applicationId: number;
      recommend: number;
      informed: 'yes' | 'partly' | 'no';
      comment?: string;
    }) => api.callData(submitSurveyRoute, { body: input }, { msg: 'none' }),
  });
