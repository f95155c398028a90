import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { AppErrorCode, type TResumeSectionConfig } from '@tmp/contracts';
import { getRuntimeConfig } from '../../../config/runtime-config.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { toHeaderLang, useLanguage } from '../../../lib/i18n.ts';
import { useResumeDetail, useResumeFields, useSaveResume } from '../api/resume.ts';
import {
  sectionsWithRequired,
  serverFieldErrors,
  snapshotOf,
  toResume,
  validateResume,
  toFieldKey,
  type TFieldError,
} from '../utils/resume-form.ts';
import { readVisitSource } from '../utils/visit-source.ts';
import { useUnsavedWarning } from './use-unsaved-warning.ts';

export interface TEditorOptions {
  /** On /delivery: save and apply to this job. */
  positionId?: number;
  /** Shows the errors' fields (opens collapsed sections first on mobile), then scrolls to the first. */
  reveal: (errors: TFieldError[]) => void;
  onApplied?: (applicationId: number | null) => void;
  /** The "please check the highlighted fields" notice of the page's UI library. */
  onInvalid: () => void;
}

/** The resume's values as the form keeps them: a section's fields, or a repeated section's entries. */
export type TResumeValues = Record<string, any>;
export type TResumeFormState = UseFormReturn<TResumeValues>;

/**
 * The resume form's state: loading, checking, saving, applying. The form keeps the values; the checks are
 * the server's own (validateResume), run on save and, after a failed attempt, on every change.
 */
export const useResumeEditor = (options: TEditorOptions) => {
  const form = useForm<TResumeValues>();
  const language = useLanguage();
  const lang = toHeaderLang(language);
  const fields = useResumeFields(options.positionId);
  const detail = useResumeDetail();
  const save = useSaveResume();
  const baseline = useRef<string | null>(null);
  const [dirty, setDirty] = useState(false);
  const [extraRequired, setExtraRequired] = useState<string[]>([]);
  const checking = useRef(false);

  const sections: TResumeSectionConfig[] = useMemo(
    () => sectionsWithRequired(fields.data?.sections ?? [], extraRequired),
    [fields.data, extraRequired],
  );
  const [sectionErrors, setSectionErrors] = useState<Record<string, string>>({});

  const showErrors = useCallback(
    (errors: TFieldError[]) => {
      form.clearErrors();
      // A section's own error (no entry yet) is said in its list, not on a field.
      for (const error of errors.filter((e) => e.name.length > 1)) {
        form.setError(toFieldKey(error.name), { type: 'check', message: error.message });
      }
      setSectionErrors(
        Object.fromEntries(errors.filter((e) => e.name.length === 1).map((e) => [e.key, e.message])),
      );
    },
    [form],
  );

  const check = useCallback(
    (required: readonly string[] = extraRequired) =>
      validateResume(toResume(form.getValues()), sections, lang, required),
    [form, sections, lang, extraRequired],
  );

  /** On every change of a value: tracks unsaved changes and, after a failed attempt, re-checks. */
  const onValuesChange = useCallback(() => {
    if (baseline.current !== null) setDirty(snapshotOf(form.getValues()) !== baseline.current);
    if (checking.current) showErrors(check());
  }, [form, check, showErrors]);
  useEffect(
    () => form.subscribe({ formState: { values: true }, callback: () => onValuesChange() }),
    [form, onValuesChange],
  );

  const submit = useCallback(async () => {
    const resume = toResume(form.getValues());
    const errors = check();
    checking.current = true;
    showErrors(errors);
    if (errors.length > 0) {
      options.onInvalid();
      options.reveal(errors);
      return;
    }
    const source = readVisitSource();
    const sourceid = source.sourceid ?? getRuntimeConfig().sourceid ?? undefined;
    try {
      const result = await save.mutateAsync({
        resume,
        ...(options.positionId
          ? {
              positionId: options.positionId,
              ...(sourceid !== undefined ? { sourceid } : {}),
              ...(source.recommendCode ? { recommendCode: source.recommendCode } : {}),
            }
          : {}),
      });
      checking.current = false;
      baseline.current = snapshotOf(resume);
      setDirty(false);
      if (options.positionId) options.onApplied?.(result.applicationId);
    } catch (error) {
      if (!(error instanceof ApiError)) return;
      if (error.code === AppErrorCode.MissingResumeFields) {
        const missing = (error.data as { missingFields?: string[] } | null)?.missingFields ?? [];
        setExtraRequired((prev) => [...new Set([...prev, ...missing])]);
        const found = validateResume(resume, sections, lang, [...extraRequired, ...missing]);
        const shown =
          found.length > 0 ? found : missing.map((key) => ({ key, name: key.split('.'), message: '' }));
        showErrors(found);
        options.reveal(shown);
        return;
      }
      const serverErrors = serverFieldErrors(error.data);
      if (serverErrors.length > 0) {
        showErrors(serverErrors);
        options.reveal(serverErrors);
      }
    }
  }, [form, check, showErrors, options, save, sections, lang, extraRequired]);

  const blocker = useUnsavedWarning(dirty && !save.isPending);
  const { t } = useTranslation('resumes');
  const ready = !!detail.data && !!fields.data;
  useEffect(() => {
    if (!ready) return;
    form.reset(detail.data.resume as TResumeValues);
    baseline.current = snapshotOf(form.getValues());
    setDirty(false);
    // Once, when the resume first arrives: later answers must not overwrite what the candidate typed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready]);

  return {
    form,
    fields,
    detail,
    sections,
    sectionErrors,
    dirty,
    saving: save.isPending,
    submit,
    blocker,
    /** Both the resume and the form's fields have arrived. */
    ready,
    /** Why the editor cannot be shown. */
    loadError:
      detail.isError || fields.isError
        ? (fields.error ?? detail.error)?.message || t('page.loadFailed')
        : undefined,
  };
};
