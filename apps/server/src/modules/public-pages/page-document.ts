import type { TPageHead } from './page-head.ts';

const setLanguage = (tag: string, language: string) =>
  /\slang=/i.test(tag)
    ? tag.replace(/\slang="[^"]*"/i, ` lang="${language}"`)
    : tag.replace(/^<html/i, `<html lang="${language}"`);

/** The built index.html with the page's head in place of its own title and description, in its language. */
export const withPageHead = (html: string, page: TPageHead): string => {
  const bare = html
    .replace(/<title>[\s\S]*?<\/title>\s*/i, '')
    .replace(/<meta\s+name="description"[^>]*>\s*/i, '')
    .replace(/<html(\s[^>]*)?>/i, (tag) => setLanguage(tag, page.language));
  const at = bare.search(/<\/head>/i);
  if (at >= 0) return `${bare.slice(0, at).trimEnd()}\n    ${page.head}\n  ${bare.slice(at)}`;
  const doctype = /^\s*<!doctype[^>]*>/i.exec(bare)?.[0] ?? '';
  return `${doctype}<head>${page.head}</head>${bare.slice(doctype.length)}`;
};
