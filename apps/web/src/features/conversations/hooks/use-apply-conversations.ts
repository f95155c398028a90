import { useState } from 'react';
import type { z } from 'zod';
import {
  ApplicationStatus,
  isApplicationClosed,
  MESSAGE_TEXT_MAX,
  SURVEY_COMMENT_MAX,
  SURVEY_INFORMED,
  WITHDRAW_REASON_MAX,
  ZMessageText,
  ZSurveyInput,
} from '@tmp/contracts';
import { formatDateTime } from '../../../lib/format-date-time.ts';
import { useLanguage, type TLanguage } from '../../../lib/i18n.ts';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { showServerErrors, useMessageText, useSchemaForm } from '../../../lib/form/form.tsx';
import {
  useMyConversation,
  useMyConversations,
  usePendingSurvey,
  useSendMessage,
  useSubmitSurvey,
  useWithdrawApplication,
} from '../api/my-conversations.ts';

/** What /apply knows of an application, enough for its conversation, answer-by date and withdrawal. */
export interface TApplicationRef {
  id: number;
  jobName: string;
  status: number;
  answerBy?: string | null;
  answerByReason?: string | null;
}

/** A yyyy-mm-dd day (the customer's), written out in the reader's language. */
const formatDay = (day: string, language: TLanguage): string => {
  const at = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(at.getTime())
    ? day
    : new Intl.DateTimeFormat(language, {
        year: 'numeric',
        month: 'long',
        day: 'numeric',
        timeZone: 'UTC',
      }).format(at);
};

const errorText = (error: unknown): string | null =>
  error instanceof Error ? error.message : error ? String(error) : null;

/** The thread of one application's conversation: its messages and the box to write to HR. */
const useThread = (target: TApplicationRef | null, close: () => void) => {
  const { t } = useTranslation('conversations');
  const language = useLanguage();
  const message = useMessageText();
  const conversation = useMyConversation(target?.id ?? null);
  const send = useSendMessage();
  const [{ text, error }, setDraft] = useState({ text: '', error: null as string | null });
  const setError = (failure: string | null) => setDraft((draft) => ({ ...draft, error: failure }));
  const length = text.trim().length;

  const submit = () => {
    if (!target) return;
    const checked = ZMessageText.safeParse(text);
    if (!checked.success) return setError(message(checked.error.issues[0]?.message) ?? null);
    setError(null);
    send.mutate(
      { applicationId: target.id, text: checked.data },
      { onSuccess: () => setDraft({ text: '', error: null }), onError: (e) => setError(errorText(e)) },
    );
  };

  const data = conversation.data;
  const messages = (data?.messages ?? []).map((m) => ({
    id: m.id,
    mine: m.side === 'candidate',
    who: m.side === 'candidate' ? t('thread.me') : t('thread.hr'),
    time: formatDateTime(m.createdAt, language, { date: 'short' }),
    text: m.text,
    /** "Read" on my messages HR has read. */
    receipt: m.side === 'candidate' && m.readAt ? t('thread.read') : null,
  }));
  return {
    open: target !== null,
    title: target ? t('thread.title', { job: target.jobName }) : '',
    closeLabel: t('thread.close'),
    state: conversation.isPending ? 'loading' : conversation.isError ? 'error' : 'ready',
    loadError: errorText(conversation.error),
    retryLabel: t('thread.retry'),
    retry: () => void conversation.refetch(),
    messages,
    empty: t('thread.empty'),
    boxLabel: t('thread.box'),
    placeholder: t('thread.placeholder'),
    text,
    setText: (value: string) => setDraft({ text: value, error: null }),
    counter: t('thread.counter', { count: length, max: MESSAGE_TEXT_MAX.toLocaleString(language) }),
    tooLong: length > MESSAGE_TEXT_MAX,
    error,
    sendLabel: t('thread.send'),
    sending: send.isPending,
    send: submit,
    close: () => {
      setError(null);
      close();
    },
  };
};
export type TThreadView = ReturnType<typeof useThread>;

