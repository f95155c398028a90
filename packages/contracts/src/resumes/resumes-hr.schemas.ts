import { z } from 'zod';
import { RESUME_FIELD_KEYS } from './resume-fields.ts';

export const ZFieldSetting = z.object({
  key: z.string().refine((k) => RESUME_FIELD_KEYS.includes(k), 'common.invalid'),
  enabled: z.boolean(),
  required: z.boolean(),
});
export type TFieldSetting = z.infer<typeof ZFieldSetting>;
