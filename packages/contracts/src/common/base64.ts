// No zod here: the web's first visit encodes credentials with these, and must not bring the schema library
// along (the schema of a Base64 field is in base64.schemas.ts).
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
