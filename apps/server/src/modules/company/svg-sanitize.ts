import { XMLBuilder, XMLParser, XMLValidator } from 'fast-xml-parser';

/**
 * An uploaded SVG logo, checked against an allow-list. What could run or fetch something (scripts,
 * foreignObject, event handlers, links outside the file, style sheets that load URLs) refuses the file, so
 * the admin learns their logo is not what they think; anything else outside the allow-list (an editor's
 * metadata, comments, unknown attributes) is left out of the stored copy.
 */
export type TSvgCheck =
  { ok: true; svg: Uint8Array } | { ok: false; reason: 'unsafe' | 'invalid' | 'tooComplex' };

const SVG_NS = 'http://www.w3.org/2000/svg';
const XLINK_NS = 'http://www.w3.org/1999/xlink';
const MAX_DEPTH = 64;
const MAX_ELEMENTS = 20_000;

const DANGEROUS_ELEMENTS = new Set(
  ['script', 'foreignobject', 'iframe', 'object', 'embed', 'handler', 'listener', 'html', 'body'].map(
    (name) => name.toLowerCase(),
  ),
);

const ELEMENTS = new Set([
  'svg', 'g', 'defs', 'symbol', 'use', 'title', 'desc', 'style', 'path', 'rect', 'circle', 'ellipse',
  'line', 'polyline', 'polygon', 'text', 'tspan', 'textPath', 'linearGradient', 'radialGradient', 'stop',
  'clipPath', 'mask', 'pattern', 'marker', 'image', 'filter', 'feBlend', 'feColorMatrix',
  'feComponentTransfer', 'feComposite', 'feDropShadow', 'feFlood', 'feFuncA', 'feFuncB', 'feFuncG',
  'feFuncR', 'feGaussianBlur', 'feMerge', 'feMergeNode', 'feMorphology', 'feOffset',
]); // prettier-ignore

const ATTRIBUTES = new Set([
  'id', 'class', 'style', 'x', 'y', 'x1', 'x2', 'y1', 'y2', 'cx', 'cy', 'r', 'rx', 'ry', 'fx', 'fy', 'fr',
  'width', 'height', 'd', 'points', 'transform', 'viewBox', 'preserveAspectRatio', 'version',
  'fill', 'fill-opacity', 'fill-rule', 'clip-rule', 'clip-path', 'clipPathUnits', 'mask', 'maskUnits',
  'maskContentUnits', 'opacity', 'stroke', 'stroke-width', 'stroke-linecap', 'stroke-linejoin',
  'stroke-miterlimit', 'stroke-dasharray', 'stroke-dashoffset', 'stroke-opacity', 'color', 'display',
  'visibility', 'overflow', 'offset', 'stop-color', 'stop-opacity', 'gradientUnits', 'gradientTransform',
  'spreadMethod', 'patternUnits', 'patternContentUnits', 'patternTransform', 'markerWidth',
  'markerHeight', 'markerUnits', 'refX', 'refY', 'orient', 'marker-start', 'marker-mid', 'marker-end',
  'font-family', 'font-size', 'font-style', 'font-weight', 'font-variant', 'letter-spacing',
  'word-spacing', 'text-anchor', 'text-decoration', 'dominant-baseline', 'alignment-baseline',
  'baseline-shift', 'dx', 'dy', 'rotate', 'textLength', 'lengthAdjust', 'startOffset', 'href',
  'xlink:href', 'xml:space', 'filter', 'filterUnits', 'primitiveUnits', 'in', 'in2', 'result', 'mode',
  'operator', 'k1', 'k2', 'k3', 'k4', 'stdDeviation', 'values', 'type', 'tableValues', 'slope',
  'intercept', 'amplitude', 'exponent', 'flood-color', 'flood-opacity', 'radius', 'isolation',
  'mix-blend-mode', 'shape-rendering', 'text-rendering', 'image-rendering', 'color-interpolation',
  'color-interpolation-filters', 'vector-effect', 'paint-order', 'enable-background',
]); // prettier-ignore

