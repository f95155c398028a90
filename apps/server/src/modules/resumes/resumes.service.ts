import {
  AppErrorCode,
  emptyResume,
  findMissingFields,
  OPTION_GROUPS,
  RESUME_SECTIONS,
  type TLang,
  translate,
  type TResume,
} from '@tmp/contracts';
import { AppError } from '../../lib/app-error.ts';
import type { TDeps } from '../../lib/deps.ts';
import type { TUser } from '../accounts/accounts.service.ts';
import { findReferrer } from '../accounts/accounts.service.ts';
import { applyWithResume } from '../applications/applications.service.ts';
import type { TCustomer } from '../customers/customers.service.ts';
import { getApplicableJob } from '../jobs/jobs.service.ts';
import { hasWithdrawn } from '../consents/consents.service.ts';
import { listOptionGroups } from '../reference-data/reference-data.service.ts';
import { describeFields, getFieldRules } from './resume-form.service.ts';
import { findResume, upsertResume } from './resumes.repository.ts';

/** A resume with every section present, so clients never meet a missing key. */
const complete = (resume: Partial<TResume> | undefined): TResume => ({ ...emptyResume(), ...resume });

/** The candidate's resume; before the first save, prefilled from the account (name, phone, email). */
export const getUserResume = async (deps: TDeps, user: TUser) => {
  const row = await findResume(deps.db, user.customerId, user.id);
  if (row) return { resume: complete(row.data), updatedAt: row.updatedAt.toISOString() };
  const resume = emptyResume();
  resume.basic = {
    ...(user.displayName ? { name: user.displayName } : {}),
    ...(user.phone ? { mobile: user.phone } : {}),
    ...(user.email ? { email: user.email } : {}),
  };
  return { resume, updatedAt: null };
};

/** Every chosen value of a reference list must be one of this customer's items. */
const checkOptions = async (deps: TDeps, customerId: number, resume: TResume, lang: TLang) => {
  const codes = new Set(RESUME_SECTIONS.flatMap((s) => s.fields.map((f) => f.optionGroup).filter(Boolean)));
  const groups = await listOptionGroups(
    deps.db,
    customerId,
    'en-us',
    OPTION_GROUPS.filter((g) => codes.has(g.code)).map((g) => g.id),
  );
  const allowed = new Map(groups.map((g) => [g.code, new Set(g.items.map((i) => i.value))]));
  for (const section of RESUME_SECTIONS) {
    const value = (resume as unknown as Record<string, unknown>)[section.key];
    const entries = (section.repeatable ? value : [value]) as Array<Record<string, unknown>>;
    for (const field of section.fields.filter((f) => f.optionGroup)) {
      const bad = entries.find(
        (e) => e[field.name] !== undefined && !allowed.get(field.optionGroup!)?.has(e[field.name] as number),
      );
      if (bad)
        throw new AppError(AppErrorCode.BadOption, 'resumes.badOption', {
          status: 400,
          data: { fields: { [`resume.${section.key}.${field.name}`]: translate('resumes.badOption', lang) } },
        });
    }
  }
};

export interface TSaveResumeInput {
  resume: TResume;
  positionId?: number | undefined;
  sourceid?: number | undefined;
  recommendCode?: string | undefined;
}

/**
 * SaveUserResume: saves the resume; with a position it also applies — the job must be online, every field
 * the customer and the job require must be filled, and one candidate applies once per job.
 */
export const saveUserResume = async (
  deps: TDeps,
  customer: TCustomer,
  user: TUser,
  lang: TLang,
  input: TSaveResumeInput,
) => {
  const resume = complete(input.resume);
  await checkOptions(deps, customer.id, resume, lang);
  const job = input.positionId ? await getApplicableJob(deps.db, customer.id, input.positionId) : undefined;
  if (job) {
    // Applying needs the `application` consent (decisions §9): refused once the candidate withdrew it.
    if (await hasWithdrawn(deps.db, customer.id, user.id, 'application')) {
      throw new AppError(AppErrorCode.ApplicationConsentWithdrawn, 'privacy.applicationConsentWithdrawn');
    }
    const { required } = await getFieldRules(deps.db, customer.id);
    const missing = findMissingFields(resume, [...new Set([...required, ...job.requiredFields])]);
    if (missing.length) {
      throw new AppError(AppErrorCode.MissingResumeFields, 'resumes.missingFields', {
        params: { fields: describeFields(missing, lang) },
        data: { missingFields: missing },
      });
    }
  }
  const referrer = job ? await findReferrer(deps, customer.id, input.recommendCode) : undefined;
  if (job) {
    const applied = await applyWithResume(deps, {
      customerId: customer.id,
      userId: user.id,
      jobId: job.id,
      snapshot: resume,
      sourceId: input.sourceid ?? customer.defaultSourceId,
      recommendCode: referrer && referrer.id !== user.id ? referrer.recommendCode : null,
      referrerUserId: referrer && referrer.id !== user.id ? referrer.id : null,
    });
    return { applicationId: applied.id, updatedAt: applied.updatedAt.toISOString() };
  }
  const saved = await upsertResume(deps.db, customer.id, user.id, resume, deps.now());
  return { applicationId: null, updatedAt: saved.updatedAt.toISOString() };
};
