import { describe, expect, it } from 'vitest';
import { ROLE_PRESETS } from '@tmp/contracts';
import { consoleHomeFor, sectionOfPath, sectionsFor } from './hr-paths.ts';

const keys = (roles: readonly number[]) => sectionsFor(roles).map((section) => section.key);

describe('console sections by role', () => {
  const hiring = ['jobs', 'applicants', 'inbox', 'interviews', 'offers', 'assessments', 'referrals'];
  it.each([
    ['manager', ROLE_PRESETS.manager, [...hiring, 'fields', 'security'], '/hr/jobs'],
    [
      'admin (manager too)',
      ROLE_PRESETS.admin,
      [...hiring, 'fields', 'team', 'company', 'audit', 'security'],
      '/hr/jobs',
    ],
    ['recruiter', ROLE_PRESETS.recruiter, [...hiring, 'security'], '/hr/jobs'],
    ['interviewer', ROLE_PRESETS.interviewer, ['interviews', 'security'], '/hr/interviews'],
    ['customer admin alone', [3], ['team', 'company', 'audit', 'security'], '/hr/team'],
  ])('shows a %s the tabs their server calls allow and opens on the first', (_name, roles, tabs, home) => {
    expect(keys(roles)).toEqual(tabs);
    expect(consoleHomeFor(roles)).toBe(home);
  });

  it('shows nothing to a candidate', () => {
    expect(keys([1])).toEqual([]);
  });

  it('finds the section of a console path', () => {
    expect(sectionOfPath('/hr/jobs/12')?.key).toBe('jobs');
    expect(sectionOfPath('/hr/nope')).toBeUndefined();
  });
});
