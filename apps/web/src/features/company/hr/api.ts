import { useQuery } from '@tanstack/react-query';
import {
  getSelectionCountryRoute,
  hrGetAnswerDaysRoute,
  hrGetCompanySettingsRoute,
  hrSaveAnswerDaysRoute,
  hrSaveCompanySettingsRoute,
  hrUploadCompanyLogoRoute,
} from '@tmp/contracts';
import { api } from '../../../lib/api.ts';
import { send, useChange, useConsoleRead } from '../../../lib/console-api.ts';
import { useLanguage } from '../../../lib/i18n.ts';

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

/** The countries of the customer's reference data (the first level of the district tree). */
export const useCountries = () => {
  const language = useLanguage();
  return useQuery({
    queryKey: ['reference', 'countries', language],
    queryFn: ({ signal }) => api.callData(getSelectionCountryRoute, {}, { msg: 'none', signal }),
    staleTime: 30 * 60_000,
  });
};
