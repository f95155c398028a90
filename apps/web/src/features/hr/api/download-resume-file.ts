import { HR_DOWNLOAD_RESUME_FILE_PATH } from '@tmp/contracts';
import { api } from '../../../lib/api.ts';

/** Fetches an uploaded PDF with the HR manager's token and saves it under its own name. */
export const downloadResumeFile = (id: number, fileName: string) =>
  api.download(HR_DOWNLOAD_RESUME_FILE_PATH.replace(':id', String(id)), fileName);
