import { useState } from 'react';
import type { z } from 'zod';
import { ZReplyTemplateInput, type TConversationSummary, type TReplyTemplate } from '@tmp/contracts';
import { showServerErrors, useSchemaForm } from '../../../lib/form/form.tsx';
import { useJobOptions } from '../../../lib/console-choices.ts';
import { useHrFormat } from '../../../components/console/use-hr-format.ts';
import { useListParams } from '../../../components/console/use-list-params.ts';
import { todayInChina } from './use-conversation-thread.ts';
import { useHrConversations, useSaveTemplate, useSurveyStats, useTemplates, useUnreadCount } from './api.ts';

/** An inbox row: a conversation under its application's id, and whether its answer-by date has passed. */
export type TInboxRow = TConversationSummary & { id: number; overdue: boolean };

/** /hr/inbox (?jobId=, ?status=, ?id= opens a conversation): its filters, rows, thread and survey figures. */
export const useInboxPage = () => {
  const format = useHrFormat();
  const list = useListParams();
  const jobId = list.int('jobId');
  const openId = list.int('id');
  const conversations = useHrConversations({
    pageIndex: list.page,
    pageSize: list.pageSize,
    jobId,
    status: list.int('status'),
  });
  const survey = useSurveyStats(jobId);
  const [templatesOpen, setTemplatesOpen] = useState(false);
  const today = todayInChina();
  const data = conversations.data;
  const rows: TInboxRow[] = (data?.list ?? []).map((row) => ({
    ...row,
    id: row.applicationId,
    overdue: !!row.answerBy && row.answerBy < today,
  }));
  return {
    format,
    list,
    query: {
      data: data && { list: rows, recordcount: data.recordcount },
      isFetching: conversations.isFetching,
    },
    unread: data?.unread ?? 0,
    jobId,
    jobOptions: useJobOptions(),
    setJob: (value: number | undefined) => list.set({ jobId: value }),
    setStatus: (value: number | undefined) => list.set({ status: value }),
    open: (row: TInboxRow) => list.set({ id: row.id }, true),
    close: () => list.set({ id: undefined }, true),
    openId,
    opened: rows.find((row) => row.id === openId),
    survey,
    templatesOpen,
    openTemplates: () => setTemplatesOpen(true),
    closeTemplates: () => setTemplatesOpen(false),
  };
};

export type TInboxPage = ReturnType<typeof useInboxPage>;

/** The unread messages the inbox's tab shows (99 at most, then "99+"); 0 shows nothing. */
export const useUnreadBadge = () => {
  const count = useUnreadCount();
  return { count, text: count > 99 ? '99+' : String(count) };
};

type TValues = z.input<typeof ZReplyTemplateInput>;

const EMPTY: TValues = { name: '', textEn: '', textZh: '' };

/** The reply templates: the list, and the one being written (a new one, or a change to one of them). */
export const useTemplatesDialog = () => {
  const templates = useTemplates();
  const save = useSaveTemplate();
  const form = useSchemaForm(ZReplyTemplateInput, { defaultValues: EMPTY });
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const edit = (template?: TReplyTemplate) => {
    form.reset(
      template
        ? { id: template.id, name: template.name, textEn: template.textEn, textZh: template.textZh }
        : EMPTY,
    );
    setEditing(template ? template.id : 'new');
  };
  const submit = (values: z.output<typeof ZReplyTemplateInput>) =>
    save.mutateAsync(values).then(
      () => setEditing(null),
      (error: unknown) => {
        showServerErrors(form, error, (path) => (path === 'id' ? null : (path as keyof TValues)));
      },
    );
  return {
    templates,
    form,
    editing,
    edit,
    stopEditing: () => setEditing(null),
    submit,
    pending: save.isPending,
  };
};
