import { MAX_RESUME_FILE_BYTES } from '@tmp/contracts';

export type TFileProblem = 'resumes.notPdf' | 'resumes.tooLarge';

/** The browser's check before an upload (the server checks the content again): a PDF of at most 10 MB. */
export const checkResumeFile = (file: { name: string; type: string; size: number }): TFileProblem | null => {
  const isPdf = file.type === 'application/pdf' || (!file.type && /\.pdf$/i.test(file.name));
  if (!isPdf || !/\.pdf$/i.test(file.name)) return 'resumes.notPdf';
  if (file.size > MAX_RESUME_FILE_BYTES) return 'resumes.tooLarge';
  return null;
};

export const formatFileSize = (bytes: number): string => {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(0)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
};
