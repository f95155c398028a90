import { useEffect, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import {
  BRAND_CONTRAST_MIN,
  contrastWithWhite,
  LOGO_MAX_BYTES,
  RETENTION_MONTHS_DEFAULT,
  ZAnswerDays,
  ZCompanySettingsInput,
  ZRetentionMonths,
  type TAnswerDays,
  type TCompanySettings,
} from '@tmp/contracts';
import { ApiError } from '../../../lib/api-error.ts';
import { showServerErrors, useMessageText, useSchemaForm } from '../../../lib/form/form.tsx';
import { useCountries } from '../../../lib/reference-data.ts';
import {
  useAnswerDays,
  useCompanySettings,
  useSaveAnswerDays,
  useSaveCompanySettings,
  useUploadLogo,
} from './api.ts';

/**
 * The company form: the contract's input, with the retention always shown (so always sent) and the default
 * source emptied by clearing its box.
 */
const ZCompanyForm = ZCompanySettingsInput.extend({
  defaultSourceId: z.preprocess((id) => id ?? null, ZCompanySettingsInput.shape.defaultSourceId),
  retentionMonths: ZRetentionMonths,
});
export type TCompanyFormValues = z.input<typeof ZCompanyForm>;

/** The saved settings as the form holds them: all but the logo, which is replaced on its own. */
const toValues = ({ logo: _logo, ...values }: TCompanySettings): TCompanyFormValues => values;

const HEX = /^#[0-9a-f]{6}$/i;

/** What the brand preview shows for the colour typed so far: the colour, and its contrast with white. */
const brandPreview = (color: unknown) => {
  const text = typeof color === 'string' ? color.trim() : '';
  if (!HEX.test(text)) return null;
  const contrast = contrastWithWhite(text);
  return {
    color: text.toLowerCase(),
    contrast: contrast.toFixed(1),
    readable: contrast >= BRAND_CONTRAST_MIN,
  };
};

/** The settings form: filled with the saved settings (again after each save), checked, sent. */
const useSettingsForm = (settings: TCompanySettings | undefined) => {
  const save = useSaveCompanySettings();
  const form = useSchemaForm(ZCompanyForm, {
    defaultValues: { retentionMonths: RETENTION_MONTHS_DEFAULT, forceLoginCountryIds: [] },
  });
  const { reset } = form;
  useEffect(() => {
    if (settings) reset(toValues(settings));
  }, [settings, reset]);
  const brandColor = useWatch({ control: form.control, name: 'brandColor' });
  return {
    form,
    saving: save.isPending,
    preview: brandPreview(brandColor),
    submit: (values: z.output<typeof ZCompanyForm>) =>
      save.mutateAsync(values).catch((error: unknown) => {
        showServerErrors(form, error);
      }),
  };
};

/** Replacing the logo: a PNG or SVG of 512 KB at most, checked here first, then by the server. */
const useLogo = () => {
  const upload = useUploadLogo();
  const text = useMessageText();
  const [error, setError] = useState<string>();
  const pick = (file: File | undefined) => {
    if (!file) return;
    const isImage = /\.(png|svg)$/i.test(file.name) || ['image/png', 'image/svg+xml'].includes(file.type);
    const refusal = !isImage
      ? 'company.logoType'
      : file.size > LOGO_MAX_BYTES
        ? 'company.logoTooLarge'
        : null;
    setError(refusal ? text(refusal) : undefined);
    if (refusal) return;
    upload.mutate(file, {
      onError: (failure) =>
        setError(
          failure instanceof ApiError && failure.message ? failure.message : text('common.unavailable'),
        ),
    });
  };
  return { pick, error, uploading: upload.isPending };
};

/** The answer-by commitments per stage: a small form of its own. */
const useAnswerDaysForm = () => {
  const days = useAnswerDays();
  const save = useSaveAnswerDays();
  const form = useSchemaForm(ZAnswerDays);
  const { reset } = form;
  useEffect(() => {
    if (days.data) reset(days.data);
  }, [days.data, reset]);
  return {
    form,
    isLoading: days.isPending,
    saving: save.isPending,
    submit: (values: TAnswerDays) =>
      save.mutateAsync(values).catch((error: unknown) => {
        showServerErrors(form, error);
      }),
  };
};

/** /hr/company: the customer's settings, its logo and its answer-by commitments. */
export const useCompanyPage = () => {
  const settings = useCompanySettings();
  const countries = useCountries();
  return {
    isLoading: settings.isPending,
    error: settings.error?.message,
    logo: settings.data?.logo,
    settings: useSettingsForm(settings.data),
    logoUpload: useLogo(),
    answerDays: useAnswerDaysForm(),
    countries: {
      loading: countries.isPending,
      options: (countries.data ?? []).map((country) => ({ value: country.value, label: country.text })),
    },
  };
};
export type TCompanyPage = ReturnType<typeof useCompanyPage>;
