import type { Readable } from 'node:stream';
import type { z } from 'zod';
import {
  AppErrorCode,
  COMPANY_LOGO_PATH_PREFIX,
  type TCompanySettings,
  type TMessageKey,
  type ZCompanySettingsInput,
} from '@tmp/contracts';
import { AppError } from '../../lib/app-error.ts';
import type { TDeps } from '../../lib/deps.ts';
import { listCountries } from '../reference-data/reference-data.service.ts';
import {
  findCompanySettings,
  notifyCompanyChange,
  updateCompanySettings,
  type TCompanyRow,
} from './company.repository.ts';
import {
  LOGO_CONTENT_TYPES,
  LOGO_FILE_NAME,
  logoFileName,
  type TLogoChecker,
  type TLogoType,
} from './logo-file.ts';

/** The channel every process hears a customer's changed settings on (the payload is the customer id). */
export const COMPANY_CHANGES_CHANNEL = 'customer_settings_changed';

const toSettings = (row: TCompanyRow): TCompanySettings => ({
  name: { en: row.nameEn, zh: row.nameZh },
  siteTitle: { en: row.siteTitle, zh: row.siteTitleZh ?? row.siteTitle },
  tagline: { en: row.taglineEn ?? '', zh: row.taglineZh ?? '' },
  brandColor: row.brandColor,
  forceLoginCountryIds: row.forceLoginCountryIds,
  defaultSourceId: row.defaultSourceId,
  secondFactorRequired: row.hrSecondFactorRequired,
  smsSignature: row.smsSignature ?? '',
  retentionMonths: row.retentionMonths,
  logo: row.logo,
});

const readSettings = async (deps: Pick<TDeps, 'db'>, customerId: number) => {
  const row = await findCompanySettings(deps.db, customerId);
  if (!row) throw new AppError(AppErrorCode.NotFound, 'common.notFound', { status: 404 });
  return toSettings(row);
};

export const getCompanySettings = (deps: Pick<TDeps, 'db'>, customerId: number) =>
  readSettings(deps, customerId);

/** Every id names a country of the customer's reference data. */
const refuseUnknownCountries = async (deps: Pick<TDeps, 'db'>, customerId: number, ids: number[]) => {
  if (ids.length === 0) return;
  const countries = new Set((await listCountries(deps.db, customerId, 'en-us')).map((c) => c.value));
  if (ids.some((id) => !countries.has(id))) {
    throw new AppError(AppErrorCode.BadOption, 'company.badCountry', { status: 400 });
  }
};

export const saveCompanySettings = async (
  deps: Pick<TDeps, 'db'>,
  customerId: number,
  input: z.output<typeof ZCompanySettingsInput>,
): Promise<TCompanySettings> => {
  await refuseUnknownCountries(deps, customerId, input.forceLoginCountryIds);
  await updateCompanySettings(deps.db, customerId, {
    nameEn: input.name.en,
    nameZh: input.name.zh,
    siteTitle: input.siteTitle.en,
    siteTitleZh: input.siteTitle.zh,
    taglineEn: input.tagline.en || null,
    taglineZh: input.tagline.zh || null,
    brandColor: input.brandColor,
    forceLoginCountryIds: input.forceLoginCountryIds,
    defaultSourceId: input.defaultSourceId,
    hrSecondFactorRequired: input.secondFactorRequired,
    smsSignature: input.smsSignature || null,
    ...(input.retentionMonths === undefined ? {} : { retentionMonths: input.retentionMonths }),
  });
  await notifyCompanyChange(deps.db, COMPANY_CHANGES_CHANNEL, customerId);
  return readSettings(deps, customerId);
};

const REFUSALS = {
  type: 'company.logoType',
  size: 'company.logoSize',
  unsafe: 'company.logoUnsafe',
  tooComplex: 'company.logoTooComplex',
} as const satisfies Record<string, TMessageKey>;

const storageKey = (customerId: number, fileName: string) => `logos/${customerId}/${fileName}`;

/**
 * A new logo: checked by its bytes (an SVG stored as cleaned), kept under its content hash and served from
 * the portal's own origin. Earlier logos stay stored: a page cached elsewhere may still show one.
 */
export const uploadCompanyLogo = async (
  deps: Pick<TDeps, 'db' | 'adapters'>,
  checker: TLogoChecker,
  customerId: number,
  upload: Buffer,
): Promise<{ logo: string }> => {
  const checked = await checker.check(upload);
  if (!checked.ok) {
    const { reason } = checked;
    if (reason === 'busy') {
      throw new AppError(AppErrorCode.Unavailable, 'common.unavailable', { status: 503 });
    }
    throw new AppError(AppErrorCode.UploadRejected, REFUSALS[reason], { status: 400 });
  }
  const fileName = logoFileName(checked.type, checked.data);
  await deps.adapters.storage.put(storageKey(customerId, fileName), checked.data);
  const logo = `${COMPANY_LOGO_PATH_PREFIX}${fileName}`;
  await updateCompanySettings(deps.db, customerId, { logo });
  await notifyCompanyChange(deps.db, COMPANY_CHANGES_CHANNEL, customerId);
  return { logo };
};

/** A stored logo of the customer by its file name; undefined when there is none such. */
export const openCompanyLogo = async (
  deps: Pick<TDeps, 'adapters'>,
  customerId: number,
  fileName: string,
): Promise<{ stream: Readable; contentType: string } | undefined> => {
  if (!LOGO_FILE_NAME.test(fileName)) return undefined;
  const stream = await deps.adapters.storage.get(storageKey(customerId, fileName));
  const type = fileName.slice(-3) as TLogoType;
  return stream ? { stream, contentType: LOGO_CONTENT_TYPES[type] } : undefined;
};

/** The bytes of an uploaded logo by its URL (`/brand-logo/<hash>.png`); undefined for any other logo. */
export const readCompanyLogo = async (
  deps: Pick<TDeps, 'adapters'>,
  customerId: number,
  logo: string,
): Promise<Buffer | undefined> => {
  if (!logo.startsWith(COMPANY_LOGO_PATH_PREFIX)) return undefined;
  const opened = await openCompanyLogo(deps, customerId, logo.slice(COMPANY_LOGO_PATH_PREFIX.length));
  if (!opened) return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of opened.stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};
