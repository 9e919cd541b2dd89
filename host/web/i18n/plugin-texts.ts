import { menuLabelKey, type MenuItem, type PluginManifest } from '../../core/plugin-manifest';
import { registerLaterTranslations } from './i18n';
import { useTranslation, type Translate } from './use-translation';

/** A manifest's texts in the user's language (docs/architecture.md: keys `manifest.*` of the plugin's namespace). */
export interface PluginTexts {
  title(plugin: PluginManifest): string;
  menuLabel(plugin: PluginManifest, item: MenuItem): string;
  bubbleLabel(plugin: PluginManifest): string;
  bubbleDescription(plugin: PluginManifest): string | undefined;
}

const registered = new Set<string>();

/** Lets the plugin's other catalogues load when their language is chosen; its English is the manifest's. */
function known(plugin: PluginManifest): string {
  const it = plugin.translations?.it;
  if (it && !registered.has(plugin.id)) {
    registered.add(plugin.id);
    void registerLaterTranslations(plugin.id, it);
  }
  return plugin.id;
}

/**
 * The plugin's catalogue in the language being shown, loaded: a page waits for it with its own chunk, so it never
 * shows its English first.
 */
export function pluginTranslationsLoaded(plugin: PluginManifest): Promise<void> {
  const it = plugin.translations?.it;
  return it ? registerLaterTranslations(plugin.id, it) : Promise.resolve();
}

export function pluginTexts(t: Translate): PluginTexts {
  const text = (plugin: PluginManifest, key: string, english: string): string => t(key, { ns: known(plugin), defaultValue: english });
  return {
    title: (plugin) => text(plugin, 'manifest.title', plugin.title),
    menuLabel: (plugin, item) => text(plugin, menuLabelKey(item), item.label),
    bubbleLabel: (plugin) =>
      plugin.bubble ? text(plugin, 'manifest.bubble.label', plugin.bubble.label) : text(plugin, 'manifest.title', plugin.title),
    bubbleDescription: (plugin) =>
      plugin.bubble?.description ? text(plugin, 'manifest.bubble.description', plugin.bubble.description) : undefined,
  };
}

/** The manifest texts of any plugin, re-rendering when the language changes or a catalogue arrives. */
export function usePluginTexts(): PluginTexts {
  const { t } = useTranslation();
  return pluginTexts(t);
}
