import type { TEntryBlock } from './entries.ts';
import { found, type TFoundEntry } from './found.ts';
import { entryPieces, type TPiece } from './pieces.ts';

const COMPANY =
  /公司|集团|有限|银行|科技|研究院|研究所|事务所|医院|中心|工作室|大学|学院|\b(inc|ltd|llc|corp|corporation|co|company|group|bank|technologies|technology|gmbh|limited|plc|partners|consulting|labs?|systems|solutions|studio|agency|university|hospital|foundation|holdings|capital|services)\b\.?/i;
const TITLE =
  /师$|工程师|经理|专员|主管|总监|助理|实习生|实习|顾问|分析师|设计师|开发|运营|产品|销售|会计|客服|老师|教师|主任|架构师|负责人|组长|翻译|代表|\b(engineer|manager|developer|analyst|intern|consultant|designer|specialist|director|lead|assistant|associate|officer|representative|agent|coordinator|administrator|accountant|architect|scientist|editor|teacher|head|executive|advisor|supervisor|researcher|programmer|tester|writer|translator|recruiter|vp|president|founder)\b/i;

const trim100 = (s: string) => s.trim().slice(0, 100);

/** `Engineer at Acme`, `Engineer @ Acme`. */
const splitAt = (pieces: TPiece[]) =>
  pieces.flatMap((p) => {
    const m = /^(.+?)\s+(?:at|@)\s+(.+)$/i.exec(p.text);
    return m
      ? [
          { ...p, text: m[1]!, label: 'title' },
          { ...p, text: m[2]!, label: 'company' },
        ]
      : [p];
  });

/** Company and position of a work entry: by label, by words, then by order (company first). */
const assign = (pieces: TPiece[]) => {
  const take = (test: (p: TPiece) => boolean) => {
    const i = pieces.findIndex(test);
    return i < 0 ? undefined : pieces.splice(i, 1)[0];
  };
  const result: Record<string, { piece: TPiece; confidence: number }> = {};
  for (const field of ['company', 'title'] as const) {
    const piece = take((p) => p.label === field);
    if (piece) result[field] = { piece, confidence: 0.95 };
  }
  const company = result.company ? undefined : take((p) => COMPANY.test(p.text) && !TITLE.test(p.text));
  if (company) result.company = { piece: company, confidence: 0.9 };
  const title = result.title ? undefined : take((p) => TITLE.test(p.text));
  if (title) result.title = { piece: title, confidence: 0.85 };
  const loose = result.company ? undefined : take(() => true);
  if (loose) result.company = { piece: loose, confidence: 0.6 };
  const rest = result.title ? undefined : take(() => true);
  if (rest) result.title = { piece: rest, confidence: 0.55 };
  return result;
};

/** One work history entry from its heading lines. */
export const readWorkEntry = (block: TEntryBlock, places: ReadonlySet<string>): TFoundEntry => {
  const fields = assign(splitAt(entryPieces(block, places)));
  const entry: TFoundEntry = {};
  if (fields.company)
    entry.company = found(
      trim100(fields.company.piece.text),
      fields.company.confidence,
      fields.company.piece.source,
    );
  if (fields.title)
    entry.position = found(
      trim100(fields.title.piece.text),
      fields.title.confidence,
      fields.title.piece.source,
    );
  entry.startDate = found(`${block.range.start}-01`, 0.9, block.range.text);
  if (block.range.end) entry.endDate = found(`${block.range.end}-01`, 0.9, block.range.text);
  return entry;
};