/** A link inside the file, or a picture embedded in it: anything else would be fetched from elsewhere. */
const SAFE_LINK = /^\s*(#[\w.:-]*|data:image\/(png|jpeg|gif|webp);base64,[a-z0-9+/=\s]*)\s*$/i;
/** CSS that fetches or runs something: a url() not pointing inside the file, @import, old IE expressions. */
const UNSAFE_CSS = /url\(\s*(?!['"]?\s*#)|@import|expression\s*\(|javascript:|behavior\s*:|-moz-binding/i;

type TNode = Record<string, unknown> & { ':@'?: Record<string, string> };

const parser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: false,
  ignoreDeclaration: true,
  ignorePiTags: true,
  commentPropName: false,
  processEntities: true,
  htmlEntities: false,
});
const builder = new XMLBuilder({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  suppressEmptyNode: true,
  processEntities: true,
});

class Unsafe extends Error {}
class TooComplex extends Error {}

const nameOf = (node: TNode) => Object.keys(node).find((key) => key !== ':@')!;

const cleanAttributes = (attributes: Record<string, string> = {}) => {
  const kept: Record<string, string> = {};
  for (const [name, value] of Object.entries(attributes)) {
    if (/^on/i.test(name) || UNSAFE_CSS.test(value)) throw new Unsafe();
    if (/(^|:)href$/i.test(name) && !SAFE_LINK.test(value)) throw new Unsafe();
    if (ATTRIBUTES.has(name)) kept[name] = value;
  }
  return kept;
};

/** The allowed part of a list of nodes; throws Unsafe at the first thing that must refuse the file. */
const cleanNodes = (nodes: TNode[], depth: number, count: { elements: number }): TNode[] => {
  if (depth > MAX_DEPTH) throw new TooComplex();
  const kept: TNode[] = [];
  for (const node of nodes) {
    const name = nameOf(node);
    if (name === '#text') {
      kept.push(node);
      continue;
    }
    if (DANGEROUS_ELEMENTS.has(name.toLowerCase().replace(/^.*:/, ''))) throw new Unsafe();
    if (++count.elements > MAX_ELEMENTS) throw new TooComplex();
    const children = node[name] as TNode[];
    if (/(^|:)style$/i.test(name) && children.some((c) => UNSAFE_CSS.test(String(c['#text'] ?? '')))) {
      throw new Unsafe();
    }
    // Left-out elements are checked too: what they hold must not pass unnoticed.
    const attributes = cleanAttributes(node[':@']);
    const cleaned = cleanNodes(children, depth + 1, count);
    if (!ELEMENTS.has(name)) continue;
    const entry: TNode = { [name]: cleaned };
    if (Object.keys(attributes).length > 0) entry[':@'] = attributes;
    kept.push(entry);
  }
  return kept;
};

export const sanitizeSvg = (data: Buffer): TSvgCheck => {
  const text = new TextDecoder('utf-8', { fatal: false }).decode(data).replace(/^\uFEFF/, '');
  // A document type can declare entities (and expand them a billion times); a style sheet instruction
  // loads a URL. Logos need neither.
  if (/<!DOCTYPE|<!ENTITY|<\?xml-stylesheet/i.test(text)) return { ok: false, reason: 'unsafe' };
  let parsed: TNode[];
  try {
    if (XMLValidator.validate(text) !== true) return { ok: false, reason: 'invalid' };
    parsed = parser.parse(text) as TNode[];
  } catch {
    // The parser's own limits (nesting, entities) end here.
    return { ok: false, reason: 'tooComplex' };
  }
  const nodes = parsed.filter((node) => nameOf(node) !== '#text');
  const root = nodes[0];
  if (nodes.length !== 1 || !root || nameOf(root) !== 'svg') return { ok: false, reason: 'invalid' };
  try {
    const [svg] = cleanNodes([root], 0, { elements: 0 });
    svg![':@'] = { xmlns: SVG_NS, 'xmlns:xlink': XLINK_NS, ...svg![':@'] };
    return { ok: true, svg: new TextEncoder().encode(builder.build([svg]) as string) };
  } catch (err) {
    if (err instanceof Unsafe) return { ok: false, reason: 'unsafe' };
    if (err instanceof TooComplex) return { ok: false, reason: 'tooComplex' };
    throw err;
  }
};
