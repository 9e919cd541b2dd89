/**
 * The few things of i18next the host uses, in a page of code: namespaces of nested catalogues per language, a
 * fallback language, `{{name}}` interpolation, plurals by `Intl.PluralRules` (`key_one`, `key_other`),
 * `defaultValue`, `ns:key`, and the 'languageChanged' and 'added' events. i18next itself weighed 15 KB gzip on
 * every signed-in page, more than the dashboard's budget had to spare (issue 15).
 */
export interface TranslateOptions {
  ns?: string;
  defaultValue?: string;
  count?: number;
  [name: string]: unknown;
}

type Listener = (...args: unknown[]) => void;
type Catalogue = Record<string, unknown>;

export interface TranslatorInit {
  lng: string;
  fallbackLng: string;
  defaultNS: string;
  resources: Record<string, Record<string, Catalogue>>;
}

function merge(target: Catalogue, source: Catalogue): Catalogue {
  for (const [key, value] of Object.entries(source)) {
    const current = target[key];
    target[key] =
      value && typeof value === 'object' && current && typeof current === 'object'
        ? merge({ ...(current as Catalogue) }, value as Catalogue)
        : value;
  }
  return target;
}

function lookup(catalogue: Catalogue | undefined, key: string): string | undefined {
  let node: unknown = catalogue;
  for (const part of key.split('.')) node = node && typeof node === 'object' ? (node as Catalogue)[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

function interpolate(text: string, options: TranslateOptions | undefined): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_match, name: string) => {
    const value = options?.[name];
    return value === undefined || value === null ? '' : String(value);
  });
}

export class Translator {
  language: string;
  private readonly fallback: string;
  private readonly defaultNamespace: string;
  private readonly store: Record<string, Record<string, Catalogue>> = {};
  private readonly listeners = new Map<string, Set<Listener>>();
  private readonly plurals = new Map<string, Intl.PluralRules>();

  constructor(init: TranslatorInit) {
    this.language = init.lng;
    this.fallback = init.fallbackLng;
    this.defaultNamespace = init.defaultNS;
    for (const [language, namespaces] of Object.entries(init.resources)) {
      for (const [namespace, catalogue] of Object.entries(namespaces)) this.addResourceBundle(language, namespace, catalogue);
    }
  }

  on(event: string, listener: Listener): void {
    const set = this.listeners.get(event) ?? new Set();
    set.add(listener);
    this.listeners.set(event, set);
  }

  off(event: string, listener: Listener): void {
    this.listeners.get(event)?.delete(listener);
  }

  emit(event: string, ...args: unknown[]): void {
    for (const listener of [...(this.listeners.get(event) ?? [])]) listener(...args);
  }

  hasResourceBundle(language: string, namespace: string): boolean {
    return Boolean(this.store[language]?.[namespace]);
  }

  /** Adds (deeply merged over what is there) a namespace's catalogue of one language. */
  addResourceBundle(language: string, namespace: string, catalogue: object): void {
    const namespaces = (this.store[language] ??= {});
    namespaces[namespace] = merge({ ...(namespaces[namespace] ?? {}) }, catalogue as Catalogue);
    this.emit('added', language, namespace);
  }

  changeLanguage(language: string): Promise<void> {
    if (language !== this.language) {
      this.language = language;
      this.emit('languageChanged', language);
    }
    return Promise.resolve();
  }

  private plural(language: string, count: number): string {
    let rules = this.plurals.get(language);
    if (!rules) {
      rules = new Intl.PluralRules(language);
      this.plurals.set(language, rules);
    }
    return rules.select(count);
  }

  private find(language: string, namespace: string, key: string, count: number | undefined): string | undefined {
    const catalogue = this.store[language]?.[namespace];
    if (!catalogue) return undefined;
    if (typeof count === 'number') {
      const found = lookup(catalogue, `${key}_${this.plural(language, count)}`) ?? lookup(catalogue, `${key}_other`);
      if (found !== undefined) return found;
    }
    return lookup(catalogue, key);
  }

  private text(key: string, options: TranslateOptions | undefined): { text: string | undefined; path: string } {
    const separator = key.indexOf(':');
    const namespace = separator > 0 ? key.slice(0, separator) : (options?.ns ?? this.defaultNamespace);
    const path = separator > 0 ? key.slice(separator + 1) : key;
    const count = options?.count;
    return { text: this.find(this.language, namespace, path, count) ?? this.find(this.fallback, namespace, path, count), path };
  }

  /** The text of `key` ('key.path' or 'namespace:key.path') in the language, else the fallback's, else the default value or the key. */
  t(key: string, options?: TranslateOptions): string {
    const { text, path } = this.text(key, options);
    return interpolate(text ?? options?.defaultValue ?? path, options);
  }

  /** Whether `key` has a text in the language or the fallback (i18next's `exists`). */
  exists(key: string, options?: TranslateOptions): boolean {
    return this.text(key, options).text !== undefined;
  }
}
