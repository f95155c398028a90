import { z } from 'zod';
import { ZRetentionMonths } from '../privacy/personal-data.schemas.ts';

/** The limits of the company settings form; the console's inputs stop at the same numbers. */
export const COMPANY_NAME_MAX = 100;
export const SITE_TITLE_MAX = 60;
export const TAGLINE_MAX = 200;
export const FORCE_LOGIN_COUNTRIES_MAX = 50;
export const SMS_SIGNATURE_MIN = 2;
export const SMS_SIGNATURE_MAX = 12;
/** A logo upload (PNG or SVG) is at most this many bytes. */
export const LOGO_MAX_BYTES = 512 * 1024;
/** White text on the brand colour (the hero, primary buttons) must reach this contrast (WCAG AA). */
export const BRAND_CONTRAST_MIN = 4.5;
/** The portal's own brand colour, for a customer that chose none. */
export const DEFAULT_BRAND_COLOR = '#1f4fd1';

const channel = (value: number) => {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

/** The WCAG 2 contrast ratio of white against a `#rrggbb` colour (1 to 21). */
export const contrastWithWhite = (hex: string): number => {
  const [r, g, b] = [1, 3, 5].map((at) => channel(parseInt(hex.slice(at, at + 2), 16)));
  const luminance = 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  return 1.05 / (luminance + 0.05);
};

/** `#RRGGBB` (stored lower-case), dark enough for white text on it. */
export const ZBrandColor = z
  .string({ error: 'company.brandColor' })
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, 'company.brandColor')
  .transform((hex) => hex.toLowerCase())
  .refine((hex) => contrastWithWhite(hex) >= BRAND_CONTRAST_MIN, 'company.lowContrast');

const ZRequiredText = (max: number) =>
  z.string({ error: 'common.required' }).trim().min(1, 'common.required').max(max, 'common.tooLong');
/** Optional text: empty means "the portal's own". */
const ZOptionalText = (max: number) =>
  z.string({ error: 'common.invalid' }).trim().max(max, 'common.tooLong').default('');

const ZId = z
  .number({ error: 'common.invalid' })
  .int('common.invalid')
  .min(1, 'common.invalid')
  .max(2_147_483_647, 'common.invalid');

const ZPair = <T extends z.ZodType>(text: T) => z.object({ en: text, zh: text });

/** What a customer admin edits (decisions §8 "Company settings"). */
export const ZCompanySettingsInput = z.object({
  name: ZPair(ZRequiredText(COMPANY_NAME_MAX)),
  siteTitle: ZPair(ZRequiredText(SITE_TITLE_MAX)),
  /** The home hero's line under the title; empty: the portal's own. */
  tagline: ZPair(ZOptionalText(TAGLINE_MAX)),
  brandColor: ZBrandColor,
  /** Countries whose job applications need a signed-in candidate first. */
  forceLoginCountryIds: z
    .array(ZId, { error: 'company.badCountry' })
    .max(FORCE_LOGIN_COUNTRIES_MAX, 'company.badCountry')
    .transform((ids) => [...new Set(ids)]),
  /** The source an application is filed under when its link names none; absent (the web drops a null): none. */
  defaultSourceId: ZId.nullable().default(null),
  secondFactorRequired: z.boolean({ error: 'common.invalid' }),
  /** The sign name (签名) of the customer's text messages; empty: the Chinese company name. */
  smsSignature: z
    .string({ error: 'company.smsSignature' })
    .trim()
    .refine(
      (text) =>
        text === '' ||
        (text.length >= SMS_SIGNATURE_MIN &&
          text.length <= SMS_SIGNATURE_MAX &&
          !/[[\]【】()（）<>]/.test(text)),
      'company.smsSignature',
    )
    .default(''),
  /** Months a candidate's personal data is kept after their last application closed; absent: unchanged. */
  retentionMonths: ZRetentionMonths.optional(),
});
export type TCompanySettingsInput = z.input<typeof ZCompanySettingsInput>;

export const ZCompanySettings = z.object({
  name: ZPair(z.string()),
  siteTitle: ZPair(z.string()),
  tagline: ZPair(z.string()),
  brandColor: z.string(),
  forceLoginCountryIds: z.array(z.number().int()),
  defaultSourceId: z.number().int().nullable(),
  secondFactorRequired: z.boolean(),
  smsSignature: z.string(),
  retentionMonths: z.number().int(),
  /** Where the logo is served (the portal's own origin). */
  logo: z.string(),
});
export type TCompanySettings = z.infer<typeof ZCompanySettings>;

export const ZCompanyLogo = z.object({ logo: z.string() });
