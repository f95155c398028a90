import { useState } from 'react';
import type { z } from 'zod';
import { fillReplyTemplate, ZExtendAnswerByInput, ZMessageText, type TReplyTemplate } from '@tmp/contracts';
import { useHrFormat } from '../../../components/console/use-hr-format.ts';
import { showServerErrors, useMessageText, useSchemaForm } from '../../../lib/form/form.tsx';
import { useExtendAnswerBy, useHrConversation, useSendHrMessage, useTemplates } from './api.ts';

/**
 * Today in China's time (yyyy-mm-dd), the calendar answer-by dates are kept in: a date before it has passed,
 * and it is a template's {date} when nothing is awaited from HR.
 */
export const todayInChina = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);

type TTemplateLang = 'en' | 'zh';

/** A template's choice in the picker: its id and the language of its text (`12:zh`). */
const choiceOf = (template: TReplyTemplate, lang: TTemplateLang) => `${template.id}:${lang}`;

/** One application's thread: its messages, the reply being written, the templates that can fill it. */
export const useConversationThread = (applicationId: number) => {
  const format = useHrFormat();
  const conversation = useHrConversation(applicationId);
  const templates = useTemplates();
  const sending = useSendHrMessage();
  const messageText = useMessageText();
  const [{ draft, error }, setReply] = useState<{ draft: string; error?: string }>({ draft: '' });
  /** Writing (or a template) replaces the reply and clears its error. */
  const write = (text: string) => setReply({ draft: text });
  const c = conversation.data;

  const templateChoices = (templates.data ?? []).flatMap((template) =>
    (['en', 'zh'] as const).map((lang) => ({
      value: choiceOf(template, lang),
      label: `${template.name} · ${lang === 'zh' ? '中文' : 'English'}`,
    })),
  );

  /** The reply box takes the template's text with the applicant's name, the job and the date filled in. */
  const applyTemplate = (choice: string | undefined) => {
    const [id, lang] = (choice ?? '').split(':');
    const template = templates.data?.find((t) => String(t.id) === id);
    if (!template || !c) return;
    const text = lang === 'zh' ? template.textZh : template.textEn;
    write(
      fillReplyTemplate(text, {
        name: c.candidateName,
        job: c.positionName,
        date: c.answerBy ?? todayInChina(),
      }),
    );
  };

  const submit = () => {
    const checked = ZMessageText.safeParse(draft);
    if (!checked.success) return setReply({ draft, error: messageText(checked.error.issues[0]?.message) });
    setReply((reply) => ({ draft: reply.draft }));
    sending.mutate({ applicationId, text: checked.data }, { onSuccess: () => write('') });
  };

  return {
    format,
    conversation,
    draft,
    write,
    error,
    templateChoices,
    templatesLoading: templates.isFetching,
    applyTemplate,
    submit,
    sending: sending.isPending,
  };
};

export type TConversationThread = ReturnType<typeof useConversationThread>;

const ZExtendForm = ZExtendAnswerByInput.omit({ applicationId: true });
type TValues = z.input<typeof ZExtendForm>;

/** An application's answer-by date, whether it has passed, and its extension (once, with a reason). */
export const useAnswerBy = (applicationId: number) => {
  const format = useHrFormat();
  const conversation = useHrConversation(applicationId);
  const extend = useExtendAnswerBy();
  const form = useSchemaForm(ZExtendForm, { defaultValues: { answerBy: '', reason: '' } as TValues });
  const [open, setOpen] = useState(false);
  const c = conversation.data;
  const answerBy = c?.answerBy ?? null;
  const send = (values: z.output<typeof ZExtendForm>) =>
    extend.mutateAsync({ ...values, applicationId }).catch((error: unknown) => {
      showServerErrors(form, error, (path) => (path === 'applicationId' ? null : (path as keyof TValues)));
      throw error;
    });
  return {
    format,
    loaded: !!c,
    answerBy,
    overdue: !!answerBy && answerBy < todayInChina(),
    reason: c?.answerByReason ?? null,
    /** Nothing awaited from HR, or already moved once while that date holds. */
    canExtend: !!answerBy && !c?.answerByReason,
    open,
    start: () => {
      form.reset({ answerBy: '', reason: '' });
      setOpen(true);
    },
    close: () => setOpen(false),
    form,
    send,
    pending: extend.isPending,
  };
};

export type TAnswerBy = ReturnType<typeof useAnswerBy>;
