import { readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { menuLabelKey, type PluginManifest } from '../../../host/core/plugin-manifest';

/**
 * Issue 15, "Italian, complete": every text a user can meet has an Italian one. Every key of every English
 * catalogue (the host's namespaces and each plugin's) exists in Italian, is not empty, keeps the placeholders,
 * and is not left in English; and each plugin's manifest texts are keys of its namespace (docs/architecture.md).
 */

const root = join(__dirname, '..', '..', '..');

/**
 * Words Italian writes as English does (loanwords, names, abbreviations). Short on purpose: a sentence is never
 * on it.
 */
const SAME_IN_ITALIAN = new Set(['OK', 'No', 'Email', 'Password', 'Username', 'Account', 'Vigil', 'E-learning', 'E-learning (INF)', 'Satellite', 'Zoom', 'App',
  // The tracking apps' own names.
  'OsmAnd', 'Traccar Client', 'OwnTracks',
  // Place names Italian spells as English does.
  'Africa', 'Asia', 'Oceania']);

/**
 * Texts that are right as they are, by key: the spec writes this message in Italian already, and a language
 * picker names each language in that language.
 */
const SAME_BY_KEY = new Set(['common:validation.noSpace', 'account:languages.en', 'account:languages.it']);

type Catalogue = Record<string, unknown>;

function leaves(node: unknown, prefix = ''): [string, string][] {
  if (typeof node === 'string') return [[prefix, node]];
  if (!node || typeof node !== 'object') return [];
  return Object.entries(node as Catalogue).flatMap(([key, value]) => leaves(value, prefix ? `${prefix}.${key}` : key));
}

function exported(module: Record<string, unknown>, suffix: 'En' | 'It'): Catalogue {
  const found = Object.entries(module).filter(([name, value]) => name.endsWith(suffix) && value && typeof value === 'object');
  const [only, ...others] = found;
  if (!only || others.length > 0) throw new Error(`expected one catalogue export ending in ${suffix}, found ${found.map(([name]) => name).join(', ')}`);
  return only[1] as Catalogue;
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*(\w+)/g)].map((match) => match[1] ?? '').sort();
}

const PLUGINS = readdirSync(join(root, 'plugins')).filter((id) => existsSync(join(root, 'plugins', id, 'manifest.ts')));

interface Namespace {
  name: string;
  en: () => Catalogue;
  it: () => Catalogue;
}

// eslint-disable-next-line @typescript-eslint/no-require-imports -- jest transforms and loads the TypeScript file.
const load = (path: string): Record<string, unknown> => require(join(root, path)) as Record<string, unknown>;

const NAMESPACES: Namespace[] = [
  { name: 'common', en: () => exported(load('host/web/i18n/en/common.ts'), 'En'), it: () => exported(load('host/web/i18n/it/common.ts'), 'It') },
  ...['shell', 'public-area', 'maps'].map((area) => ({
    name: area,
    en: () => exported(load(`host/web/${area}/i18n/en.ts`), 'En'),
    it: () => exported(load(`host/web/${area}/i18n/it.ts`), 'It'),
  })),
  ...PLUGINS.filter((id) => existsSync(join(root, 'plugins', id, 'web', 'i18n', 'en.ts'))).map((id) => ({
    name: id,
    en: () => exported(load(`plugins/${id}/web/i18n/en.ts`), 'En'),
    it: () => exported(load(`plugins/${id}/web/i18n/it.ts`), 'It'),
  })),
];

describe.each(NAMESPACES)('the $name namespace', ({ name, en, it: italian }) => {
  it('has every English key in Italian, not empty, with the same placeholders', () => {
    const translated = new Map(leaves(italian()));
    const problems = leaves(en()).flatMap(([key, english]) => {
      const text = translated.get(key);
      if (text === undefined) return [`${key}: missing`];
      if (!text.trim() && english.trim()) return [`${key}: empty`];
      // Italian may name a value the English has written out (the avatar's '2Mb'), never drop one.
      const kept = placeholders(text);
      if (placeholders(english).some((name) => !kept.includes(name))) return [`${key}: placeholders lost`];
      return [];
    });
    expect(problems).toEqual([]);
  });

  it('leaves no text in English (but for the few words Italian shares)', () => {
    const translated = new Map(leaves(italian()));
    const untranslated = leaves(en())
      // Placeholders are not words: '{{start}} – {{end}}' has none to translate.
      .filter(([key, english]) => translated.get(key) === english && /[a-z]{2}/i.test(english.replace(/\{\{\s*\w+\s*\}\}/g, '')))
      .filter(([key, english]) => !SAME_IN_ITALIAN.has(english) && !SAME_BY_KEY.has(`${name}:${key}`))
      // Codes and abbreviations ('GPA', 'DVR-S', 'PDF') read the same in every language.
      .filter(([, english]) => !/^[A-Z0-9-]{2,6}$/.test(english))
      .map(([key, english]) => `${key}: ${english}`);
    expect(untranslated).toEqual([]);
  });
});

describe.each(PLUGINS)('the %s manifest', (id) => {
  const manifest = (): PluginManifest => (load(`plugins/${id}/manifest.ts`) as { default: PluginManifest }).default;
  const catalogue = (language: 'en' | 'it'): Catalogue =>
    exported(load(`plugins/${id}/web/i18n/${language}.ts`), language === 'en' ? 'En' : 'It');
  const keyed = (language: 'en' | 'it'): Map<string, string> => new Map(leaves(catalogue(language)));

  it('writes its texts as keys of its namespace, with the same English', () => {
    const plugin = manifest();
    const expected: [string, string][] = [
      ['manifest.title', plugin.title],
      ...plugin.menu.map((item): [string, string] => [menuLabelKey(item), item.label]),
      ...(plugin.bubble ? ([['manifest.bubble.label', plugin.bubble.label]] as [string, string][]) : []),
      ...(plugin.bubble?.description ? ([['manifest.bubble.description', plugin.bubble.description]] as [string, string][]) : []),
    ];
    const english = keyed('en');
    expect(expected.map(([key]) => [key, english.get(key)])).toEqual(expected);
  });

  it('declares where its Italian is: the catalogue its pages use, or that very catalogue\'s manifest texts alone', async () => {
    const plugin = manifest();
    expect(typeof plugin.translations?.it).toBe('function');
    const loaded = (await plugin.translations?.it?.()) as Catalogue;
    const pages = catalogue('it');
    // The manifest texts alone keep the rest of the catalogue off the dashboard; they are the pages' own object.
    if (loaded !== pages) {
      expect(Object.keys(loaded)).toEqual(['manifest']);
      expect(loaded.manifest).toBe(pages.manifest);
    }
  });
});
