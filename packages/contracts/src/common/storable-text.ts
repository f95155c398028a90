/**
 * Characters PostgreSQL `text` and `jsonb` cannot hold: NUL, and UTF-16 surrogates without their pair
 * (a lone surrogate is not a Unicode character, so it has no UTF-8 form).
 */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Whether a string can be stored as it is. */
export const isStorableText = (text: string): boolean =>
  !text.includes('\u0000') && !LONE_SURROGATE.test(text);

/**
 * Whether any string in a request's input (values and object keys, at any depth) cannot be stored. The
 * server applies it to every route's parsed query, body and path parameters (after Base64 fields are
 * decoded), so a NUL or a lone surrogate is refused with one translated message wherever it is sent.
 */
export const holdsUnstorableText = (input: unknown): boolean => {
  const pending: unknown[] = [input];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === 'string') {
      if (!isStorableText(value)) return true;
    } else if (Array.isArray(value)) {
      for (const item of value) pending.push(item);
    } else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        if (!isStorableText(key)) return true;
        pending.push(item);
      }
    }
  }
  return false;
};
