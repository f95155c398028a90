/**
 * The portal's texts: a language's namespaces of nested keys, looked up as i18next's JSON v4 format reads
 * them, for the part of that format the locale files use (ARCHITECTURE.md, "Departures"): `ns:key.path`
 * keys, `{{name}}` values, `_one` / `_other` plurals chosen by `Intl.PluralRules`, `returnObjects`. A text
 * that is missing shows its key.
 *
 * Kit-free and React-free; `use-translation.tsx` binds it to components.
 */

/** One namespace's texts: nested keys whose leaves are texts (or lists of sections, read with `returnObjects`). */
export type TTexts = Record<string, unknown>;

export interface TTranslateOptions {
  /** Picks the plural form and fills `{{count}}`. */
  count?: number;
  /** Returns the subtree under the key, its texts filled in, instead of only a text. */
  returnObjects?: boolean;
  /** The namespace when the key names none. */
  ns?: string;
  /** Another language than the one shown. */
  lng?: string;
  /** The values of `{{name}}`. */
  [value: string]: unknown;
}

export type TFunction = (key: string, options?: TTranslateOptions) => string;

/** Where a namespace that was not given at the start comes from. */
export type TLoadTexts = (language: string, namespace: string) => Promise<TTexts>;

export interface TTranslatorOptions {
  language: string;
  /** Every namespace there is: a key's `ns:` prefix is read as a namespace only if it is one of these. */
  namespaces: readonly string[];
  defaultNamespace: string;
  /** The namespaces known at the start, per language. */
  resources?: Record<string, Record<string, TTexts>>;
  load?: TLoadTexts;
}

const PLACEHOLDER = /\{\{\s*([^{}]+?)\s*\}\}/g;

const lookUp = (tree: unknown, path: string): unknown => {
  if (tree === null || typeof tree !== 'object') return undefined;
  const record = tree as Record<string, unknown>;
  // A key written whole (`"a.b": …`) is found as well as a nested one.
  if (path in record) return record[path];
  const dot = path.indexOf('.');
  return dot < 0 ? undefined : lookUp(record[path.slice(0, dot)], path.slice(dot + 1));
};

const fill = (text: string, values: TTranslateOptions | undefined): string =>
  values
    ? text.replace(PLACEHOLDER, (placeholder, name: string) => {
        const value = lookUp(values, name);
        // A value not given leaves its placeholder, as i18next does.
        return value === undefined || value === null ? placeholder : String(value as string | number);
      })
    : text;

const fillAll = (tree: unknown, values: TTranslateOptions | undefined): unknown => {
  if (typeof tree === 'string') return fill(tree, values);
  if (Array.isArray(tree)) return tree.map((item) => fillAll(item, values));
  if (tree && typeof tree === 'object') {
    return Object.fromEntries(Object.entries(tree).map(([key, value]) => [key, fillAll(value, values)]));
  }
  return tree;
};

export class Translator {
  language: string;
  readonly defaultNamespace: string;
  private readonly namespaces: ReadonlySet<string>;
  private readonly bundles = new Map<string, TTexts>();
  private readonly loading = new Map<string, Promise<void>>();
  /** Namespaces whose loading failed: shown as keys rather than waited for again by every render. */
  private readonly failed = new Set<string>();
  private readonly listeners = new Set<() => void>();
  private readonly pluralRules = new Map<string, Intl.PluralRules>();
  private readonly fixed = new Map<string, TFunction>();
  private version = 0;
  private readonly load?: TLoadTexts;

  constructor(options: TTranslatorOptions) {
    this.language = options.language;
    this.defaultNamespace = options.defaultNamespace;
    this.namespaces = new Set(options.namespaces);
    this.load = options.load;
    for (const [language, bundles] of Object.entries(options.resources ?? {})) {
      for (const [namespace, texts] of Object.entries(bundles))
        this.bundles.set(`${language} ${namespace}`, texts);
    }
  }

  /** Called whenever the language changes or a namespace arrives. */
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  /** Changes whenever the texts shown may have changed. */
  getVersion = (): number => this.version;

