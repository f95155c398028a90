import { useState } from 'react';
import { fillReplyTemplate, ZMessageText, type TReplyTemplate } from '@tmp/contracts';
import { useHrFormat } from '../../../components/console/use-hr-format.ts';
import { useMessageText } from '../../../lib/form/form.tsx';
import { todayInChina } from './today-in-china.ts';
import { useHrConversation, useSendHrMessage, useTemplates } from './api.ts';

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
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string>();
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
    setDraft(
      fillReplyTemplate(text, {
        name: c.candidateName,
        job: c.positionName,
        date: c.answerBy ?? todayInChina(),
      }),
    );
    setError(undefined);
  };

  const submit = () => {
    const checked = ZMessageText.safeParse(draft);
    if (!checked.success) {
      setError(messageText(checked.error.issues[0]?.message));
      return;
    }
    setError(undefined);
    sending.mutate({ applicationId, text: checked.data }, { onSuccess: () => setDraft('') });
  };

  return {
    format,
    conversation,
    draft,
    write: (text: string) => {
      setDraft(text);
      if (error) setError(undefined);
    },
    error,
    templateChoices,
    templatesLoading: templates.isFetching,
    applyTemplate,
    submit,
    sending: sending.isPending,
  };
};

export type TConversationThread = ReturnType<typeof useConversationThread>;
