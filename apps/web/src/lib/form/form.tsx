import { createContext, use, type ReactNode } from 'react';
import {
  FormProvider,
  useController,
  useForm,
  type FieldPath,
  type FieldValues,
  type UseFormProps,
  type UseFormReturn,
} from 'react-hook-form';
import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import type { z } from 'zod';
import { translate } from '@tmp/contracts';
import { ApiError } from '../api-error.ts';
import { toHeaderLang, useLanguage } from '../i18n.ts';
import { useKit, type TActionsProps, type TDialogProps } from '../kit/kit.ts';

/*
 * Form state, owned once for every form of the app whatever kit draws it: react-hook-form keeps the values,
 * the touched fields and the errors; the contracts' zod schema is the one set of rules (the same the server
 * applies), and its messages are the contracts' message keys, translated here. A kit only draws a Field
 * (label, error, hint) around the control this module binds.
 */

/** A form checked by `schema`: first when a field is left, then on every change of a field shown wrong. */
export const useSchemaForm = <S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  options: Omit<UseFormProps<z.input<S>, unknown, z.output<S>>, 'resolver'> = {},
): UseFormReturn<z.input<S>, unknown, z.output<S>> =>
  useForm<z.input<S>, unknown, z.output<S>>({
    resolver: standardSchemaResolver(schema),
    mode: 'onTouched',
    ...options,
  });

/** What a bound control gets: the id its label names, its value, and what to call when it changes or is left. */
export interface TControl<V = any> {
  id: string;
  value: V;
  onChange: (value: V) => void;
  onBlur: () => void;
}

const FormNameContext = createContext('form');

interface TFormProps<T extends FieldValues, O> {
  form: UseFormReturn<T, unknown, O>;
  /** Prefixes the ids of its fields (`job_titleEn`). */
  name: string;
  /** Called with the checked values; a refusal of the server with field errors is shown on those fields. */
  onSubmit: (values: O) => unknown;
  children: ReactNode;
  className?: string;
  'aria-label'?: string;
}

/** A form drawn by the kit whose fields (`FormField`) are bound to `form`. */
export const SchemaForm = <T extends FieldValues, O>({
  form,
  name,
  onSubmit,
  children,
  ...rest
}: TFormProps<T, O>) => {
  const { Form } = useKit();
  return (
    <FormProvider {...form}>
      <FormNameContext value={name}>
        <Form {...rest} onSubmit={() => void form.handleSubmit(onSubmit)()}>
          {children}
        </Form>
      </FormNameContext>
    </FormProvider>
  );
};

/** The translated text of a message key (a contract's rule), or the text itself (a server's translated message). */
export const useMessageText = () => {
  const lang = toHeaderLang(useLanguage());
  return (message: string | undefined) => (message ? translate(message, lang) : undefined);
};

interface TFormFieldProps<T extends FieldValues> {
  name: FieldPath<T>;
  /** The control's id, where the form's prefix does not fit (`account-phone`). */
  id?: string;
  label?: ReactNode;
  hint?: ReactNode;
  required?: boolean;
  /** A group of controls (choices): a fieldset with a legend. */
  group?: boolean;
  className?: string;
  /** Draws the control with the kit from what the field binds. */
  children: (control: TControl) => ReactNode;
}

/** A field of the SchemaForm around it: its label, its control bound to the value at `name`, and its error. */
export const FormField = <T extends FieldValues = FieldValues>({
  name,
  id: ownId,
  children,
  ...field
}: TFormFieldProps<T>) => {
  const { Field } = useKit();
  const formName = use(FormNameContext);
  const { field: bound, fieldState } = useController<T>({ name });
  const text = useMessageText();
  const id = ownId ?? `${formName}_${name.replace(/\./g, '_')}`;
  return (
    <Field {...field} htmlFor={id} error={text(fieldState.error?.message)}>
      {children({ id, value: bound.value, onChange: bound.onChange, onBlur: bound.onBlur })}
    </Field>
  );
};

/**
 * Shows a refusal of the server on the fields it names (`data.fields`: path → translated message), mapped to
 * the form's own names by `toField` (null: a field the form does not show). Answers whether any was shown.
 */
export const showServerErrors = <T extends FieldValues>(
  form: UseFormReturn<T, any, any>,
  error: unknown,
  toField: (path: string) => FieldPath<T> | null = (path) => path as FieldPath<T>,
): boolean => {
  const fields =
    error instanceof ApiError
      ? (error.data as { fields?: Record<string, string> } | null)?.fields
      : undefined;
  let shown = false;
  for (const [path, message] of Object.entries(fields ?? {})) {
    const name = toField(path);
    if (!name) continue;
    form.setError(name, { type: 'server', message }, { shouldFocus: !shown });
    shown = true;
  }
  return shown;
};

type TFormDialogProps<T extends FieldValues, O> = TFormProps<T, O> &
  Pick<TDialogProps, 'open' | 'title' | 'onClose' | 'wide'> &
  Pick<TActionsProps, 'submit' | 'pending'> & {
    cancel: string;
    /** What the dialog asks, above its fields. */
    lead?: ReactNode;
  };

/** A dialog holding a SchemaForm: its lead, its fields, then cancel (which closes it) and submit. */
export const SchemaFormDialog = <T extends FieldValues, O>({
  open,
  title,
  onClose,
  submit,
  cancel,
  pending,
  lead,
  wide,
  className,
  children,
  ...form
}: TFormDialogProps<T, O>) => {
  const { Dialog, Actions } = useKit();
  return (
    <Dialog open={open} title={title} onClose={onClose} wide={wide} className={className}>
      {lead}
      <SchemaForm {...form}>
        {children}
        <Actions submit={submit} cancel={cancel} onCancel={onClose} pending={pending} />
      </SchemaForm>
    </Dialog>
  );
};
