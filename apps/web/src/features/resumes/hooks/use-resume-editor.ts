import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.tsx';
import type { TFormStore } from '../../../lib/kit/kit.ts';
import { AppErrorCode, type TResumeSectionConfig } from '@tmp/contracts';
import { getRuntimeConfig } from '../../../config/runtime-config.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { toHeaderLang, useLanguage } from '../../../lib/i18n.ts';
import { useResumeDetail, useResumeFields, useSaveResume } from '../api/resume.ts';
import {
  sectionsWithRequired,
  serverFieldErrors,
  snapshotOf,
  toFormFields,
  toResume,
  validateResume,
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

/** The resume form's state: loading, checking, saving, applying. */
export const useResumeEditor = (form: TFormStore, options: TEditorOptions) => {
  const language = useLanguage();
  const lang = toHeaderLang(language);
  const fields = useResumeFields(options.positionId);
  const detail = useResumeDetail();
  const save = useSaveResume();
  const [baseline, setBaseline] = useState<string | null>(null);
  const [dirty, setDirty] = useState(false);
  const [extraRequired, setExtraRequired] = useState<string[]>([]);
  const shownErrors = useRef<string[]>([]);
  const checking = useRef(false);

  const sections: TResumeSectionConfig[] = useMemo(
    () => sectionsWithRequired(fields.data?.sections ?? [], extraRequired),
    [fields.data, extraRequired],
  );
  const [sectionErrors, setSectionErrors] = useState<Record<string, string>>({});

  const showErrors = useCallback(
    (errors: TFieldError[]) => {
      form.setFields(toFormFields(errors, shownErrors.current));
      shownErrors.current = errors.map((e) => e.key);
      setSectionErrors(
        Object.fromEntries(errors.filter((e) => e.name.length === 1).map((e) => [e.key, e.message])),
      );
    },
    [form],
  );

  const check = useCallback(
    (required: readonly string[] = extraRequired) =>
      validateResume(toResume(form.getFieldsValue(true)), sections, lang, required),
    [form, sections, lang, extraRequired],
  );

  /** Call from the form's onValuesChange: tracks unsaved changes and, after a failed attempt, re-checks. */
  const onValuesChange = useCallback(() => {
    const values = form.getFieldsValue(true);
    if (baseline !== null) setDirty(snapshotOf(values) !== baseline);
    if (checking.current) showErrors(check());
  }, [form, baseline, check, showErrors]);

  /** Call once the form holds the loaded resume. */
  const markLoaded = useCallback(() => {
    setBaseline(snapshotOf(form.getFieldsValue(true)));
    setDirty(false);
  }, [form]);

  const submit = useCallback(async () => {
    const resume = toResume(form.getFieldsValue(true));
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
      setBaseline(snapshotOf(resume));
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
    if (ready) markLoaded();
    // Once, when the form first holds the loaded resume.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready]);

  return {
    fields,
    detail,
    sections,
    sectionErrors,
    dirty,
    saving: save.isPending,
    submit,
    onValuesChange,
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
