import { z } from 'zod';

/** Success code of every response (spec §8). */
export const SUCCESS_CODE = 0;
/** A refusal the client must not toast (spec §8). */
export const SILENT_CODE = -1001;

export const zEnvelope = <T extends z.ZodType>(data: T) =>
  z.object({ code: z.number().int(), message: z.string(), data });

export interface TEnvelope<T> {
  code: number;
  message: string;
  data: T;
}

/** Field errors sent with a validation refusal: field path -> translated message. */
export const ZFieldErrors = z.record(z.string(), z.string());
export type TFieldErrors = z.infer<typeof ZFieldErrors>;
