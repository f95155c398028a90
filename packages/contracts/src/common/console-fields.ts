import { z } from 'zod';

/** Salaries (a job's range, an offer) in whole units of their currency. */
export const SALARY_MAX = 100_000_000;

/** The fields the console's forms share: an id, a required text, an amount of money. */
export const ZConsoleId = z.coerce
  .number({ error: 'common.invalid' })
  .int('common.invalid')
  .min(1, 'common.invalid')
  .max(2_147_483_647, 'common.invalid');
export const ZConsoleText = (max: number) =>
  z.string({ error: 'common.required' }).trim().min(1, 'common.required').max(max, 'common.tooLong');
export const ZMoney = z.coerce
  .number({ error: 'resumes.number' })
  .int('resumes.number')
  .min(0, 'resumes.number')
  .max(SALARY_MAX, 'resumes.number');

export const ZIdQuery = z.object({ id: ZConsoleId });
