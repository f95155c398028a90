import { inflateSync } from 'node:zlib';

/**
 * Reading a PDF's own objects without pdf.js, enough to measure what the file would ask of the reader:
 * pages, streams, resources and the objects packed in compressed object streams.
 */

export interface TPdfObject {
  /** The object's text (a stream's dictionary), names decoded. */
  body: string;
  /** A stream's bytes as stored (still compressed). */
  data?: Buffer;
}

export type TPdfObjects = Map<number, TPdfObject>;

/** PDF names may spell any byte as #xx (`/P#61ge`); the checks read them decoded. */
export const decodeNames = (text: string) =>
  !text.includes('#')
    ? text
    : text.replace(/\/[^\s/<>[\]()%{}]+/g, (name) =>
        name.replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
      );

const patterns = new Map<string, RegExp>();

/** Whether the object's text holds `/key /value` (`/Type /Page` is not `/Type /Pages`). */
export const has = (body: string, key: string, value: string) => {
  const pattern = `/${key}\\s{0,64}/${value}(?![A-Za-z0-9])`;
  if (!patterns.has(pattern)) patterns.set(pattern, new RegExp(pattern));
  return patterns.get(pattern)!.test(body);
};

/**
 * Inflates a Flate stream up to `max` bytes. Other filters (rare in resumes) are counted at their stored
 * size: what they expand to is left to the worker's time and memory limits.
 */
export const inflated = (obj: TPdfObject, max: number): Buffer => {
  const data = obj.data ?? Buffer.alloc(0);
  if (!/\/Filter\s*\[?\s*\/(FlateDecode|Fl)\b/.test(obj.body)) return data;
  try {
    return inflateSync(data, { maxOutputLength: max, finishFlush: 2 /* Z_SYNC_FLUSH: tolerate a cut */ });
  } catch (error) {
    if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') return Buffer.alloc(max + 1);
    return data;
  }
};

/** Where a stream's bytes end: at its direct /Length when `endstream` follows, else at `endstream`. */
const streamEnd = (raw: string, start: number, body: string) => {
  const length = /\/Length\s{0,64}(\d{1,10})(?!\d)(?!\s{1,64}\d{1,5}\s{1,64}R)/.exec(body);
  const end = length ? start + Number(length[1]) : -1;
  if (end > start && /^\s*endstream/.test(raw.slice(end, end + 20))) return end;
  const found = raw.indexOf('endstream', start);
  return found < 0 ? raw.length : found;
};

/**
 * Marks of the object syntax. Only the keywords are searched for; an object's number is read from just
 * before its `obj`, so no run of digits or spaces is ever scanned more than once.
 */
const MARKS = /\bobj\b|stream(?:\r\n|\n|\r)|endobj/g;
const OBJECT_NUMBER = /(\d{1,10})\s{1,32}\d{1,5}\s{1,32}$/;

const objectNumber = (raw: string, at: number) =>
  OBJECT_NUMBER.exec(raw.slice(Math.max(0, at - 80), at))?.[1];

/**
 * The objects written in the file, streams with their stored bytes (skipped over, not searched); a later
 * definition wins. One pass over the file, whatever its shape.
 */
export const directObjects = (raw: string, data: Buffer): TPdfObjects => {
  const objects: TPdfObjects = new Map();
  let open: { num: number; start: number } | undefined;
  const marks = new RegExp(MARKS);
  for (let mark = marks.exec(raw); mark; mark = marks.exec(raw)) {
    const num = mark[0] === 'obj' ? objectNumber(raw, mark.index) : undefined;
    if (num !== undefined) {
      if (open) objects.set(open.num, { body: decodeNames(raw.slice(open.start, mark.index)) });
      open = { num: Number(num), start: mark.index + 3 };
    } else if (open && mark[0] === 'endobj') {
      objects.set(open.num, { body: decodeNames(raw.slice(open.start, mark.index)) });
      open = undefined;
    } else if (open && raw.slice(mark.index - 3, mark.index) !== 'end') {
      const body = decodeNames(raw.slice(open.start, mark.index));
      const dataStart = mark.index + mark[0].length;
      const dataEnd = streamEnd(raw, dataStart, body);
      objects.set(open.num, { body, data: data.subarray(dataStart, dataEnd) });
      marks.lastIndex = dataEnd;
      open = undefined;
    }
  }
  if (open) objects.set(open.num, { body: decodeNames(raw.slice(open.start)) });
  return objects;
};

/**
 * Adds the objects packed in compressed object streams (PDF 1.5+ writers put pages and resources
 * there); answers false when they inflate to more than `maxBytes`.
 */
export const addPackedObjects = (objects: TPdfObjects, maxBytes: number) => {
  let budget = maxBytes;
  for (const stream of [...objects.values()].filter((o) => o.data && has(o.body, 'Type', 'ObjStm'))) {
    const text = inflated(stream, budget).toString('latin1');
    budget -= text.length;
    if (budget < 0) return false;
    const first = Number(/\/First\s{0,64}(\d{1,10})/.exec(stream.body)?.[1] ?? 0);
    const header = text.slice(0, first).trim().split(/\s+/).map(Number);
    for (let i = 0; i + 1 < header.length; i += 2) {
      const end = i + 3 < header.length ? first + header[i + 3]! : text.length;
      if (!objects.has(header[i]!)) {
        objects.set(header[i]!, { body: decodeNames(text.slice(first + header[i + 1]!, end)) });
      }
    }
  }
  return true;
};

// References (`12 0 R`), with bounded repeats: a long run of digits or spaces costs once, not squared.
const REF_AT_START = /^(\d{1,10})\s{1,64}\d{1,5}\s{1,64}R/;
const REFS = /(\d{1,10})\s{1,64}\d{1,5}\s{1,64}R\b/g;
const NAMED_REFS = /\/([^\s/<>[\]()%{}]+)\s{1,64}(\d{1,10})\s{1,64}\d{1,5}\s{1,64}R/g;

/** The text of a balanced `<< >>` or `[ ]` starting at `at`. */
const balanced = (text: string, at: number) => {
  let depth = 0;
  for (let i = at; i < text.length; i += 1) {
    const two = text.slice(i, i + 2);
    if (two === '<<' || text[i] === '[') depth += 1;
    if (two === '>>' || text[i] === ']') depth -= 1;
    if (two === '<<' || two === '>>') i += 1;
    if (depth === 0) return text.slice(at, i + 1);
  }
  return text.slice(at);
};

/** The value of `/key` in an object's text: a dictionary or an array, a referenced object's text resolved. */
export const entry = (objects: TPdfObjects, body: string, key: string): string | undefined => {
  for (const match of body.matchAll(new RegExp(`/${key}(?![A-Za-z0-9])\\s{0,64}`, 'g'))) {
    const at = match.index + match[0].length;
    if (body.startsWith('<<', at) || body[at] === '[') return balanced(body, at);
    const ref = REF_AT_START.exec(body.slice(at, at + 24));
    if (ref) return objects.get(Number(ref[1]))?.body ?? '';
  }
  return undefined;
};

export const refsIn = (text: string) => [...text.matchAll(REFS)].map((m) => Number(m[1]));

export type TXObjects = Map<string, number>;

/** The named XObjects of an object's resources. */
export const xobjectsOf = (objects: TPdfObjects, resources: string): TXObjects => {
  const dict = entry(objects, resources, 'XObject') ?? '';
  return new Map([...dict.matchAll(NAMED_REFS)].map((m) => [m[1]!, Number(m[2])]));
};
