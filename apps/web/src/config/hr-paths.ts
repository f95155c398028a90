/** The console's own links (its routes are declared with meta roles [2] in the app's route table). */
export const hrPaths = {
  jobs: '/hr/jobs',
  newJob: '/hr/jobs/new',
  editJob: (id: number) => `/hr/jobs/${id}`,
  applicants: (query: { jobId?: number; id?: number } = {}) => {
    const search = new URLSearchParams();
    if (query.jobId) search.set('jobId', String(query.jobId));
    if (query.id) search.set('id', String(query.id));
    const text = search.toString();
    return text ? `/hr/applicants?${text}` : '/hr/applicants';
  },
  offers: '/hr/offers',
  interviews: '/hr/interviews',
  referrals: '/hr/referrals',
  assessments: '/hr/assessments',
  assessmentResult: (id: number, applicationId?: number | null) =>
    `/hr/assessments?${applicationId ? `applicationId=${applicationId}&` : ''}id=${id}`,
  fields: '/hr/fields',
  security: '/hr/security',
} as const;

export const HR_SECTIONS = [
  { key: 'jobs', to: hrPaths.jobs },
  { key: 'applicants', to: hrPaths.applicants() },
  { key: 'interviews', to: hrPaths.interviews },
  { key: 'offers', to: hrPaths.offers },
  { key: 'assessments', to: hrPaths.assessments },
  { key: 'referrals', to: hrPaths.referrals },
  { key: 'fields', to: hrPaths.fields },
  { key: 'security', to: hrPaths.security },
] as const;
