import { z } from 'zod';

const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

/** UTF-8 text to Base64, as the client sends credentials (spec §5, decisions §3). */
export const encodeBase64 = (text: string): string => {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
};

/** Base64 to UTF-8 text; undefined when the value is not canonical Base64 of valid UTF-8. */
export const decodeBase64 = (value: string): string | undefined => {
  if (!BASE64.test(value)) return undefined;
  try {
    const binary = atob(value);
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return undefined;
  }
};

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
