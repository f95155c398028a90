import { describe, expect, it } from 'vitest';
import type { TResumeSectionConfig } from '@tmp/contracts';
import {
  requiredKeysOf,
  serverFieldErrors,
  snapshotOf,
  toNamePath,
  toResume,
  validateResume,
} from './resume-form.ts';

const field = (sectionKey: string, name: string, type: string, extra: Record<string, unknown> = {}) => ({
  key: `${sectionKey}.${name}`,
  name,
  label: name,
  type,
  required: false,
  maxLength: null,
  options: null,
  reason: null,
  requiredInEntry: false,
  ...extra,
});

const sections: TResumeSectionConfig[] = [
  {
    id: 1,
    key: 'basic',
    name: 'Basic information',
    repeatable: false,
    required: false,
    fields: [
      field('basic', 'name', 'text', { required: true }),
      field('basic', 'email', 'email', { required: true }),
      field('basic', 'birthDate', 'date'),
    ],
  },
  {
    id: 3,
    key: 'workHistory',
    name: 'Work history',
    repeatable: true,
    required: true,
    fields: [
      field('workHistory', 'company', 'text', { requiredInEntry: true }),
      field('workHistory', 'startDate', 'date', { requiredInEntry: true }),
      field('workHistory', 'endDate', 'date'),
    ],
  },
];

describe('resume form', () => {
  it('turns server and form keys into name paths', () => {
    expect(toNamePath('resume.workHistory.0.company')).toEqual(['workHistory', 0, 'company']);
    expect(toNamePath('basic.mobile')).toEqual(['basic', 'mobile']);
  });

  it('builds a complete resume from the form, dropping empty values and trimming text', () => {
    const resume = toResume({ basic: { name: '  Ann ', email: '', birthDate: null }, workHistory: [{}] });
    expect(resume.basic).toEqual({ name: 'Ann' });
    expect(resume.workHistory).toEqual([{}]);
    expect(resume.education).toEqual([]);
    expect(resume.homeOffice).toEqual({});
    expect(snapshotOf({ basic: { name: 'Ann' } })).toBe(snapshotOf({ basic: { name: ' Ann', email: '' } }));
  });

  it('lists the required keys of the configuration', () => {
    expect(requiredKeysOf(sections)).toEqual(['basic.name', 'basic.email', 'workHistory']);
  });

  it('checks with the contract rules and reports errors in form order, translated', () => {
    const errors = validateResume(
      toResume({
        basic: { name: 'Ann', email: 'nope', birthDate: '2020-02-30' },
        workHistory: [{ company: 'Acme', startDate: '2021-05-01', endDate: '2020-01-01' }, { company: 'B' }],
      }),
      sections,
      'en-us',
    );
    expect(errors.map((e) => [e.key, e.message])).toEqual([
      ['basic.email', 'Invalid email'],
      ['basic.birthDate', 'Please enter a date as yyyy-mm-dd'],
      ['workHistory.0.endDate', 'Start time cannot exceed end time'],
      ['workHistory.1.startDate', 'This field is required'],
    ]);
  });

  it('asks for required fields and for an entry of a required repeated section, in Chinese too', () => {
    const errors = validateResume(toResume({ basic: { name: '李雷' } }), sections, 'zh-cn');
    expect(errors.map((e) => [e.key, e.message])).toEqual([
      ['basic.email', '此项为必填项'],
      ['workHistory', '此项为必填项'],
    ]);
    expect(errors[1]!.name).toEqual(['workHistory']);
  });

  it('adds the keys a refused application named', () => {
    const resume = toResume({
      basic: { name: 'Ann', email: 'ann@example.com' },
      workHistory: [{ company: 'A', startDate: '2020-01-01' }],
    });
    expect(validateResume(resume, sections, 'en-us')).toEqual([]);
    expect(validateResume(resume, sections, 'en-us', ['basic.birthDate']).map((e) => e.key)).toEqual([
      'basic.birthDate',
    ]);
  });

  it('reads the server field errors', () => {
    const errors = serverFieldErrors({
      fields: { 'resume.basic.mobile': 'Please enter a valid mobile number' },
    });
    expect(errors).toEqual([
      { key: 'basic.mobile', name: ['basic', 'mobile'], message: 'Please enter a valid mobile number' },
    ]);
    expect(serverFieldErrors(null)).toEqual([]);
  });
});
