import { useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { useBlocker, type Blocker } from 'react-router';
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
import { notify } from '../../../lib/notify.ts';

interface TEditorOptions {
  /** On /delivery: save and apply to this job. */
  positionId?: number;
  /** Shows the errors' fields (opens collapsed sections first on mobile), then scrolls to the first. */
  reveal: (errors: TFieldError[]) => void;
  onApplied?: (applicationId: number | null) => void;
}

/** The resume's values as the form keeps them: a section's fields, or a repeated section's entries. */
type TResumeValues = Record<string, any>;
export type TResumeFormState = UseFormReturn<TResumeValues>;

/**
 * While `dirty`, closing or reloading the tab asks the browser's own question, and leaving the page inside
 * the app is held by the returned blocker until the page asks the user (proceed / reset).
 */
const useUnsavedWarning = (dirty: boolean): Blocker => {
  useEffect(() => {
    if (!dirty) return undefined;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  return useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );
};

/** What a save sends beside the resume on /delivery: the job, and where the visit came from. */
const applyPart = (positionId?: number) => {
  if (!positionId) return {};
  const source = readVisitSource();
  const sourceid = source.sourceid ?? getRuntimeConfig().sourceid ?? undefined;
  return {
    positionId,
    ...(sourceid !== undefined ? { sourceid } : {}),
    ...(source.recommendCode ? { recommendCode: source.recommendCode } : {}),
  };
};

/** The errors of a check shown: on their fields, or a section's own (no entry yet) in its list. */
const useShownErrors = (form: TResumeFormState) => {
  const [sectionErrors, setSectionErrors] = useState<Record<string, string>>({});
  const showErrors = (errors: TFieldError[]) => {
    form.clearErrors();
    for (const error of errors.filter((e) => e.name.length > 1)) {
      form.setError(toFieldKey(error.name), { type: 'check', message: error.message });
    }
    setSectionErrors(
      Object.fromEntries(errors.filter((e) => e.name.length === 1).map((e) => [e.key, e.message])),
    );
  };
  return { sectionErrors, showErrors };
};

/**
 * Whether the values differ from the resume as last loaded or saved. The loaded resume is put in the form
 * once, when it and the form's fields have first arrived (`ready`).
 */
const useDirty = (form: TResumeFormState, ready: boolean, resume: unknown) => {
  const baseline = useRef<string | null>(null);
  const [dirty, setDirty] = useState(false);
  /** The values now are the saved ones. */
  const settle = (values: unknown) => {
    baseline.current = snapshotOf(values);
    setDirty(false);
  };
  useEffect(() => {
    if (!ready) return;
    form.reset(resume as TResumeValues);
    settle(form.getValues());
    // Once, when the resume first arrives: later answers must not overwrite what the candidate typed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready]);
  return {
    dirty,
    settle,
    track: () => {
      if (baseline.current !== null) setDirty(snapshotOf(form.getValues()) !== baseline.current);
    },
  };
};

/** The server's own checks of the resume plus the fields the job asks for, shown on their fields. */
const useResumeChecks = (
  form: TResumeFormState,
  configured: TResumeSectionConfig[] | undefined,
  reveal: TEditorOptions['reveal'],
) => {
  const lang = toHeaderLang(useLanguage());
  const [extraRequired, setExtraRequired] = useState<string[]>([]);
  /** After a failed attempt, every change is checked again. */
  const checking = useRef(false);
  const sections: TResumeSectionConfig[] = useMemo(
    () => sectionsWithRequired(configured ?? [], extraRequired),
    [configured, extraRequired],
  );
  const { sectionErrors, showErrors } = useShownErrors(form);
  const check = () => validateResume(toResume(form.getValues()), sections, lang, extraRequired);

  return {
    sections,
    sectionErrors,
    /** A save's check: the errors found, shown, and checked again on every change from now on. */
    attempt: () => {
      const errors = check();
      checking.current = true;
      showErrors(errors);
      return errors;
    },
    recheck: () => {
      if (checking.current) showErrors(check());
    },
    passed: () => {
      checking.current = false;
    },
    /** A refused save: the fields the job requires besides the form's, or the server's own field errors. */
    refused: (error: unknown, resume: ReturnType<typeof toResume>) => {
      if (!(error instanceof ApiError)) return;
      if (error.code === AppErrorCode.MissingResumeFields) {
        const missing = (error.data as { missingFields?: string[] } | null)?.missingFields ?? [];
        setExtraRequired((prev) => [...new Set([...prev, ...missing])]);
        const found = validateResume(resume, sections, lang, [...extraRequired, ...missing]);
        showErrors(found);
        reveal(found.length > 0 ? found : missing.map((key) => ({ key, name: key.split('.'), message: '' })));
        return;
      }
      const serverErrors = serverFieldErrors(error.data);
      if (serverErrors.length === 0) return;
      showErrors(serverErrors);
      reveal(serverErrors);
    },
  };
};

/**
 * The resume form's state: loading, checking, saving, applying. The form keeps the values; the checks are
 * the server's own (validateResume), run on save and, after a failed attempt, on every change.
 */
export const useResumeEditor = (options: TEditorOptions) => {
  const form = useForm<TResumeValues>();
  const { t } = useTranslation('resumes');
  const fields = useResumeFields(options.positionId);
  const detail = useResumeDetail();
  const save = useSaveResume();
  const ready = !!detail.data && !!fields.data;
  const changes = useDirty(form, ready, detail.data?.resume);
  const checks = useResumeChecks(form, fields.data?.sections, options.reveal);

  /** On every change of a value: tracks unsaved changes and, after a failed attempt, re-checks. */
  const onValuesChange = useEffectEvent(() => {
    changes.track();
    checks.recheck();
  });
  useEffect(() => form.subscribe({ formState: { values: true }, callback: () => onValuesChange() }), [form]);

  const submit = async () => {
    const resume = toResume(form.getValues());
    const errors = checks.attempt();
    if (errors.length > 0) {
      notify.error(t('form.fixErrors'));
      return options.reveal(errors);
    }
    try {
      const result = await save.mutateAsync({ resume, ...applyPart(options.positionId) });
      checks.passed();
      changes.settle(resume);
      if (options.positionId) options.onApplied?.(result.applicationId);
    } catch (error) {
      checks.refused(error, resume);
    }
  };

  return {
    form,
    detail,
    sections: checks.sections,
    sectionErrors: checks.sectionErrors,
    dirty: changes.dirty,
    saving: save.isPending,
    submit,
    blocker: useUnsavedWarning(changes.dirty && !save.isPending),
    /** Both the resume and the form's fields have arrived. */
    ready,
    /** Why the editor cannot be shown. */
    loadError:
      detail.isError || fields.isError
        ? (fields.error ?? detail.error)?.message || t('page.loadFailed')
        : undefined,
  };
};
