import type { Plugin } from 'vite';

/**
 * The parts of a route contract that only the server reads: the schemas (validation, and the types) and
 * the OpenAPI document's summary and tags, which would be English text in every page that calls the route.
 */
const SERVER_FIELDS = new Set(['query', 'body', 'params', 'data', 'summary', 'tags']);
const CONTRACT_FILE = /[\\/]packages[\\/]contracts[\\/]src[\\/].+(?<!\.test)\.ts$/;
const ROUTE_FILE = /\.routes\.ts$/;
const FUNCTIONS = new Set(['FunctionExpression', 'ArrowFunctionExpression', 'FunctionDeclaration']);

export interface TNode {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

type TParse = (code: string) => TNode;

const isNode = (value: unknown): value is TNode =>
  typeof value === 'object' && value !== null && typeof (value as TNode).type === 'string';

const children = (node: TNode): TNode[] =>
  Object.values(node).flatMap((value) =>
    Array.isArray(value) ? value.filter(isNode) : isNode(value) ? [value] : [],
  );

const propertyName = (property: TNode): string | undefined => {
  const key = property.key as TNode | undefined;
  if (!key || property.computed) return undefined;
  return String(key.type === 'Identifier' ? key.name : key.value);
};

/** What replaces a server-only part of every `defineRoute({ ... })` call: the [start, end) range and its text. */
export const serverOnlyParts = (program: TNode): Array<{ start: number; end: number; text: string }> => {
  const ranges: Array<{ start: number; end: number; text: string }> = [];
  const visit = (node: TNode) => {
    const callee = node.callee as TNode | undefined;
    const [argument] = (node.arguments as TNode[] | undefined) ?? [];
    if (
      node.type === 'CallExpression' &&
      callee?.name === 'defineRoute' &&
      argument?.type === 'ObjectExpression'
    ) {
      for (const property of argument.properties as TNode[]) {
        const value = property.value as TNode | undefined;
        const name = propertyName(property) ?? '';
        if (property.type !== 'Property' || !value || !SERVER_FIELDS.has(name)) continue;
        // `{ summary }` names its value once: the whole property is written out again.
        ranges.push(
          property.shorthand
            ? { start: property.start, end: property.end, text: `${name}: void 0` }
            : { start: value.start, end: value.end, text: 'void 0' },
        );
      }
    }
    children(node).forEach(visit);
  };
  visit(program);
  return ranges;
};

/**
 * Where the calls evaluated while the module loads start (outside any function body): building a schema
 * (`z.string().trim()`, `Schema.refine(...)`) has no effect but its value, so an unused one can go.
 */
export const moduleLevelCalls = (program: TNode): number[] => {
  const starts: number[] = [];
  const visit = (node: TNode) => {
    if (FUNCTIONS.has(node.type)) return;
    if (node.type === 'CallExpression' || node.type === 'NewExpression') starts.push(node.start);
    children(node).forEach(visit);
  };
  for (const statement of program.body as TNode[]) {
    const declaration =
      statement.type === 'ExportNamedDeclaration' ? (statement.declaration as TNode) : statement;
    if (declaration?.type !== 'VariableDeclaration') continue;
    for (const declarator of declaration.declarations as TNode[]) {
      if (isNode(declarator.init)) visit(declarator.init);
    }
  }
  return [...new Set(starts)];
};

/** Replaces ranges and inserts text, last first so earlier offsets stay valid. */
const edit = (code: string, edits: Array<{ start: number; end: number; text: string }>): string =>
  [...edits]
    .sort((a, b) => b.start - a.start || b.end - a.end)
    .reduce((out, e) => `${out.slice(0, e.start)}${e.text}${out.slice(e.end)}`, code);

/** The web build's version of a contracts module (exported for its test). */
export const toClientModule = (code: string, id: string, parse: TParse): string | null => {
  if (!CONTRACT_FILE.test(id)) return null;
  let out = code;
  if (ROUTE_FILE.test(id)) {
    out = edit(out, serverOnlyParts(parse(out)));
  }
  const pure = moduleLevelCalls(parse(out)).map((start) => ({ start, end: start, text: '/* @__PURE__ */ ' }));
  out = edit(out, pure);
  return out === code ? null : out;
};

/**
 * The web client reads a route contract's method and path only; its zod schemas are for the server's
 * validation and for the types, its summary and tags for the API's documentation. In the web build they are
 * left out of every `defineRoute({...})`, and the
 * schemas built at module level are marked pure, so a page loads zod and a domain's schemas only when its
 * own code validates with them (the sign-in and resume forms), not because it calls an endpoint.
 */
export const clientRoutesPlugin = (): Plugin => ({
  name: 'tmp-client-routes',
  apply: 'build',
  enforce: 'post',
  transform(code, id) {
    const out = toClientModule(code, id, (source) => this.parse(source) as unknown as TNode);
    return out === null ? null : { code: out, map: null };
  },
});
