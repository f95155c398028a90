import { useRef, useState } from 'react';
import type { TRule, TRuleRender } from '../model/rules.ts';

type TValues = Record<string, unknown>;

/** A field the form checks: its name and the account rules it follows (model/rules.ts). */
export interface TCheckedField {
  name: string;
  rules: ReadonlyArray<TRule | TRuleRender>;
}

/** Fields checked again when another changes: the confirmation follows the password. */
const FOLLOWERS: Record<string, string> = { password: 'confirmpassword' };

const firstError = async ({ name, rules }: TCheckedField, values: TValues) => {
  for (const entry of rules) {
    const rule = typeof entry === 'function' ? entry({ getFieldValue: (other) => values[other] }) : entry;
    try {
      await rule.validator(rule, values[name]);
    } catch (error) {
      return (error as Error).message;
    }
  }
  return undefined;
};

/**
 * The values and errors of an account form drawn by the kit: a field is checked when it changes (with the
 * fields following it), every field on submit, each showing its first problem.
 */
export const useFieldsForm = (fields: TCheckedField[]) => {
  const [values, setValues] = useState<TValues>({});
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const latest = useRef<TValues>({});

  const validateFields = async (names: string[]) => {
    const checked = fields.filter((field) => names.includes(field.name));
    const found = await Promise.all(
      checked.map(async (field) => [field.name, await firstError(field, latest.current)] as const),
    );
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
      error: errors[name],
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
