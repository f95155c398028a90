/** A piece of a message: plain text, or a link the reader may follow. */
export type TMessagePart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

const URL_PATTERN = /https?:\/\/[^\s<>"]+/g;
/** Punctuation that ends a sentence rather than the address before it. */
const TRAILING = /[.,;:!?)\]}'"，。；：！？）]+$/;

const sameOrigin = (address: string, origin: string): boolean => {
  try {
    return new URL(address).origin === origin;
  } catch {
    return false;
  }
};

/**
 * A message as plain text, its addresses on `origin` (the portal's own) made links; any other address stays
 * text, so a message can't lead a candidate to a site that only looks like the employer's.
 */
export const messageParts = (text: string, origin: string): TMessagePart[] => {
  const parts: TMessagePart[] = [];
  let rest = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const address = match[0].replace(TRAILING, '');
    if (!sameOrigin(address, origin)) continue;
    if (match.index > rest) parts.push({ kind: 'text', text: text.slice(rest, match.index) });
    parts.push({ kind: 'link', text: address, href: address });
    rest = match.index + address.length;
  }
  if (rest < text.length) parts.push({ kind: 'text', text: text.slice(rest) });
  return parts;
};
