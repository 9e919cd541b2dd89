import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The texts of every English catalogue (the host's namespaces and each plugin's) whose Italian differs: what an
 * Italian page must not show. Texts with placeholders become patterns ('{{count}} employees' → /^.+ employees$/).
 */
const root = join(__dirname, '..', '..');

type Catalogue = Record<string, unknown>;

function leaves(node: unknown, prefix = ''): [string, string][] {
  if (typeof node === 'string') return [[prefix, node]];
  if (!node || typeof node !== 'object') return [];
  return Object.entries(node as Catalogue).flatMap(([key, value]) => leaves(value, prefix ? `${prefix}.${key}` : key));
}

function exported(path: string, suffix: 'En' | 'It'): Catalogue {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- jest transforms and loads the TypeScript file.
  const module = require(join(root, path)) as Record<string, unknown>;
  const found = Object.entries(module).find(([name, value]) => name.endsWith(suffix) && value && typeof value === 'object');
  if (!found) throw new Error(`no catalogue ending in ${suffix} in ${path}`);
  return found[1] as Catalogue;
}

function catalogues(): [string, string][] {
  const pairs: [string, string][] = [
    ['host/web/i18n/en/common.ts', 'host/web/i18n/it/common.ts'],
    ...['shell', 'public-area', 'maps'].map((area): [string, string] => [`host/web/${area}/i18n/en.ts`, `host/web/${area}/i18n/it.ts`]),
  ];
  for (const id of readdirSync(join(root, 'plugins'))) {
    const en = `plugins/${id}/web/i18n/en.ts`;
    if (existsSync(join(root, en))) pairs.push([en, `plugins/${id}/web/i18n/it.ts`]);
  }
  return pairs;
}

export interface EnglishTexts {
  exact: Set<string>;
  patterns: RegExp[];
}

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function englishOnlyTexts(): EnglishTexts {
  const exact = new Set<string>();
  const patterns: RegExp[] = [];
  for (const [en, it] of catalogues()) {
    const italian = new Map(leaves(exported(it, 'It')));
    for (const [key, text] of leaves(exported(en, 'En'))) {
      const trimmed = text.trim();
      // Single short words are too often also data ('Asia', 'PDF'); the unit test checks those keys one by one.
      if (italian.get(key) === text || trimmed.length < 4 || !/[a-z]{3}/i.test(trimmed)) continue;
      if (/\{\{/.test(trimmed)) {
        const source = trimmed.split(/\{\{[^}]*\}\}/).map(escape).join('.+');
        // A pattern of placeholders alone ('{{count}}') would match anything.
        if (source.replace(/\.\+/g, '').trim().length >= 4) patterns.push(new RegExp(`^${source}$`));
      } else exact.add(trimmed);
    }
  }
  return { exact, patterns };
}
