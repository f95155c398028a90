import type { TEntryBlock } from './entries.ts';

/** A piece of an entry's heading lines, with the field its own label names, if any. */
export interface TPiece {
  text: string;
  label?: string;
  source: string;
}

const PIECE_LABELS: Record<string, string> = {
  公司: 'company',
  公司名称: 'company',
  单位: 'company',
  工作单位: 'company',
  company: 'company',
  employer: 'company',
  职位: 'title',
  岗位: 'title',
  职务: 'title',
  担任职位: 'title',
  title: 'title',
  position: 'title',
  role: 'title',
  学校: 'school',
  院校: 'school',
  毕业院校: 'school',
  学校名称: 'school',
  school: 'school',
  university: 'school',
  专业: 'major',
  所学专业: 'major',
  major: 'major',
  学历: 'degree',
  学位: 'degree',
  degree: 'degree',
  时间: 'dates',
  工作内容: 'description',
};
const LABELLED = new RegExp(`^(${Object.keys(PIECE_LABELS).join('|')})\\s*[:：]\\s*`, 'i');

/** Separators between the parts of a heading line; a comma before a company suffix is kept. */
const SEPARATORS =
  /\s*[|｜•·丨]\s*|\s{2,}|\s+[—–-]\s+|\s*[，;；]\s*|,\s+(?!(?:inc|ltd|llc|co|corp|gmbh|plc)\b)/i;

const PLACE_LIKE = /^(remote|远程|hybrid|on-?site)$/i;

/** `University of California, Davis`: a campus after a university's name stays with it. */
const joinCampus = (pieces: string[], isPlace: (text: string) => boolean) =>
  pieces.reduce<string[]>((out, piece) => {
    const prev = out.at(-1);
    const isCampus = /^[A-Z][a-z]+(?:[ -][A-Z][a-z]+)?$/.test(piece) && !isPlace(piece);
    if (prev && /^university of [^,]+$/i.test(prev) && isCampus) {
      out[out.length - 1] = `${prev}, ${piece}`;
    } else out.push(piece);
    return out;
  }, []);

/** The pieces of an entry's heading lines with the date range taken out; places and GPAs dropped. */
export const entryPieces = (block: TEntryBlock, places: ReadonlySet<string>): TPiece[] => {
  const isPlace = (text: string) => {
    const parts = text.toLowerCase().split(/\s*[,，]\s*/);
    return PLACE_LIKE.test(text) || parts.every((p) => places.has(p.replace(/(市|省)$/, '')));
  };
  return block.head.flatMap((line) => {
    const text = line === block.rangeLine ? line.text.replace(block.range.text, '  ') : line.text;
    return joinCampus(text.split(SEPARATORS), isPlace)
      .map((p) => p.trim().replace(/^[(（]|[)）]$/g, ''))
      .filter((p) => p && !/^(gpa|绩点|排名|rank)/i.test(p) && !/^[\d\s./\-–—~]+$/.test(p) && !isPlace(p))
      .map((p) => {
        const m = LABELLED.exec(p);
        const piece: TPiece = { text: m ? p.slice(m[0].length) : p, source: line.text };
        if (m) piece.label = PIECE_LABELS[m[1]!.toLowerCase()] ?? PIECE_LABELS[m[1]!];
        return piece;
      })
      .filter((p) => p.text && p.label !== 'dates' && p.label !== 'description');
  });
};
