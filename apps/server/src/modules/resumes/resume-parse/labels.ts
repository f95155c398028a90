import { found, type TFound, type TFoundEntry } from './found.ts';
import { parseDay } from './dates.ts';
import type { TLine } from './lines.ts';

/** Labels of "label: value" pairs, by the field they fill. */
const LABELS: Record<string, string[]> = {
  name: ['姓名', '名字', 'name', 'full name'],
  gender: ['性别', 'gender', 'sex'],
  birthDate: ['出生日期', '出生年月', '生日', 'date of birth', 'birth date', 'birthday', 'dob', 'born'],
  address: [
    '现居住地',
    '居住地',
    '现居',
    '住址',
    '地址',
    '所在地',
    '现居地',
    'address',
    'location',
    'current address',
  ],
  nationality: ['国籍', 'nationality', 'citizenship'],
  ethnicity: ['民族', 'ethnicity'],
  politicalStatus: ['政治面貌'],
  maritalStatus: ['婚姻状况', '婚否', 'marital status'],
  mobile: ['手机', '电话', '手机号', '联系电话', 'phone', 'mobile', 'tel', 'cell'],
  email: ['邮箱', '电子邮箱', 'email', 'e-mail'],
  hometown: ['籍贯', '户籍', 'hometown'],
  age: ['年龄', 'age'],
};

const FIELD_OF = new Map(
  Object.entries(LABELS).flatMap(([field, names]) => names.map((n) => [n.toLowerCase(), field] as const)),
);
const LABEL = new RegExp(
  `(?:^|[\\s|｜,，;；])(${[...FIELD_OF.keys()].sort((a, b) => b.length - a.length).join('|')})\\s*[:：]\\s*`,
  'gi',
);

/** Label and value in cells of their own (`姓名 | 李娜 | 性别 | 女`), as tables write them. */
const readCells = (line: TLine) =>
  line.segments.flatMap((segment, i) => {
    const field = FIELD_OF.get(
      segment
        .trim()
        .replace(/[:：]$/, '')
        .toLowerCase(),
    );
    const value = line.segments[i + 1]?.trim();
    const isLabel = value !== undefined && FIELD_OF.has(value.replace(/[:：]$/, '').toLowerCase());
    return field && value && !isLabel ? [{ field, value }] : [];
  });

/** Every `label: value` pair of a line, even several in one line (`性别：男  年龄：28  民族：汉族`). */
export const readLabelled = (line: TLine): Array<{ field: string; value: string }> => {
  const text = line.segments.join('  ');
  const hits = [...text.matchAll(LABEL)];
  return hits
    .flatMap((hit, i) => {
      const start = hit.index + hit[0].length;
      const end = hits[i + 1]?.index ?? text.length;
      const value = (text.slice(start, end).split(/\s{2,}/)[0] ?? '').replace(/[\s|｜,，;；]+$/g, '');
      const field = FIELD_OF.get(hit[1]!.toLowerCase());
      return field && value ? [{ field, value: value.trim() }] : [];
    })
    .concat(hits.length ? [] : readCells(line));
};

const GENDER_WORDS = /^(男|女|male|female|man|woman|m|f)$/i;

/** Gender given alone among the header's pieces (`男 | 28岁 | 本科`). */
const findBareGender = (lines: TLine[]): TFound | undefined => {
  for (const line of lines.slice(0, 15)) {
    const piece = line.text.split(/\s*[|｜/·•,，]\s*|\s{2,}/).find((p) => /^(男|女)$/.test(p.trim()));
    if (piece) return found(piece.trim(), 0.8, line.text);
  }
  return undefined;
};

/** Fields given as `label: value` in the header and personal sections. */
export const readLabelledFields = (lines: TLine[]): TFoundEntry => {
  const fields: TFoundEntry = {};
  for (const line of lines) {
    for (const { field, value } of readLabelled(line)) {
      if (fields[field]) continue;
      if (field === 'birthDate') {
        const day = parseDay(value);
        if (day) fields[field] = found(day, /\d{4}\D+\d{1,2}\D+\d{1,2}/.test(value) ? 0.9 : 0.6, line.text);
      } else if (field !== 'gender' || GENDER_WORDS.test(value)) {
        fields[field] = found(value, 0.9, line.text);
      }
    }
  }
  const bareGender = fields.gender ? undefined : findBareGender(lines);
  if (bareGender) fields.gender = bareGender;
  return fields;
};
