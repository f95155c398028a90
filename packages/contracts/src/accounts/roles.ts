/**
 * Roles (spec §6, decisions §8): 1 candidate; the HR roles 2 HR manager (the customer's whole hiring data),
 * 3 customer admin (company settings, HR team, audit log; usually held with 2), 4 recruiter (like 2, but only
 * the jobs of the sites assigned to them and their applicants), 5 interviewer (only the interviews they are on).
 */
export const Role = { Candidate: 1, HrManager: 2, CustomerAdmin: 3, Recruiter: 4, Interviewer: 5 } as const;
export type TRole = (typeof Role)[keyof typeof Role];

/** Every role that opens the HR console. */
export const HR_ROLES: readonly TRole[] = [
  Role.HrManager,
  Role.CustomerAdmin,
  Role.Recruiter,
  Role.Interviewer,
];

/** The role names an operator or a customer admin chooses from, and the roles each one grants. */
export const ROLE_PRESETS = {
  admin: [Role.HrManager, Role.CustomerAdmin],
  manager: [Role.HrManager],
  recruiter: [Role.Recruiter],
  interviewer: [Role.Interviewer],
} as const satisfies Record<string, readonly TRole[]>;
export type TRolePreset = keyof typeof ROLE_PRESETS;

export const isHrManager = (roles: readonly number[]): boolean => roles.includes(Role.HrManager);

/** Whether the roles open the HR console at all (any HR role). */
export const isHrMember = (roles: readonly number[]): boolean =>
  roles.some((role) => HR_ROLES.includes(role as TRole));

/**
 * Which HR roles may call a route (decisions §8): a route's contract lists them in `roles`, and a user holding
 * any one of them may call it. What a recruiter or an interviewer then sees is narrowed on the server.
 */
export const ROUTE_ROLES = {
  /** Jobs and their applicants, offers, assessments, referrals: a recruiter only those of their sites. */
  hiring: [Role.HrManager, Role.Recruiter],
  /** The customer-wide hiring settings (the resume form). */
  manager: [Role.HrManager],
  /** Interviews: a recruiter those of their sites' jobs, an interviewer only those they are on. */
  interviews: [Role.HrManager, Role.Recruiter, Role.Interviewer],
  /** Company settings, the HR team, the audit log. */
  admin: [Role.CustomerAdmin],
  /** The signed-in HR user's own things (two-step verification). */
  anyHr: HR_ROLES,
} as const satisfies Record<string, readonly TRole[]>;

/** The access part of an HR route's contract: `{ ...hrAccess(ROUTE_ROLES.admin), method, path, … }`. */
export const hrAccess = (roles: readonly TRole[]) => ({ access: 'hr' as const, roles });
