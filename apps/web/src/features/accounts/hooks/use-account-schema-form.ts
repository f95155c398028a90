import { useEffect, useMemo } from 'react';
import { useSchemaForm } from '../../../lib/form/form.tsx';
import { accountFormSchema, emptyValues, type TCheckedField } from '../model/rules.ts';

/**
 * An account form checked by the rules of its fields (model/rules.ts): a field once left, then on every
 * change; the confirmation again whenever the password changes, once the user has been to it.
 */
export const useAccountSchemaForm = (fields: readonly TCheckedField[]) => {
  const names = fields.map((field) => field.name).join();
  // The rules are message keys, the same in every language: the schema follows the fields asked for.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const schema = useMemo(() => accountFormSchema(fields), [names]);
  const form = useSchemaForm(schema, { defaultValues: emptyValues(fields) });
  useEffect(
    () =>
      form.subscribe({
        name: 'password',
        formState: { values: true },
        callback: () => {
          if (form.getFieldState('confirmpassword').isTouched) void form.trigger('confirmpassword');
        },
      }),
    [form],
  );
  return form;
};

export type TAccountSchemaForm = ReturnType<typeof useAccountSchemaForm>;
