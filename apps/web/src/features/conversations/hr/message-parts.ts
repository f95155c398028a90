/** A piece of a message: plain text, or a link the reader may follow. */
export type TMessagePart = { text: string; href?: string };

const URL_PATTERN = /https?:\/\/[^\s<>"']+/g;
/** Punctuation that ends a sentence rather than the address before it. */
const TRAILING = /[.,;:!?)\]}'"。，；：！？）]+$/;

const originOf = (address: string): string | null => {
  try {
    return new URL(address).origin;
  } catch {
    return null;
  }
};

/**
 * A message's text cut into its plain text and its addresses; only an address on `origin` (the company's
 * own site) becomes a link, any other stays text to be read, never followed by a click. The text is never
 * read as markup.
 */
export const messageParts = (text: string, origin: string): TMessagePart[] => {
  const parts: TMessagePart[] = [];
  let from = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const address = match[0].replace(TRAILING, '');
    const at = match.index;
    if (at > from) parts.push({ text: text.slice(from, at) });
    parts.push(originOf(address) === origin ? { text: address, href: address } : { text: address });
    from = at + address.length;
  }
  if (from < text.length) parts.push({ text: text.slice(from) });
  // Neighbouring plain pieces are one.
  return parts.reduce<TMessagePart[]>((all, part) => {
    const last = all.at(-1);
    if (last && !last.href && !part.href) last.text += part.text;
    else all.push({ ...part });
    return all;
  }, []);
};

/** A reply template's text with {name}, {job} and {date} filled in, as the server fills them. */
export const fillTemplate = (text: string, values: { name: string; job: string; date: string }) =>
  text.replace(/\{(name|job|date)\}/g, (_whole, key: 'name' | 'job' | 'date') => values[key]);

/** Today in China's time (yyyy-mm-dd): a template's {date} when nothing is awaited from HR. */
export const todayInChina = (now = new Date()) =>
  new Date(now.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
