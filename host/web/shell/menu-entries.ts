import { menuVisibility, type MenuItem, type PluginManifest, type SectionId } from '../../core/plugin-manifest';

export interface MenuEntry {
  plugin: PluginManifest;
  item: MenuItem;
}

/** Asks whether the user sees an item with this visibility list (PermissionsService.isMenuVisible). */
export type MenuVisibilityCheck = (visibleTo: readonly string[]) => boolean;

/**
 * The items of one header menu the user may see (spec part 1 §6): admin or the item's `visibleTo` (by default the
 * tool's own id); the extra permissions of gpa (free) and ops (gpa, gps) are declared by those plugins' items.
 */
export function visibleEntries(plugins: readonly PluginManifest[], section: SectionId, canSee: MenuVisibilityCheck): MenuEntry[] {
  return plugins
    .filter((plugin) => plugin.section === section)
    .flatMap((plugin) => plugin.menu.map((item) => ({ plugin, item })))
    .filter(({ plugin, item }) => canSee(menuVisibility(plugin, item)));
}

/** An item only admin sees: its visibility list names nobody else (the admin modules declare `visibleTo: []`). */
export function isAdminOnly({ plugin, item }: MenuEntry): boolean {
  return menuVisibility(plugin, item).length === 0;
}

/**
 * The plugin part of the user menu: the USER section's visible items, admin-only ones first (Admin and the other
 * admin tools), then the others (Account); the host adds Help and Logout after them.
 */
export function userMenuEntries(plugins: readonly PluginManifest[], canSee: MenuVisibilityCheck): MenuEntry[] {
  const entries = visibleEntries(plugins, 'USER', canSee);
  return [...entries.filter(isAdminOnly), ...entries.filter((entry) => !isAdminOnly(entry))];
}

export function entryKey({ plugin, item }: MenuEntry): string {
  return `${plugin.id} ${item.kind === 'route' ? item.to : item.modal} ${item.label}`;
}
