import { describe, expect, it } from 'vitest';
import { checkResumeFile, formatFileSize } from './resume-file.ts';

const MB = 1024 * 1024;

describe('resume file check', () => {
  it('accepts a PDF of up to 10 MB', () => {
    expect(checkResumeFile({ name: 'cv.pdf', type: 'application/pdf', size: 10 * MB })).toBeNull();
    expect(checkResumeFile({ name: 'CV.PDF', type: '', size: 1000 })).toBeNull();
  });

  it('refuses other types, also when only the name or only the type says PDF', () => {
    expect(checkResumeFile({ name: 'photo.png', type: 'image/png', size: 10 })).toBe('resumes.notPdf');
    expect(checkResumeFile({ name: 'photo.pdf', type: 'image/png', size: 10 })).toBe('resumes.notPdf');
    expect(checkResumeFile({ name: 'cv.docx', type: 'application/pdf', size: 10 })).toBe('resumes.notPdf');
  });

  it('refuses a file over 10 MB', () => {
    expect(checkResumeFile({ name: 'cv.pdf', type: 'application/pdf', size: 10 * MB + 1 })).toBe(
      'resumes.tooLarge',
    );
  });

  it('formats sizes', () => {
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize(2048)).toBe('2 KB');
    expect(formatFileSize(3.5 * MB)).toBe('3.5 MB');
  });
});
