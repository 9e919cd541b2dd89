import { listLabel } from '../generated-names';
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

/** The manifest's texts: a module of the user menu has no dashboard bubble. */
function manifestTexts(spec: PluginSpec, title: string, open: string, description: string | undefined): string {
  const bubble = spec.section === 'USER' ? '' : `\n    bubble: { label: ${tsString(title)}, description: ${tsString(description ?? `${open} ${title}.`)} },`;
  return `  manifest: {
    title: ${tsString(title)},
    menu: { label: ${tsString(title)} },${bubble}
  },`;
}

/** plugins/<id>/web/i18n/en.ts: the English texts, bundled with the page. */
export function englishTemplate(spec: PluginSpec): string {
  const { camel, pascal } = spec;
  return `${GENERATED_HEADER}
import type { CatalogueOf } from '@vigil/web-sdk';

/** English texts of the ${spec.id} page (namespace ${tsString(spec.id)}). */
export const ${camel}En = {
  /** The manifest's texts (docs/architecture.md): title, menu item${spec.section === 'USER' ? '' : ', dashboard bubble'}. */
${manifestTexts(spec, spec.title, 'Open', spec.description)}
  title: ${tsString(spec.title)},
  loading: 'Loading…',
  listLabel: ${tsString(listLabel(spec))},
  empty: 'Nothing here yet.',
};

/** Every other language translates the same keys. */
export type ${pascal}Catalogue = CatalogueOf<typeof ${camel}En>;
`;
}

/**
 * plugins/<id>/web/i18n/manifest-it.ts: the manifest's Italian alone, which the header and the dashboard load
 * without the page's catalogue; the title is --title-it, else the English one, to translate.
 */
export function manifestItalianTemplate(spec: PluginSpec): string {
  const { camel, titleIt } = spec;
  const note = titleIt === spec.title ? '// The title as it was given to the scaffold: translate it (here and in it.ts).\n' : '';
  return `${GENERATED_HEADER}
/** The manifest's texts in Italian: all the header${spec.section === 'USER' ? '' : ' and the dashboard'} need before a page of the module loads. */
${note}export const ${camel}ManifestIt = {
${manifestTexts(spec, titleIt, 'Apri', spec.descriptionIt).split('\n').slice(1, -1).map((line) => line.slice(2)).join('\n')}
};

/** What the manifest's loader answers: the namespace's \`manifest\` keys only. */
export const ${camel}ManifestCatalogue = { manifest: ${camel}ManifestIt };
`;
}

/** plugins/<id>/web/i18n/it.ts: the Italian texts of the page, over the manifest's. */
export function italianTemplate(spec: PluginSpec): string {
  const { camel, pascal, titleIt } = spec;
  const note = titleIt === spec.title ? '  // The title as it was given to the scaffold: translate it (here and in manifest-it.ts).\n' : '';
  return `${GENERATED_HEADER}
import type { ${pascal}Catalogue } from './en';
import { ${camel}ManifestIt } from './manifest-it';

/** Italian texts of the ${spec.id} page; loaded only when Italian is chosen. */
export const ${camel}It: ${pascal}Catalogue = {
  manifest: ${camel}ManifestIt,
${note}  title: ${tsString(titleIt)},
  loading: 'Caricamento…',
  listLabel: ${tsString(`${titleIt}: righe`)},
  empty: 'Ancora niente qui.',
};
`;
}