  private changed(): void {
    this.version += 1;
    this.fixed.clear();
    for (const listener of [...this.listeners]) listener();
  }

  hasResourceBundle(language: string, namespace: string): boolean {
    return this.bundles.has(`${language} ${namespace}`);
  }

  /** A namespace that will not arrive (its loading failed): its keys are shown instead of waiting. */
  hasFailed(language: string, namespace: string): boolean {
    return this.failed.has(`${language} ${namespace}`);
  }

  addResourceBundle(language: string, namespace: string, texts: TTexts): void {
    const key = `${language} ${namespace}`;
    this.bundles.set(key, texts);
    this.failed.delete(key);
    this.changed();
  }

  /**
   * Loads one namespace of a language once: the same promise for every caller while it loads. It always
   * resolves; a namespace that failed shows its keys and is tried again by the next call.
   */
  loadNamespace(namespace: string, language = this.language): Promise<void> {
    const key = `${language} ${namespace}`;
    if (this.bundles.has(key) || !this.load) return Promise.resolve();
    let pending = this.loading.get(key);
    if (!pending) {
      this.failed.delete(key);
      pending = this.load(language, namespace).then(
        (texts) => {
          this.loading.delete(key);
          this.addResourceBundle(language, namespace, texts);
        },
        (error: unknown) => {
          console.error(error);
          this.loading.delete(key);
          this.failed.add(key);
          this.changed();
        },
      );
      this.loading.set(key, pending);
    }
    return pending;
  }

  loadNamespaces(namespaces: string | readonly string[]): Promise<void> {
    const list = typeof namespaces === 'string' ? [namespaces] : namespaces;
    return Promise.all(list.map((namespace) => this.loadNamespace(namespace))).then(() => undefined);
  }

  /** Shows another language, once the namespaces the current one has are there in it as well. */
  async changeLanguage(language: string): Promise<void> {
    if (language === this.language) return;
    const prefix = `${this.language} `;
    const shown = [...this.bundles.keys()].filter((key) => key.startsWith(prefix));
    await Promise.all(shown.map((key) => this.loadNamespace(key.slice(prefix.length), language)));
    this.language = language;
    this.changed();
  }

  t: TFunction = (key, options) => this.translate(this.language, undefined, key, options);

  /** A `t` of one language (`null`: the one shown when it is called) and one default namespace. */
  getFixedT(language: string | null, namespace?: string): TFunction {
    return (key, options) => this.translate(language ?? this.language, namespace, key, options);
  }

  /**
   * The same `t` of one namespace (in the language shown when it is called) until the texts change, then a
   * new one: what components memoise with their `t` is made again in the new texts.
   */
  fixedT(namespace: string): TFunction {
    let t = this.fixed.get(namespace);
    if (!t) {
      t = this.getFixedT(null, namespace);
      this.fixed.set(namespace, t);
    }
    return t;
  }

  private plural(language: string, count: number): string {
    let rules = this.pluralRules.get(language);
    if (!rules) {
      rules = new Intl.PluralRules(language);
      this.pluralRules.set(language, rules);
    }
    return rules.select(count);
  }

  private translate(
    language: string,
    namespace: string | undefined,
    whole: string,
    options: TTranslateOptions | undefined,
  ): string {
    const lng = options?.lng ?? language;
    let ns = options?.ns ?? namespace ?? this.defaultNamespace;
    let key = whole;
    const colon = whole.indexOf(':');
    if (colon > 0 && this.namespaces.has(whole.slice(0, colon))) {
      ns = whole.slice(0, colon);
      key = whole.slice(colon + 1);
    }
    const bundle = this.bundles.get(`${lng} ${ns}`);
    const count = options?.count;
    // The plural form first, then the key itself.
    const found =
      (typeof count === 'number' ? lookUp(bundle, `${key}_${this.plural(lng, count)}`) : undefined) ??
      lookUp(bundle, key);
    if (typeof found === 'string') return fill(found, options);
    if (found !== undefined && found !== null && options?.returnObjects)
      return fillAll(found, options) as string;
    return key;
  }
}
