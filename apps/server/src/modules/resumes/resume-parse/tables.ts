import type { TLine } from './lines.ts';

/**
 * Tables of Chinese (and some English) templates, read by their label cells: a title row over the rows
 * (`学校名称 | 起止时间 | 专业 | 学历`), or a label cell beside each value (`公司名称 | 云帆科技`). Each value is
 * rewritten as `label：value`, so the entry readers place it by its label and not by its order.
 */
const CELL_LABELS: Record<string, string> = {
  时间: '时间',
  起止时间: '时间',
  在校时间: '时间',
  工作时间: '时间',
  日期: '时间',
  period: '时间',
  dates: '时间',
  date: '时间',
  学校: '学校',
  学校名称: '学校',
  院校: '学校',
  毕业院校: '学校',
  school: '学校',
  university: '学校',
  专业: '专业',
  所学专业: '专业',
  major: '专业',
  学历: '学历',
  学位: '学历',
  degree: '学历',
  公司: '公司',
  公司名称: '公司',
  单位: '公司',
  单位名称: '公司',
  工作单位: '公司',
  company: '公司',
  employer: '公司',
  职位: '职位',
  岗位: '职位',
  职务: '职位',
  position: '职位',
  title: '职位',
  role: '职位',
  工作内容: '工作内容',
  工作描述: '工作内容',
  主要职责: '工作内容',
  duties: '工作内容',
  responsibilities: '工作内容',
  description: '工作内容',
};

const labelOf = (cell: string | undefined) =>
  cell === undefined
    ? undefined
    : CELL_LABELS[
        cell
          .trim()
          .replace(/[:：]$/, '')
          .toLowerCase()
      ];

/** A table's title row: two or more cells, each a column title. */
export const isTitleRow = (line: TLine) =>
  line.segments.length >= 2 && line.segments.every((s) => labelOf(s) !== undefined);

const relabel = (line: TLine, segments: string[]): TLine => ({
  ...line,
  segments,
  text: segments.join('  '),
});

/** The rows under a title row, each cell labelled by its column; label cells joined to their value. */
export const labelTableCells = (lines: TLine[]): TLine[] => {
  const out: TLine[] = [];
  let titles: string[] | undefined;
  for (const line of lines) {
    if (isTitleRow(line) && line.segments.length > 2) {
      titles = line.segments.map((s) => labelOf(s)!);
      continue;
    }
    if (titles && line.segments.length === titles.length) {
      out.push(
        relabel(
          line,
          line.segments.map((s, i) => `${titles![i]}：${s}`),
        ),
      );
      continue;
    }
    titles = undefined;
    const label = line.segments.length === 2 ? labelOf(line.segments[0]) : undefined;
    out.push(label ? relabel(line, [`${label}：${line.segments[1]}`]) : line);
  }
  return out;
};

const LABELLED_LINE = new RegExp(`^(${[...new Set(Object.values(CELL_LABELS))].join('|')})：`);

/** A line of a label-cell table that holds the entry's description (`工作内容：…`). */
export const isDescriptionCell = (line: TLine) => line.text.startsWith('工作内容：');

/**
 * Label-cell records (`公司：…`, `时间：…`, `职位：…` one under the other): a record ends where a label comes
 * again. Undefined when the lines are not all labelled.
 */
export const labelledRecords = (run: TLine[]): TLine[][] | undefined => {
  if (run.length < 2 || !run.every((l) => LABELLED_LINE.test(l.text) && l.segments.length === 1))
    return undefined;
  const records: TLine[][] = [];
  let seen = new Set<string>();
  for (const line of run) {
    const label = LABELLED_LINE.exec(line.text)![1]!;
    if (!records.length || seen.has(label)) {
      records.push([]);
      seen = new Set();
    }
    seen.add(label);
    records.at(-1)!.push(line);
  }
  return records;
};
