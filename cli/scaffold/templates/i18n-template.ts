import type { PluginSpec } from '../plugin-spec';
import { GENERATED_HEADER } from '../scaffold-version';
import { tsString } from '../ts-literal';

/** plugins/<id>/web/<id>-i18n.ts: registers the module's namespace, named after its folder id. */
export function i18nTemplate(spec: PluginSpec): string {
  const { camel, constant } = spec;
  return `${GENERATED_HEADER}
import { registerTranslations } from '@vigil/web-sdk';
import { ${camel}En } from './i18n/en';

/** The plugin's namespace; Italian is a separate chunk loaded only when chosen. */
export const ${constant}_NS = ${tsString(spec.id)};

registerTranslations(${constant}_NS, { en: ${camel}En, it: () => import('./i18n/it').then((module) => module.${camel}It) });
`;
}

/** plugins/<id>/web/i18n/en.ts: the English texts, bundled with the page. */
export function englishTemplate(spec: PluginSpec): string {
  const { camel, pascal } = spec;
  return `${GENERATED_HEADER}
/** English texts of the ${spec.id} page (namespace ${tsString(spec.id)}). */
export const ${camel}En = {
  title: ${tsString(spec.title)},
  loading: 'Loading…',
  notes: 'Notes',
  empty: 'No notes yet.',
};

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
/** Every other language translates the same keys. */
export type ${pascal}Catalogue = Widen<typeof ${camel}En>;
`;
}

/** plugins/<id>/web/i18n/it.ts: the Italian texts; the title is the one given to the scaffold, to translate. */
export function italianTemplate(spec: PluginSpec): string {
  const { camel, pascal } = spec;
  return `${GENERATED_HEADER}
import type { ${pascal}Catalogue } from './en';

/** Italian texts of the ${spec.id} page; loaded only when Italian is chosen. */
export const ${camel}It: ${pascal}Catalogue = {
  // The title as it was given to the scaffold: translate it.
  title: ${tsString(spec.title)},
  loading: 'Caricamento…',
  notes: 'Note',
  empty: 'Ancora nessuna nota.',
};
`;
}
