import { useMutation } from '@tanstack/react-query';
import { DOWNLOAD_MY_DATA_PATH } from '@tmp/contracts';
import { api } from '../../../lib/api.ts';

/** Saves the zip of everything the portal holds about the signed-in user. */
export const downloadMyData = () =>
  api.download(DOWNLOAD_MY_DATA_PATH, `my-data-${new Date().toISOString().slice(0, 10)}.zip`);

export const useDownloadMyData = () => useMutation({ mutationFn: downloadMyData });