/** Withdrawing an application, with an optional reason of bounded length. */
const useWithdraw = (target: TApplicationRef | null, close: () => void) => {
  const { t } = useTranslation('conversations');
  const withdraw = useWithdrawApplication();
  const [{ reason, error }, setForm] = useState({ reason: '', error: null as string | null });
  const setError = (failure: string | null) => setForm((form) => ({ ...form, error: failure }));
  const length = reason.trim().length;
  return {
    open: target !== null,
    title: t('withdraw.title'),
    question: target ? t('withdraw.question', { job: target.jobName }) : '',
    reasonLabel: t('withdraw.reason'),
    reason,
    setReason: (value: string) => setForm({ reason: value, error: null }),
    counter: t('thread.counter', { count: length, max: WITHDRAW_REASON_MAX }),
    error,
    confirmLabel: t('withdraw.confirm'),
    cancelLabel: t('withdraw.cancel'),
    pending: withdraw.isPending,
    confirm: () => {
      if (!target) return;
      if (length > WITHDRAW_REASON_MAX) return setError(t('withdraw.tooLong', { max: WITHDRAW_REASON_MAX }));
      withdraw.mutate(
        { id: target.id, reason: reason.trim() || undefined },
        {
          onSuccess: () => {
            setForm({ reason: '', error: null });
            close();
          },
          onError: (e) => setError(errorText(e)),
        },
      );
    },
    close: () => {
      setError(null);
      close();
    },
  };
};
export type TWithdrawView = ReturnType<typeof useWithdraw>;

/** The survey's questions: the contract's input without the application, which the offer names. */
const ZSurveyForm = ZSurveyInput.omit({ applicationId: true });

/** The closing survey of my latest closed application, when the server offers one. */
const useSurvey = () => {
  const { t } = useTranslation('conversations');
  const pending = usePendingSurvey();
  const submit = useSubmitSurvey();
  const form = useSchemaForm(ZSurveyForm, { defaultValues: { comment: '' } });
  const [refusal, setRefusal] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [hidden, setHidden] = useState(false);
  const survey = pending.data;
  if ((!survey && !done) || hidden) return null;

  const send = (values: z.output<typeof ZSurveyForm>) => {
    if (!survey) return;
    setRefusal(null);
    submit.mutate(
      { ...values, applicationId: survey.applicationId, comment: values.comment || undefined },
      {
        onSuccess: () => setDone(true),
        onError: (e) => void (showServerErrors(form, e) || setRefusal(errorText(e))),
      },
    );
  };

  return {
    title: t('survey.title'),
    lead: survey ? t('survey.lead', { job: survey.positionName }) : '',
    done,
    thanks: t('survey.thanks'),
    form,
    recommendLabel: t('survey.recommend'),
    recommendLow: t('survey.notLikely'),
    recommendHigh: t('survey.veryLikely'),
    recommendOptions: Array.from({ length: 11 }, (_, n) => ({ value: n, label: String(n) })),
    informedLabel: t('survey.informed'),
    informedOptions: SURVEY_INFORMED.map((value) => ({ value, label: t(`survey.${value}`) })),
    commentLabel: t('survey.comment'),
    commentMax: SURVEY_COMMENT_MAX,
    refusal,
    submitLabel: t('survey.submit'),
    laterLabel: t('survey.later'),
    pending: submit.isPending,
    submit: send,
    later: () => setHidden(true),
  };
};
export type TSurveyView = NonNullable<ReturnType<typeof useSurvey>>;

/**
 * Everything /apply shows of conversations: each application's unread count (and its words, for those who
 * don't see the badge), answer-by date ("Expect an answer by …", null when nothing is awaited from HR, and
 * HR's reason when it moved the date) and actions, the open thread, the withdrawal being confirmed, and the
 * closing survey.
 */
export const useApplyConversations = () => {
  const { t } = useTranslation('conversations');
  const language = useLanguage();
  const list = useMyConversations();
  const [threadOf, setThreadOf] = useState<TApplicationRef | null>(null);
  const [withdrawing, setWithdrawing] = useState<TApplicationRef | null>(null);
  const unread = new Map((list.data?.list ?? []).map((c) => [c.applicationId, c.unreadCount]));

  const extrasOf = (application: TApplicationRef) => {
    const count = unread.get(application.id) ?? 0;
    const open = !isApplicationClosed(application.status);
    return {
      answerBy:
        open && application.answerBy
          ? t('answerBy', { date: formatDay(application.answerBy, language) })
          : null,
      extension:
        open && application.answerBy && application.answerByReason
          ? t('extended', { reason: application.answerByReason })
          : null,
      unread: count,
      unreadLabel: t('unread', { count }),
      messageLabel: t('messageHr'),
      withdrawLabel: t('withdraw.action'),
      canWithdraw: open && application.status !== ApplicationStatus.Withdrawn,
      openThread: () => setThreadOf(application),
      startWithdraw: () => setWithdrawing(application),
    };
  };

  return {
    extrasOf,
    thread: useThread(threadOf, () => setThreadOf(null)),
    withdraw: useWithdraw(withdrawing, () => setWithdrawing(null)),
    survey: useSurvey(),
  };
};
export type TApplyConversations = ReturnType<typeof useApplyConversations>;
