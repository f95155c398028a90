import { AppErrorCode, type TAppErrorCode, type TMessageKey } from '@tmp/contracts';
import { AppError } from '../../lib/app-error.ts';

export const refusal = (code: TAppErrorCode, key: TMessageKey, data?: unknown) =>
  new AppError(code, key, { data });

/** The same answer for an id that does not exist and one that is someone else's. */
export const assessmentNotFound = () => refusal(AppErrorCode.AssessmentNotFound, 'assessments.notFound');

export const timeUp = (data?: unknown) => refusal(AppErrorCode.AssessmentTimeUp, 'assessments.timeUp', data);
