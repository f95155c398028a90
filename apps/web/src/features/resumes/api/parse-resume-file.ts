import { useMutation } from '@tanstack/react-query';
import { parseCustomResumeRoute } from '@tmp/contracts';
import { api } from '../../../lib/api.ts';

/**
 * Reads one of the candidate's uploaded PDFs into a proposed resume; nothing is saved. Refusals (no text
 * found, not found) reject with the server's translated message, shown by the panel itself.
 */
export const parseResumeFile = (id: number) =>
  api.callData(parseCustomResumeRoute, { params: { id } }, { msg: 'none' });

export const useParseResumeFile = () => useMutation({ mutationFn: parseResumeFile });
