/** Escapes LIKE wildcards so a user's text matches literally (PostgreSQL's default escape is backslash). */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** `%text%` for a literal substring match. */
export const containsPattern = (text: string): string => `%${escapeLike(text)}%`;
