import { hrGetJobRoute, hrQueryApplicantsRoute, hrQueryJobsRoute } from '@tmp/contracts';
import { useListPage, useRecord } from './console-api.ts';

// What the console's pickers offer across domains (a job to filter by, an applicant to assign a test to):
// the same reads, under the same keys, as the jobs' and applicants' own lists.

/** Jobs whose title holds `keyword` (the first `size`). */
export const useJobChoices = (keyword: string, size = 20) =>
  useListPage(hrQueryJobsRoute, ['jobs'], { pageIndex: 1, pageSize: size, keyword: keyword || undefined });

/** The first hundred jobs as a filter's options. */
export const useJobOptions = () =>
  useJobChoices('', 100).data?.list.map((job) => ({ value: job.id, label: job.title })) ?? [];

/** One job by its id, to name the job a filter holds when it is not among the choices. */
export const useJobChoice = (id: number) => useRecord(hrGetJobRoute, ['job'], id);

/** Applicants whose name holds `keyword` (the first 20). */
export const useApplicantChoices = (keyword: string) =>
  useListPage(hrQueryApplicantsRoute, ['applicants'], {
    pageIndex: 1,
    pageSize: 20,
    keyword: keyword || undefined,
  });
