/** A month read from a resume: `2019-09`. */
export type TMonth = string;

export interface TDateRange {
  start: TMonth;
  /** null: still there (至今, Present). */
  end: TMonth | null | undefined;
  /** The text the range was read from, and where it sits in the line. */
  text: string;
  index: number;
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const MONTH_NAME =
  '(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\\.?';
const YEAR = '((?:19|20)\\d{2})';

/** Each way a month is written, with how to read year and month from its groups. */
const FORMS: Array<{ source: string; read: (m: string[]) => [string, string] }> = [
  { source: `${YEAR}\\s*(?:[./\\-]|年)\\s*(\\d{1,2})(?:\\s*月)?(?![\\d])`, read: (m) => [m[1]!, m[2]!] },
  { source: `(?<![\\d/])(\\d{1,2})\\s*[/.\\-]\\s*${YEAR}`, read: (m) => [m[2]!, m[1]!] },
  { source: `(${MONTH_NAME}),?\\s*${YEAR}`, read: (m) => [m[2]!, m[1]!] },
  { source: `(?<![\\d.])${YEAR}(?!\\s*[./\\-年]\\s*\\d)(?![\\d])`, read: (m) => [m[1]!, ''] },
];
const PRESENT = '(至今|今|现在|目前|present|now|current|today|ongoing)';
const SEP = '\\s*(?:-|–|—|－|~|～|至|到|to|until|till)\\s*';
const MONTH_ANY = FORMS.map((f) => `(?:${f.source.replace(/\((?!\?)/g, '(?:')})`).join('|');
const RANGE = new RegExp(`(${MONTH_ANY})(?:${SEP}(?:(${MONTH_ANY})|${PRESENT}))?`, 'gi');

const toMonth = (year: string, month: string): TMonth | undefined => {
  const named = MONTHS.indexOf(month.slice(0, 3).toLowerCase());
  const m = named >= 0 ? named + 1 : Number(month || 1);
  const y = Number(year);
  if (!(m >= 1 && m <= 12) || y < 1950 || y > 2100) return undefined;
  return `${y}-${String(m).padStart(2, '0')}`;
};

/** Reads one written month (`2019.09`, `2019年9月`, `09/2019`, `Sep 2019`, `September 2019`, `2019`). */
export const parseMonth = (text: string): TMonth | undefined => {
  for (const form of FORMS) {
    const m = new RegExp(`^\\s*${form.source}\\s*$`, 'i').exec(text);
    if (m) return toMonth(...form.read(m));
  }
  return undefined;
};

/** Every date range of a line (and lone months as ranges without an end), left to right. */
export const findDateRanges = (line: string): TDateRange[] => {
  const ranges: TDateRange[] = [];
  for (const m of line.matchAll(RANGE)) {
    const start = parseMonth(m[1]!);
    if (!start) continue;
    const end = m[3] ? null : m[2] ? parseMonth(m[2]) : undefined;
    if (m[2] && end === undefined) continue;
    // A lone year is too often something else (an award, a room number) to open an entry.
    if (end === undefined && /^\d{4}$/.test(m[1]!.trim())) continue;
    ranges.push({ start, end, text: m[0], index: m.index });
  }
  return ranges;
};

/** A full date (`1996.04.02`, `1996年4月2日`, `1996-04`) as yyyy-mm-dd; day 1 when only the month is given. */
export const parseDay = (text: string): string | undefined => {
  const m = /((?:19|20)\d{2})\s*[./\-年]\s*(\d{1,2})\s*(?:[./\-月]\s*(\d{1,2})\s*日?)?/.exec(text);
  if (!m) return undefined;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3] ?? 1)];
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d) return undefined;
  return date.toISOString().slice(0, 10);
};
