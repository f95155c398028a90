import { z } from 'zod';
import { ROUTE_ROLES, hrAccess } from '../accounts/roles.ts';
import { defineRoute } from '../common/define-route.ts';
import { ZPageQuery, zPage } from '../common/pagination.ts';
import {
  ZAnswerByResult,
  ZAnswerDays,
  ZApplicationIdQuery,
  ZCandidateMessageInput,
  ZConversation,
  ZConversationMessage,
  ZConversationSummary,
  ZExtendAnswerByInput,
  ZHrConversationPage,
  ZHrConversationQuery,
  ZHrMessageInput,
  ZPendingSurvey,
  ZReplyTemplate,
  ZReplyTemplateInput,
  ZSurveyInput,
  ZSurveyStats,
  ZSurveyStatsQuery,
  ZWithdrawInput,
} from './conversations.schemas.ts';

const me = { access: 'user' as const, tags: ['conversations'], personal: true };
const hr = { ...hrAccess(ROUTE_ROLES.hiring), tags: ['hr', 'conversations'], personal: true };
const base = '/api/resume/Conversation';
const hrBase = '/api/hr/Conversation';

export const queryMyConversationsRoute = defineRoute({
  ...me,
  method: 'GET',
  path: `${base}/QueryMyConversations`,
  summary: 'The conversations of my applications, the latest message first',
  query: ZPageQuery,
  data: zPage(ZConversationSummary),
});
export const getMyConversationRoute = defineRoute({
  ...me,
  method: 'GET',
  path: `${base}/GetConversation`,
  summary: "One application's conversation; HR's messages are marked read",
  query: ZApplicationIdQuery,
  data: ZConversation,
});
export const sendMyMessageRoute = defineRoute({
  ...me,
  method: 'POST',
  path: `${base}/SendMessage`,
  summary: 'Write to HR about one of my applications',
  body: ZCandidateMessageInput,
  data: ZConversationMessage,
});

export const hrQueryConversationsRoute = defineRoute({
  ...hr,
  method: 'GET',
  path: `${hrBase}/QueryConversations`,
  summary: 'Conversations with applicants, unread first, by job and stage, with the unread count',
  query: ZHrConversationQuery,
  data: ZHrConversationPage,
});
export const hrGetConversationRoute = defineRoute({
  ...hr,
  method: 'GET',
  path: `${hrBase}/GetConversation`,
  summary: "One application's conversation; the candidate's messages are marked read",
  query: ZApplicationIdQuery,
  data: ZConversation,
});
export const hrSendMessageRoute = defineRoute({
  ...hr,
  method: 'POST',
  path: `${hrBase}/SendMessage`,
  summary: 'Write to an applicant (a text or a reply template); the candidate is told by SMS or email',
  body: ZHrMessageInput,
  data: ZConversationMessage,
});
export const hrSaveTemplateRoute = defineRoute({
  ...hr,
  method: 'POST',
  path: `${hrBase}/SaveTemplate`,
  summary: 'Create or change a reply template ({name}, {job} and {date} are filled in when sent)',
  body: ZReplyTemplateInput,
  data: ZReplyTemplate,
});
export const hrQueryTemplatesRoute = defineRoute({
  ...hr,
  method: 'GET',
  path: `${hrBase}/QueryTemplates`,
  summary: "The company's reply templates by name",
  data: z.array(ZReplyTemplate),
});

export const hrExtendAnswerByRoute = defineRoute({
  ...hr,
  method: 'POST',
  path: '/api/hr/Applicant/ExtendAnswerBy',
  summary: "Move an application's answer-by date once, with a reason the candidate sees",
  body: ZExtendAnswerByInput,
  data: ZAnswerByResult,
});
export const hrGetAnswerDaysRoute = defineRoute({
  ...hrAccess(ROUTE_ROLES.admin),
  tags: ['hr'],
  method: 'GET',
  path: '/api/hr/Company/GetAnswerDays',
  summary: 'Working days within which applicants get an answer, per stage',
  data: ZAnswerDays,
});
export const hrSaveAnswerDaysRoute = defineRoute({
  ...hrAccess(ROUTE_ROLES.admin),
  tags: ['hr'],
  method: 'POST',
  path: '/api/hr/Company/SaveAnswerDays',
  summary: 'Change the working days within which applicants get an answer, per stage',
  body: ZAnswerDays,
  data: ZAnswerDays,
});

export const withdrawApplicationRoute = defineRoute({
  ...me,
  tags: ['applications'],
  method: 'POST',
  path: '/api/resume/ApplyForm/WithdrawApplication',
  summary: 'Withdraw one of my applications not yet decided; its interviews and assessments are cancelled',
  body: ZWithdrawInput,
  data: z.null(),
});

export const getPendingSurveyRoute = defineRoute({
  ...me,
  tags: ['survey'],
  method: 'GET',
  path: '/api/resume/Survey/GetPendingSurvey',
  summary: 'The closed application I may tell about (at most one survey in six months), or null',
  data: ZPendingSurvey,
});
export const submitSurveyRoute = defineRoute({
  ...me,
  tags: ['survey'],
  method: 'POST',
  path: '/api/resume/Survey/SubmitSurvey',
  summary: 'Answer the three questions about a closed application',
  body: ZSurveyInput,
  data: z.null(),
});
export const hrQuerySurveyStatsRoute = defineRoute({
  ...hr,
  tags: ['hr', 'survey'],
  personal: false,
  method: 'GET',
  path: '/api/hr/Survey/QuerySurveyStats',
  summary: 'Survey answers per job and stage (NPS, kept informed); groups under three answers hidden',
  query: ZSurveyStatsQuery,
  data: ZSurveyStats,
});
