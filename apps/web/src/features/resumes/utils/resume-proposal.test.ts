import { describe, expect, it } from 'vitest';
import type { TParsedResume, TResumeSectionConfig } from '@tmp/contracts';
import { changesFor, proposalItems, sectionCounts } from './resume-proposal.ts';

const field = (
  name: string,
  label: string,
  options: Array<{ value: number; text: string }> | null = null,
) => ({
  key: name,
  name,
  label,
  type: options ? 'select' : 'text',
  required: false,
  maxLength: null,
  options,
  reason: null,
  requiredInEntry: false,
});

const sections: TResumeSectionConfig[] = [
  {
    id: 1,
    key: 'basic',
    name: 'Basic',
    repeatable: false,
    required: false,
    fields: [
      field('name', 'Full name'),
      field('gender', 'Gender', [{ value: 7, text: 'Male' }]),
      field('email', 'Email'),
    ],
  },
  {
    id: 3,
    key: 'workHistory',
    name: 'Work',
    repeatable: true,
    required: false,
    fields: [field('company', 'Company'), field('position', 'Position'), field('startDate', 'From')],
  },
];

const proposal: TParsedResume = {
  resume: {
    basic: { name: 'Wei Li', gender: 7, email: 'wei@example.com' },
    workHistory: [
      { company: 'Acme', position: 'Engineer', startDate: '2020-07-01' },
      { company: 'Initech', position: 'Intern', startDate: '2019-07-01' },
    ],
  },
  fields: {
    'basic.name': { confidence: 0.9, source: 'Wei Li' },
    'basic.gender': { confidence: 0.85, source: 'Gender: Male' },
    'basic.email': { confidence: 0.98, source: 'Email: wei@example.com' },
    'workHistory.0.company': { confidence: 0.9, source: 'Acme' },
    'workHistory.0.position': { confidence: 0.55, source: 'Engineer' },
    'workHistory.0.startDate': { confidence: 0.9, source: '07/2020 - Present' },
  },
  updatedAt: null,
  columns: 1,
};

describe('the proposal set against the form', () => {
  const current = {
    basic: { name: 'Wei Li', email: 'old@example.com' },
    workHistory: [{ company: 'Initech', startDate: '2019-07-01' }],
  };
  const items = proposalItems(proposal, current, sections);

  it('tells new values, values already there and values that would replace the candidate’s own', () => {
    const byKey = Object.fromEntries(items.map((i) => [i.key, i]));
    expect(byKey['basic.name']).toMatchObject({ state: 'same' });
    expect(byKey['basic.gender']).toMatchObject({
      state: 'new',
      fields: [{ text: 'Male', currentText: '' }],
    });
    expect(byKey['basic.email']).toMatchObject({
      state: 'differs',
      fields: [{ currentText: 'old@example.com' }],
    });
    expect(byKey['workHistory.0']).toMatchObject({
      state: 'new',
      kind: 'entry',
      isLow: true,
      confidence: 0.55,
    });
    expect(byKey['workHistory.1']).toMatchObject({ state: 'same' });
  });

  it('sets one field, or adds an entry beside the candidate’s own entries', () => {
    const gender = items.find((i) => i.key === 'basic.gender')!;
    expect(changesFor(gender, current)).toEqual([{ name: ['basic', 'gender'], value: 7 }]);
    const work = items.find((i) => i.key === 'workHistory.0')!;
    expect(changesFor(work, current)).toEqual([
      {
        name: ['workHistory'],
        value: [
          { company: 'Initech', startDate: '2019-07-01' },
          { company: 'Acme', position: 'Engineer', startDate: '2020-07-01' },
        ],
      },
    ]);
  });

  it('counts what was read per section, and names an entry section read empty', () => {
    const withEducation = [
      ...sections,
      { ...sections[1]!, id: 4, key: 'education', name: 'Education' },
      { ...sections[1]!, id: 5, key: 'projects', name: 'Projects' },
    ];
    expect(sectionCounts(items, withEducation)).toEqual([
      { sectionKey: 'basic', sectionName: 'Basic', kind: 'field', count: 3 },
      { sectionKey: 'workHistory', sectionName: 'Work', kind: 'entry', count: 2 },
      { sectionKey: 'education', sectionName: 'Education', kind: 'entry', count: 0 },
    ]);
  });
});
