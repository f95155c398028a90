const MARKUP_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text or an attribute value inside HTML or XML: `& < > " '` are escaped. */
export const escapeMarkup = (value: string): string => value.replace(/[&<>"']/g, (c) => MARKUP_ESCAPES[c]!);

const SCRIPT_UNSAFE = /[<>&\u2028\u2029]/g;

/**
 * JSON for a `<script type="application/ld+json">` block. `<`, `>` and `&` become \u escapes (still the
 * same JSON), so text like `</script>` or `<!--` in a job's title cannot end or alter the block.
 */
export const jsonForScript = (value: unknown): string =>
  JSON.stringify(value).replace(SCRIPT_UNSAFE, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
