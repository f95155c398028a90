import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  bookInterviewSlotRoute,
  cancelMyInterviewRoute,
  DOWNLOAD_INTERVIEW_CALENDAR_PATH,
  rescheduleInterviewRoute,
  type TInterview,
} from '@tmp/contracts';
import { api } from '../../../lib/api.ts';

export type TInterviewChange =
  { kind: 'book' | 'move'; id: number; slotId: number } | { kind: 'cancel'; id: number; reason?: string };

const change = ({ kind, ...body }: TInterviewChange): Promise<TInterview> =>
  'slotId' in body
    ? api.callData(kind === 'book' ? bookInterviewSlotRoute : rescheduleInterviewRoute, { body })
    : api.callData(cancelMyInterviewRoute, { body });

/** Books, moves or cancels; the list is read again either way (a refused time may have been taken). */
export const useChangeInterview = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['interviews'] }),
  });
};

/** Saves the interview's calendar file (.ics). */
export const downloadInterviewCalendar = (id: number) =>
  api.download(DOWNLOAD_INTERVIEW_CALENDAR_PATH, `interview-${id}.ics`, { id });
