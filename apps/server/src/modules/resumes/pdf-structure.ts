import {
  addPackedObjects,
  decodeNames,
  directObjects,
  entry,
  has,
  inflated,
  refsIn,
  xobjectsOf,
  type TPdfObject,
  type TPdfObjects,
  type TXObjects,
} from './pdf-objects.ts';

/**
 * What a resume PDF may ask of the reader. Measured on the file's own objects before pdf.js reads it, so
 * a small file that expands to minutes of work (a stream inflating to megabytes of drawing commands shared
 * by many pages, forms drawn inside forms, a tree of 100,000 pages) is refused in milliseconds.
 */
export const PDF_LIMITS = {
  /** A resume runs to a few pages; with appendices, a few dozen at most. */
  pages: 50,
  /**
   * Drawing commands of all pages together, inflated, each drawing of a form counted again (a text-heavy
   * page holds about 50 KB).
   */
  contentBytes: 4 * 1024 * 1024,
  /** What one drawing of a form costs the reader besides its commands, counted against contentBytes. */
  formDrawBytes: 1024,
  /** Forms drawn inside forms. */
  formDepth: 12,
  /** Objects packed into compressed object streams, inflated. */
  packedBytes: 32 * 1024 * 1024,
};

/** The limit a file goes past. */
export type TPdfExcess = 'pages' | 'content' | 'forms' | 'packed';

class PdfExcessError extends Error {
  readonly limit: TPdfExcess;
  constructor(limit: TPdfExcess) {
    super(limit);
    this.limit = limit;
  }
}

/** The page's resources, its own or the nearest ancestor's in the page tree. */
const pageResources = (objects: TPdfObjects, page: TPdfObject) => {
  let node: TPdfObject | undefined = page;
  for (let hops = 0; node && hops < 64; hops += 1) {
    const resources = entry(objects, node.body, 'Resources');
    if (resources !== undefined) return resources;
    const parent = /\/Parent\s{0,64}(\d{1,10})\s{1,64}\d{1,5}\s{1,64}R/.exec(node.body);
    node = parent ? objects.get(Number(parent[1])) : undefined;
  }
  return '';
};

/** The streams a page draws: /Contents as one stream, an array, or a referenced array. */
const contentStreams = (objects: TPdfObjects, page: TPdfObject): number[] => {
  const match = /\/Contents\s{0,64}(?:(\d{1,10})\s{1,64}\d{1,5}\s{1,64}R|\[)/.exec(page.body);
  if (!match) return [];
  if (match[1] === undefined) return refsIn(entry(objects, page.body, 'Contents') ?? '');
  const target = objects.get(Number(match[1]));
  return target?.data ? [Number(match[1])] : refsIn(target?.body ?? '');
};

/**
 * Walks the drawing of each page as the reader would, spending the content budget on every stream's
 * commands and every form drawn; throws once a limit is passed, so the walk itself stays small.
 */
const createWalk = (objects: TPdfObjects) => {
  let spent = 0;
  const commands = new Map<number, string>();
  const spend = (bytes: number) => {
    spent += bytes;
    if (spent > PDF_LIMITS.contentBytes) throw new PdfExcessError('content');
  };
  const commandsOf = (num: number, stream: TPdfObject) => {
    if (!commands.has(num)) commands.set(num, inflated(stream, PDF_LIMITS.contentBytes).toString('latin1'));
    return commands.get(num)!;
  };
  const draw = (num: number, inherited: TXObjects, depth: number, drawing: Set<number>) => {
    if (depth > PDF_LIMITS.formDepth) throw new PdfExcessError('forms');
    const stream = objects.get(num);
    // A form that draws itself is skipped by the reader, and so here.
    if (!stream?.data || drawing.has(num)) return;
    const text = commandsOf(num, stream);
    spend(text.length);
    const own = entry(objects, stream.body, 'Resources');
    const names = own === undefined ? inherited : xobjectsOf(objects, own);
    drawing.add(num);
    for (const use of text.matchAll(/\/([^\s/<>[\]()%{}]+)\s{0,64}Do\b/g)) {
      const target = names.get(decodeNames(`/${use[1]!}`).slice(1));
      const form = target === undefined ? undefined : objects.get(target);
      if (target === undefined || !form || !has(form.body, 'Subtype', 'Form')) continue;
      spend(PDF_LIMITS.formDrawBytes);
      draw(target, names, depth + 1, drawing);
    }
    drawing.delete(num);
  };
  return draw;
};

/** The first limit of PDF_LIMITS the file goes past, or undefined. Runs in time linear in the file. */
export const findPdfExcess = (data: Buffer): TPdfExcess | undefined => {
  const raw = data.toString('latin1');
  // Plainly written pages are counted before anything is read: a huge page tree is refused at once.
  if ((raw.match(/\/Type\s{0,64}\/Page(?![A-Za-z0-9#])/g)?.length ?? 0) > PDF_LIMITS.pages) return 'pages';
  const objects = directObjects(raw, data);
  if (!addPackedObjects(objects, PDF_LIMITS.packedBytes)) return 'packed';
  const pages = [...objects.values()].filter((o) => has(o.body, 'Type', 'Page'));
  if (pages.length > PDF_LIMITS.pages) return 'pages';
  const draw = createWalk(objects);
  try {
    for (const page of pages) {
      const names = xobjectsOf(objects, pageResources(objects, page));
      for (const num of contentStreams(objects, page)) draw(num, names, 0, new Set());
    }
  } catch (error) {
    if (error instanceof PdfExcessError) return error.limit;
    throw error;
  }
  return undefined;
};
