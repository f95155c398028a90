import { ROUTE_ROLES, type TRole } from '@tmp/contracts';

/** The console's own links (each section's route carries the section's roles in the app's route table). */
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
  inbox: '/hr/inbox',
  interviews: '/hr/interviews',
  referrals: '/hr/referrals',
  assessments: '/hr/assessments',
  assessmentResult: (id: number, applicationId?: number | null) =>
    `/hr/assessments?${applicationId ? `applicationId=${applicationId}&` : ''}id=${id}`,
  fields: '/hr/fields',
  security: '/hr/security',
  company: '/hr/company',
  audit: '/hr/audit',
  team: '/hr/team',
} as const;

export interface THrSection {
  /** The section's path segment under /hr and its tab text (hr:nav.<key>). */
  key: string;
  to: string;
  /** Who may open it: the roles its server calls allow (ROUTE_ROLES), any one of them suffices. */
  roles: readonly TRole[];
}

/** The console's tabs, in order; each is shown only to the roles it lists. */
export const HR_SECTIONS: readonly THrSection[] = [
  { key: 'jobs', to: hrPaths.jobs, roles: ROUTE_ROLES.hiring },
  { key: 'applicants', to: hrPaths.applicants(), roles: ROUTE_ROLES.hiring },
  { key: 'inbox', to: hrPaths.inbox, roles: ROUTE_ROLES.hiring },
  { key: 'interviews', to: hrPaths.interviews, roles: ROUTE_ROLES.interviews },
  { key: 'offers', to: hrPaths.offers, roles: ROUTE_ROLES.hiring },
  { key: 'assessments', to: hrPaths.assessments, roles: ROUTE_ROLES.hiring },
  { key: 'referrals', to: hrPaths.referrals, roles: ROUTE_ROLES.hiring },
  { key: 'fields', to: hrPaths.fields, roles: ROUTE_ROLES.manager },
  { key: 'team', to: hrPaths.team, roles: ROUTE_ROLES.admin },
  { key: 'company', to: hrPaths.company, roles: ROUTE_ROLES.admin },
  { key: 'audit', to: hrPaths.audit, roles: ROUTE_ROLES.admin },
  { key: 'security', to: hrPaths.security, roles: ROUTE_ROLES.anyHr },
];

/** The roles of a console section, for its routes. */
export const sectionRoles = (key: string): readonly TRole[] => {
  const section = HR_SECTIONS.find((s) => s.key === key);
  if (!section) throw new Error(`No console section ${key}`);
  return section.roles;
};

/** The tabs the roles may use. */
export const sectionsFor = (roles: readonly number[]): THrSection[] =>
  HR_SECTIONS.filter((section) => section.roles.some((role) => roles.includes(role)));

/** Where the console opens for the roles: their first tab (every HR role has at least security). */
export const consoleHomeFor = (roles: readonly number[]): string =>
  sectionsFor(roles)[0]?.to ?? hrPaths.security;

/** The section a console path belongs to, if any (`/hr/jobs/12` → jobs). */
export const sectionOfPath = (pathname: string): THrSection | undefined => {
  const key = /^\/hr\/([^/?#]+)/.exec(pathname)?.[1];
  return HR_SECTIONS.find((section) => section.key === key);
};
