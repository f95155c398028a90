import { AppErrorCode, type TJobInput, type TLang, type THrJob } from '@tmp/contracts';
import { AppError } from '../../lib/app-error.ts';
import { dayInChina, endOfDayChina } from '../../lib/china-days.ts';
import type { TDeps } from '../../lib/deps.ts';
import type { THrScope } from '../../lib/hr-scope.ts';
import { areOptionsOf, isPlace, isSiteOf } from '../reference-data/reference-data.service.ts';
import { buildSearchText, sanitizeDescription } from './job-text.ts';
import { closeJobsDue, findHrJobPage, findJobRow, insertJob, updateJob } from './jobs.repository.ts';

const notFound = () => new AppError(AppErrorCode.PositionNotFound, 'jobs.notFound');

const closingPast = () => new AppError(AppErrorCode.ExpiryPast, 'hr.closingPast', { status: 400 });

/** A job kept online must close in the future; an offline one may keep a past date (its history). */
const closingOf = (deps: TDeps, input: TJobInput) => {
  const closesAt = input.closingDate ? endOfDayChina(input.closingDate) : null;
  if (closesAt && input.isOnline && closesAt <= deps.now()) throw closingPast();
  return closesAt;
};

/** Every reference a job names must be this customer's, and its place one consistent path. */
const checkReferences = async (deps: TDeps, customerId: number, job: TJobInput) => {
  const pairs = [
    { id: job.categoryId, group: 'JobCategory' },
    { id: job.natureId, group: 'JobNature' },
    ...(job.degreeId ? [{ id: job.degreeId, group: 'JobDegree' }] : []),
    ...(job.experienceId ? [{ id: job.experienceId, group: 'WorkExperience' }] : []),
  ];
  if (
    !(await areOptionsOf(deps.db, customerId, pairs)) ||
    !(await isSiteOf(deps.db, customerId, job.siteId))
  ) {
    throw new AppError(AppErrorCode.BadOption, 'hr.badOption', { status: 400 });
  }
  if (!(await isPlace(deps.db, customerId, job.countryId, job.stateId, job.cityId))) {
    throw new AppError(AppErrorCode.BadPlace, 'hr.badPlace', { status: 400 });
  }
};

/** Creates or updates a job from HR's form; descriptions are sanitised and the search text rebuilt. */
export const saveJob = async (deps: TDeps, customerId: number, input: TJobInput) => {
  const closesAt = closingOf(deps, input);
  await checkReferences(deps, customerId, input);
  const descriptionEn = sanitizeDescription(input.descriptionEn);
  const descriptionZh = sanitizeDescription(input.descriptionZh);
  const row = {
    titleEn: input.titleEn,
    titleZh: input.titleZh,
    descriptionEn,
    descriptionZh,
    categoryId: input.categoryId,
    natureId: input.natureId,
    degreeId: input.degreeId ?? null,
    experienceId: input.experienceId ?? null,
    siteId: input.siteId,
    countryId: input.countryId,
    stateId: input.stateId,
    cityId: input.cityId,
    headcount: input.headcount,
    salaryMin: input.salaryMin ?? null,
    salaryMax: input.salaryMax ?? null,
    salaryCurrency: input.salaryCurrency,
    isOnline: input.isOnline,
    closesAt,
    requiredFields: [...new Set(input.requiredFields)],
    searchText: buildSearchText({
      titleEn: input.titleEn,
      titleZh: input.titleZh,
      descriptionEn,
      descriptionZh,
    }),
    updatedAt: deps.now(),
  };
  if (input.id) {
    const [updated] = await updateJob(deps.db, customerId, input.id, row);
    if (!updated) throw notFound();
    deps.jobChanges.announce(customerId);
    return { id: updated.id };
  }
  const publishDate = deps.now().toISOString().slice(0, 10);
  const created = await insertJob(deps.db, { ...row, customerId, publishDate, createdAt: deps.now() });
  deps.jobChanges.announce(customerId);
  return created;
};

/** Publishes or withdraws a job; one whose closing date has ended needs a later date before it is back. */
export const setJobOnline = async (deps: TDeps, customerId: number, id: number, isOnline: boolean) => {
  if (isOnline) {
    const job = await findJobRow(deps.db, customerId, id);
    if (!job) throw notFound();
    if (job.closesAt && job.closesAt <= deps.now()) throw closingPast();
  }
  const [updated] = await updateJob(deps.db, customerId, id, { isOnline, updatedAt: deps.now() });
  if (!updated) throw notFound();
  deps.jobChanges.announce(customerId);
};

export const getJobForEditing = async (deps: TDeps, customerId: number, id: number): Promise<THrJob> => {
  const job = await findJobRow(deps.db, customerId, id);
  if (!job) throw notFound();
  const { customerId: _c, searchText: _s, createdAt: _a, updatedAt: _u, closesAt, ...rest } = job;
  return { ...rest, closingDate: closesAt ? dayInChina(closesAt) : null };
};

/**
 * Takes offline every job whose closing time has come (the periodic sweep, about once a minute), and tells
 * the listeners of each customer whose public pages changed.
 */
export const closeDueJobs = async (deps: TDeps) => {
  const closed = await closeJobsDue(deps.db, deps.now());
  for (const customerId of new Set(closed.map((job) => job.customerId))) deps.jobChanges.announce(customerId);
  return closed.length;
};

export const listJobsForHr = async (
  deps: TDeps,
  customerId: number,
  lang: TLang,
  q: {
    pageIndex: number;
    pageSize: number;
    keyword?: string | undefined;
    isOnline?: boolean | undefined;
    scope?: THrScope | undefined;
  },
) => {
  const { rows, total } = await findHrJobPage(deps.db, customerId, q);
  const zh = lang === 'zh-cn';
  return {
    list: rows.map((r) => ({
      id: r.job.id,
      title: zh ? r.job.titleZh : r.job.titleEn,
      categoryName: zh ? r.category.zh : r.category.en,
      cityName: zh ? r.city.zh : r.city.en,
      isOnline: r.job.isOnline,
      publishDate: r.job.publishDate,
      applicantCount: Number(r.applicantCount),
    })),
    recordcount: total,
  };
};
