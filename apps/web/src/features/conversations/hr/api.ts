import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  hrExtendAnswerByRoute,
  hrGetConversationRoute,
  hrQueryConversationsRoute,
  hrQuerySurveyStatsRoute,
  hrQueryTemplatesRoute,
  hrSaveTemplateRoute,
  hrSendMessageRoute,
  type TRouteQuery,
} from '@tmp/contracts';
import { api } from '../../../lib/api.ts';
import { send, useChange, useConsoleRead, useListQuery } from '../../../lib/console-api.ts';
import { useLanguage } from '../../../lib/i18n.ts';
import { useThreadQuery } from '../../../lib/query-client.ts';

/** The conversations' reads: the inbox's pages, each thread, and the applicants (whose answer-by date moves). */
const CONVERSATIONS = ['hr', 'conversations'];
const THREAD = ['hr', 'conversation'];
const APPLICANTS = ['hr', 'applicants'];

/** A page of the inbox in the current language; the page shown stays until the next one arrives. */
export const useHrConversations = (query: TRouteQuery<typeof hrQueryConversationsRoute>) =>
  useListQuery(hrQueryConversationsRoute, ['conversations'], query);

/** The unread messages over every conversation, for the console's tab (one row asked, its count read). */
export const useUnreadCount = () => {
  const query = useQuery({
    queryKey: [...CONVERSATIONS, 'unread'],
    queryFn: ({ signal }) =>
      api.callData(
        hrQueryConversationsRoute,
        { query: { pageIndex: 1, pageSize: 1 } },
        { msg: 'none', signal },
      ),
    retry: false,
  });
  return query.data?.unread ?? 0;
};

/** One application's thread; opening it marks the candidate's messages read, so the inbox is read again. */
export const useHrConversation = (applicationId: number) =>
  useThreadQuery(
    [...THREAD, applicationId, useLanguage()],
    CONVERSATIONS,
    (signal) => api.callData(hrGetConversationRoute, { query: { applicationId } }, { msg: 'none', signal }),
    { enabled: applicationId > 0, retry: false },
  );

/** A change to a thread: the thread, the inbox and the applicants are read again once it is made. */
const useThreadChange = <I>(mutationFn: (input: I) => Promise<unknown>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      Promise.all(
        [THREAD, CONVERSATIONS, APPLICANTS].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
};

export const useSendHrMessage = () => useThreadChange(send(hrSendMessageRoute));

export const useExtendAnswerBy = () => useThreadChange(send(hrExtendAnswerByRoute));

export const useTemplates = () => useConsoleRead(hrQueryTemplatesRoute, ['reply-templates']);

export const useSaveTemplate = () => useChange(send(hrSaveTemplateRoute), ['reply-templates']);

/** The survey's figures per job and stage (of one job, when the inbox is narrowed to it). */
export const useSurveyStats = (jobId: number | undefined) => {
  const language = useLanguage();
  return useQuery({
    queryKey: ['hr', 'survey-stats', language, jobId],
    queryFn: ({ signal }) =>
      api.callData(hrQuerySurveyStatsRoute, { query: { jobId } }, { msg: 'none', signal }),
    placeholderData: keepPreviousData,
  });
};
