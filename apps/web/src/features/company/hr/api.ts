import {
  hrGetAnswerDaysRoute,
  hrGetCompanySettingsRoute,
  hrSaveAnswerDaysRoute,
  hrSaveCompanySettingsRoute,
  hrUploadCompanyLogoRoute,
} from '@tmp/contracts';
import { api } from '../../../lib/api.ts';
import { send, useChange, useConsoleRead } from '../../../lib/console-api.ts';

export const useCompanySettings = () => useConsoleRead(hrGetCompanySettingsRoute, ['company']);

export const useSaveCompanySettings = () => useChange(send(hrSaveCompanySettingsRoute), ['company']);

export const useAnswerDays = () => useConsoleRead(hrGetAnswerDaysRoute, ['company', 'answer-days']);

export const useSaveAnswerDays = () => useChange(send(hrSaveAnswerDaysRoute), ['company', 'answer-days']);

/** Sends one PNG or SVG as the multipart field `file`; a refusal rejects with the server's translated text. */
const uploadLogo = (file: File) => {
  const form = new FormData();
  form.append('file', file, file.name);
  return api.callData(hrUploadCompanyLogoRoute, { body: form as never }, { msg: 'success' });
};

export const useUploadLogo = () => useChange(uploadLogo, ['company']);
