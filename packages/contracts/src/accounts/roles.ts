/** Roles (spec §6): 2 is the HR manager. */
export const Role = { Candidate: 1, HrManager: 2 } as const;

export const isHrManager = (roles: readonly number[]): boolean => roles.includes(Role.HrManager);
