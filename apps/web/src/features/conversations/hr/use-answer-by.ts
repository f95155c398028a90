import { useState } from 'react';
import type { z } from 'zod';
import { ZExtendAnswerByInput } from '@tmp/contracts';
import { useHrFormat } from '../../../components/console/use-hr-format.ts';
import { showServerErrors, useSchemaForm } from '../../../lib/form/form.tsx';
import { todayInChina } from './today-in-china.ts';
import { useExtendAnswerBy, useHrConversation } from './api.ts';

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
