import { act, renderHook } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { TResumeField, TResumeSectionConfig } from '@tmp/contracts';
import { i18n, initI18n } from '../../../lib/i18n.ts';
import { resumeSectionView, useRegionPick, useResumeControl, withRegion } from './use-resume-form-view.ts';

const field = (over: Partial<TResumeField>): TResumeField =>
  ({
    key: 'additional.x',
    name: 'x',
    label: 'X',
    type: 'text',
    required: false,
    options: null,
    ...over,
  }) as TResumeField;

const controlOf = (over: Partial<TResumeField>) =>
  renderHook(() => useResumeControl(field(over))).result.current;

const section = (over: Partial<TResumeSectionConfig>): TResumeSectionConfig =>
  ({
    key: 'skills',
    name: 'Skills',
    repeatable: true,
    required: false,
    fields: [],
    ...over,
  }) as TResumeSectionConfig;

describe('the resume form described once for both kits', () => {
  beforeAll(async () => {
    await initI18n('en-US');
    await i18n.loadNamespaces('resumes');
  });

  it('shows an enum’s few fixed values at once, as yes / no, and a reference list as a list to pick from', () => {
    const options = [
      { value: 'fiber', text: 'Fibre broadband' },
      { value: 'none', text: 'No network' },
    ];
    expect(controlOf({ type: 'enum', options })).toEqual({
      kind: 'choice',
      choices: [
        { label: 'Fibre broadband', value: 'fiber' },
        { label: 'No network', value: 'none' },
      ],
    });
    expect(controlOf({ type: 'boolean' })).toMatchObject({
      kind: 'choice',
      choices: [{ value: true }, { value: false }],
    });
    expect(controlOf({ type: 'select', options: [{ value: 3, text: 'Master' }] })).toMatchObject({
      kind: 'list',
      choices: [{ label: 'Master', value: 3 }],
      placeholder: 'Please select',
    });
  });

  it('gives phone, email, number and address fields their input and limits', () => {
    expect(controlOf({ type: 'phone' })).toMatchObject({ kind: 'text', inputType: 'tel', maxLength: 20 });
    expect(controlOf({ type: 'email' })).toMatchObject({ kind: 'text', inputType: 'email', maxLength: 254 });
    expect(controlOf({ type: 'number' })).toMatchObject({ kind: 'number', min: 0, max: 100_000_000 });
    expect(controlOf({ key: 'basic.address', maxLength: 200 })).toMatchObject({
      kind: 'address',
      maxLength: 200,
    });
  });

  it('says a job-required section is required by the job, apart from the form’s own requirement', () => {
    const t = i18n.getFixedT('en-US', 'resumes');
    const jobOnly = resumeSectionView(t, section({}), ['skills'], {});
    expect(jobOnly).toMatchObject({ required: false, jobRequired: true, hasErrors: false });
    // The form read for the job marks the section required as well: still one mark, the job's.
    const readForJob = resumeSectionView(t, section({ required: true }), ['skills'], {});
    expect(readForJob).toMatchObject({ required: false, jobRequired: true });
    const missing = resumeSectionView(t, section({ required: true }), [], { skills: 'Required' });
    expect(missing).toMatchObject({
      required: true,
      jobRequired: false,
      hasErrors: true,
      empty: { isError: true },
    });
    expect(missing.entryTitle(0)).toBe('Skills 1');
  });
});

describe('the address region picker', () => {
  it('puts the picked region in front of the street and replaces the region picked before', () => {
    const onChange = vi.fn();
    const { result, rerender } = renderHook(({ value }) => useRegionPick(value, onChange), {
      initialProps: { value: '1 Long Street' as string | undefined },
    });
    act(() => result.current('China Beijing'));
    expect(onChange).toHaveBeenLastCalledWith('China Beijing 1 Long Street');
    rerender({ value: 'China Beijing 1 Long Street' });
    act(() => result.current('China Shanghai'));
    expect(onChange).toHaveBeenLastCalledWith('China Shanghai 1 Long Street');
  });
});

describe('withRegion', () => {
  it('puts the region in front of the street and replaces an earlier region', () => {
    expect(withRegion('', '', 'China Shanghai')).toBe('China Shanghai');
    expect(withRegion('88 Zhangjiang Road', '', 'China Shanghai')).toBe('China Shanghai 88 Zhangjiang Road');
    expect(
      withRegion('China Shanghai 88 Zhangjiang Road', 'China Shanghai', 'China Beijing Haidian District'),
    ).toBe('China Beijing Haidian District 88 Zhangjiang Road');
  });
});
