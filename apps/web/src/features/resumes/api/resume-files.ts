import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import axios from 'axios';
import {
  deleteCustomResumeRoute,
  DOWNLOAD_CUSTOM_RESUME_PATH,
  getUserUploadCustomResumeRoute,
  SUCCESS_CODE,
  uploadCustomResumeRoute,
  type TEnvelope,
  type TResumeFile,
} from '@tmp/contracts';
import { ApiError, isEnvelope } from '../../../lib/api-error.ts';
import { api } from '../../../lib/api.ts';
import { useLoginStore } from '../../../lib/auth/login-store.ts';

export const useResumeFiles = () => {
  const token = useLoginStore((s) => s.token);
  return useQuery({
    queryKey: ['resumes', 'files', token ?? null],
    queryFn: ({ signal }) => api.callData(getUserUploadCustomResumeRoute, {}, { msg: 'none', signal }),
    enabled: !!token,
  });
};

/**
 * Sends one PDF as the multipart field `file`, reporting progress in percent. Refusals reject with an
 * ApiError carrying the server's message (wrong type, too large, too many files).
 */
export const uploadResumeFile = async (
  file: File,
  onProgress: (percent: number) => void,
): Promise<TResumeFile> => {
  const form = new FormData();
  form.append('file', file, file.name);
  let envelope: TEnvelope<TResumeFile>;
  try {
    const http = await api.loadHttp();
    const response = await http.post<TEnvelope<TResumeFile>>(uploadCustomResumeRoute.path, form, {
      headers: { msg: 'none' },
      timeout: 120_000,
      onUploadProgress: (event) => {
        if (event.total) onProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)));
      },
    });
    envelope = response.data;
  } catch (error) {
    const body = axios.isAxiosError(error) ? error.response?.data : undefined;
    if (axios.isAxiosError(error) && error.response?.status === 401) {
      useLoginStore.getState().resetToken();
      useLoginStore.getState().setOpenLogin(true);
    }
    throw isEnvelope(body) ? new ApiError(body.code, body.message, body.data) : new ApiError(-1, '', error);
  }
  if (envelope.code !== SUCCESS_CODE) throw new ApiError(envelope.code, envelope.message, envelope.data);
  return envelope.data;
};

export const useUploadResumeFile = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, onProgress }: { file: File; onProgress: (percent: number) => void }) =>
      uploadResumeFile(file, onProgress),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['resumes', 'files'] }),
  });
};

export const useDeleteResumeFile = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.callData(deleteCustomResumeRoute, { params: { id } }, { msg: 'all' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['resumes', 'files'] }),
  });
};

/** Downloads one's own file with the auth headers and saves it under its name. */
export const downloadResumeFile = (file: TResumeFile) =>
  api.download(DOWNLOAD_CUSTOM_RESUME_PATH.replace(':id', String(file.id)), file.fileName);
