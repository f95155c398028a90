import { useRef, useState } from 'react';
import { useMessageText } from '../../../lib/form/form.tsx';
import { checkWith, emptyValues, type TCheckedField } from '../model/rules.ts';

type TValues = Record<string, unknown>;

/** Fields checked again when another changes: the confirmation follows the password. */
const FOLLOWERS: Record<string, string> = { password: 'confirmpassword' };

const firstError = ({ name, rule }: TCheckedField, values: TValues) =>
  checkWith(rule, values[name]) ??
  (name === 'confirmpassword' && values[name] !== values.password ? 'validation.confirmPassword' : undefined);

/**
 * The values and errors of a one-code form drawn by the kit (the console's security page), checked by the
 * account rules (model/rules.ts); the sign-in's forms are on lib/form. a field is checked when it changes (with the
 * fields following it), every field on submit, each showing its first problem.
 */
export const useFieldsForm = (fields: TCheckedField[]) => {
  const [values, setValues] = useState<TValues>(() => emptyValues(fields));
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const latest = useRef<TValues>(values);
  const text = useMessageText();

  const validateFields = async (names: string[]) => {
    const checked = fields.filter((field) => names.includes(field.name));
    const found = checked.map((field) => [field.name, firstError(field, latest.current)] as const);
    setErrors((shown) => ({ ...shown, ...Object.fromEntries(found) }));
    return found.every(([, error]) => !error);
  };
  const setFieldValue = (name: string, value: unknown) => {
    latest.current = { ...latest.current, [name]: value };
    setValues(latest.current);
  };
  const change = (name: string, value: unknown) => {
    setFieldValue(name, value);
    const follower = FOLLOWERS[name];
    void validateFields(follower && latest.current[follower] !== undefined ? [name, follower] : [name]);
  };

  return {
    values,
    setFieldValue,
    validateFields,
    /** A text field's value, error and change, for the kit's Field and Input. */
    text: (name: string) => ({
      value: typeof values[name] === 'string' ? values[name] : '',
      error: text(errors[name]),
      onChange: (value: unknown) => change(name, value),
    }),
    /** The kit form's submit: every field checked, then `onValid` with the values. */
    submit:
      <V>(onValid: (values: V) => void) =>
      () =>
        void validateFields(fields.map((field) => field.name)).then(
          (ok) => ok && onValid(latest.current as V),
        ),
  };
};

export type TFieldsForm = ReturnType<typeof useFieldsForm>;
