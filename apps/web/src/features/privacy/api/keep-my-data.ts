import { useMutation } from '@tanstack/react-query';
import { keepMyDataRoute } from '@tmp/contracts';
import { api } from '../../../lib/api.ts';

/**
 * A retention notice's single-use link: keeps the candidate's data 12 more months. Sent only when the person
 * presses the button, so a mail scanner opening the link does not use it up.
 */
export const useKeepMyData = () =>
  useMutation({
    mutationFn: (token: string) => api.callData(keepMyDataRoute, { body: { token } }, { msg: 'none' }),
  });
