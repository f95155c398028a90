import { headingKind } from './headings.ts';
import { found, type TFound } from './found.ts';
import type { TLine } from './lines.ts';

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/;
/** Mainland mobiles with any spacing: 13800138000, 138 0013 8000, +86-138-0013-8000, (+86) 13800138000. */
const CN_MOBILE = /(?:\(?\+?\s?86\)?[\s-]*)?(?<![\d])(1[3-9]\d)[\s-]?(\d{4})[\s-]?(\d{4})(?![\d])/;
/** Other international numbers: +63 917 123 4567, +1 (415) 555-0134, +91 98765 43210. */
const INTL_PHONE = /\+\d{1,3}(?:[\s-]?\(\d{1,4}\))?(?:[\s-]?\d{1,5}){1,5}/;

export const findEmail = (lines: TLine[]): TFound | undefined => {
  for (const line of lines) {
    const m = EMAIL.exec(line.text);
    if (m) return found(m[0].toLowerCase(), 0.98, line.text);
  }
  return undefined;
};

/** The first phone number: a mainland mobile as 11 digits, any other in its international form. */
export const findPhone = (lines: TLine[]): TFound | undefined => {
  for (const line of lines) {
    const text = line.text.replace(EMAIL, ' ');
    const intl = INTL_PHONE.exec(text);
    // `+49 151 2345 6789` holds what looks like a mainland mobile; its country code says otherwise.
    const foreign = intl && !/^\+\s?86\b/.test(intl[0]);
    const cn = foreign ? undefined : CN_MOBILE.exec(text);
    if (cn) return found(`${cn[1]}${cn[2]}${cn[3]}`, 0.97, line.text);
    if (intl && intl[0].replace(/\D/g, '').length >= 8) {
      return found(intl[0].replace(/\s*-\s*/g, ' ').replace(/\s+/g, ' '), 0.9, line.text);
    }
  }
  return undefined;
};

const NOT_NAMES =
  /简历|履历|resume|curriculum|vitae|\bcv\b|\b(inc|ltd|llc|group|company|corp|bank|university|college|school|partners|solutions|services|studio|foundation)\b/i;
const HAN_NAME = /^[\u4e00-\u9fa5·]{2,5}$/;
const LATIN_NAME = /^[A-Z][A-Za-z'’.-]+(?:\s+[A-Z][A-Za-z'’.-]*){1,3}$/;

const titleCase = (name: string) =>
  name === name.toUpperCase()
    ? name.toLowerCase().replace(/(^|[\s'’-])([a-z])/g, (_, p: string, c: string) => p + c.toUpperCase())
    : name;

/** A piece of text that reads as a person's name, tidied (`张 伟` → `张伟`, `JOHN SMITH` → `John Smith`). */
export const asName = (text: string): string | undefined => {
  const t = text.trim().replace(/\s+/g, ' ');
  if (!t || NOT_NAMES.test(t) || headingKind(t)) return undefined;
  const han = t.replace(/\s/g, '');
  if (HAN_NAME.test(han)) return han;
  if (LATIN_NAME.test(t) && t.length <= 40) return titleCase(t);
  return undefined;
};

/** The name: the largest plausible name near the top of the first page (a labelled one wins elsewhere). */
export const findName = (lines: TLine[]): TFound | undefined => {
  const top = lines
    .filter((l) => l.page === 1)
    .sort((a, b) => a.y - b.y)
    .slice(0, 12);
  const largest = Math.max(...top.map((l) => l.size));
  const candidates = top.flatMap((line) =>
    line.segments.flatMap((segment) => {
      const name = asName(segment);
      return name ? [{ name, line }] : [];
    }),
  );
  const best = [...candidates].sort((a, b) => b.line.size - a.line.size)[0];
  if (!best) return undefined;
  return found(best.name, best.line.size >= largest ? 0.9 : 0.7, best.line.text);
};
