import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithApp } from '../../../test/render-app.tsx';
import type { TResumeProposal } from '../hooks/use-resume-proposal.ts';
import { ResumeProposal } from './resume-proposal.tsx';

/** The dialog as the hook leaves it once a file is read: two work entries, two fields, no education. */
const readProposal = (): TResumeProposal =>
  ({
    isOpen: true,
    show: vi.fn(),
    hide: vi.fn(),
    files: [],
    choose: vi.fn(),
    restart: vi.fn(),
    reading: false,
    error: undefined,
    proposal: { resume: {}, fields: {}, updatedAt: null, columns: 1 },
    items: [],
    itemView: vi.fn(),
    takeAll: vi.fn(),
    takeableCount: 0,
    lowCount: 0,
    counts: [
      { sectionKey: 'basic', sectionName: '基本信息', kind: 'field', count: 2 },
      { sectionKey: 'workHistory', sectionName: '工作经历', kind: 'entry', count: 3 },
      { sectionKey: 'education', sectionName: '教育经历', kind: 'entry', count: 0 },
      { sectionKey: 'skills', sectionName: 'Skills', kind: 'entry', count: 1 },
    ],
    found: '5 items read from cv.pdf',
  }) as unknown as TResumeProposal;

describe.each(['desktop', 'mobile'] as const)('the fill-from-file proposal on a %s', (device) => {
  it('shows what was read per section, a section read empty flagged for checking', async () => {
    await renderWithApp(<ResumeProposal proposal={readProposal()} />, null, { device });
    const counts = (await screen.findByText('工作经历: 3 entries')).closest('ul')!;
    expect(counts.getAttribute('aria-label')).toBe('Read per section');
    expect([...counts.querySelectorAll('li')].map((li) => li.textContent?.trim())).toEqual([
      '基本信息: 2 fields',
      '工作经历: 3 entries',
      '教育经历: nothing read, please check',
      'Skills: 1 entry',
    ]);
  });

  it('says it in Chinese', async () => {
    await renderWithApp(<ResumeProposal proposal={readProposal()} />, null, { device, language: 'zh-CN' });
    const counts = (await screen.findByText('工作经历：3 条')).closest('ul')!;
    expect(counts.getAttribute('aria-label')).toBe('各部分读取情况');
    expect([...counts.querySelectorAll('li')].map((li) => li.textContent?.trim())).toEqual([
      '基本信息：2 项',
      '工作经历：3 条',
      '教育经历：未读到，请核对',
      'Skills：1 条',
    ]);
  });
});
