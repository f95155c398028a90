import { z } from 'zod';
import { decodeBase64 } from './base64.ts';

/** A field that arrives Base64-encoded: decoded, then checked by `inner`. */
export const zBase64 = <T extends z.ZodType<unknown, string>>(inner: T) =>
  z
    .string({ error: 'common.badBase64' })
    .max(4096, 'common.tooLong')
    .transform((value, ctx) => {
      const decoded = decodeBase64(value.trim());
      if (decoded === undefined) {
        ctx.issues.push({ code: 'custom', message: 'common.badBase64', input: value });
        return z.NEVER;
      }
      return decoded;
    })
    .pipe(inner);
