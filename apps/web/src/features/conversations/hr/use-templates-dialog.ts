import { useState } from 'react';
import type { z } from 'zod';
import { ZReplyTemplateInput, type TReplyTemplate } from '@tmp/contracts';
import { showServerErrors, useSchemaForm } from '../../../lib/form/form.tsx';
import { useSaveTemplate, useTemplates } from './api.ts';

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
