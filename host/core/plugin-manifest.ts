/**
 * The plugin contract. A plugin's `manifest.ts` default-exports one `PluginManifest`; the host finds manifests
 * by convention (plugins/<id>/manifest.ts), so this module must stay free of React and of heavy imports:
 * pages and the server part are loaded lazily.
 */
import type { PlatformCallGrants } from './platform-call-grants';

export const SECTIONS = ['ANALYSE', 'INFORM', 'PROTECT', 'MANAGE', 'DVR-S'] as const;
/** The dashboard and header sections, plus the user menu. */
export type SectionId = (typeof SECTIONS)[number] | 'USER';

/** A lazily loaded module whose default export is the page (a React component on the web). */
export type PageLoader = () => Promise<{ default: unknown }>;

/** Loads the plugin's server part (see host/server `defineServerPart`); never evaluated by the web build. */
export type ServerPartLoader = () => Promise<{ default: unknown }>;

export interface PluginRoute {
  /**
   * Path pattern (wouter's), e.g. '/Cmr' or '/Gpa/detail/:country', matched without regard to case; a trailing
   * '/*' takes the path and everything under it. The first route that matches wins: the plugins' routes in their
   * order, '/*' routes after all others (host/web/routing/plugin-routes.ts).
   */
  path: string;
  /** Any of these grants access (see permission-matcher). */
  allowed: readonly string[];
  /** Holding any of these revokes access even when an allowed permission is held. */
  notAllowed?: readonly string[];
  page: PageLoader;
}

interface MenuItemBase {
  /** English; translated under `manifest.menu.<key>` in the plugin's namespace (docs/architecture.md). */
  label: string;
  /** The label's key under `manifest.menu`; defaults to 'label'. Several items need distinct keys. */
  key?: string;
  /**
   * Who sees the item in the header besides admin. Defaults to the plugin id (spec part 1 §6: "admin or the
   * tool's own id"); gpa adds free, ops adds gpa and gps.
   */
  visibleTo?: readonly string[];
}

export interface RouteMenuItem extends MenuItemBase {
  kind: 'route';
  to: string;
}

export interface ActionMenuItem extends MenuItemBase {
  kind: 'action';
  /** Key of one of the plugin's `modals`. */
  modal: string;
}

export type MenuItem = RouteMenuItem | ActionMenuItem;

export interface DashboardBubble {
  /** English; translated as `manifest.bubble.label` (and `manifest.bubble.description`) in the plugin's namespace. */
  label: string;
  description?: string;
  /** Where the bubble leads: a route of the plugin, or a modal key when `modal` is set. */
  to?: string;
  modal?: string;
  /**
   * Whether the module can be active at all. A bubble is a link only when it is active, the company has the
   * module enabled and the user holds one of the route's permissions.
   */
  active: boolean;
}

/**
 * A component the shell shows above every signed-in page, to the users it allows: an alert that must reach them
 * whatever page they have open (the gps module's open SOS). Loaded lazily, only for those users, and kept mounted
 * across pages; its module's default export is the component, which renders nothing while there is nothing to say.
 */
export interface PluginNotice {
  /** Any of these grants it (see permission-matcher); the component's own calls must allow the same users. */
  allowed: readonly string[];
  view: PageLoader;
}

/**
 * A block the dashboard opens on, above its sections: what matters to the person now from this module (news in
 * their countries, the tests they still have to pass, open SOS). Shown when the company has the module and the
 * user holds one of `allowed`; loaded after the dashboard's first paint, as the module's own chunk. Its module's
 * default export is the component, which renders a `section` with an h3 (the blocks sit under one h2) and loads its
 * data through its own contract, whose calls must allow the same users.
 */
export interface DashboardBlock {
  /** Any of these grants it (see permission-matcher). */
  allowed: readonly string[];
  /** Blocks show in this order, lowest first (then by plugin id): what may need acting on at once comes first. */
  order: number;
  view: PageLoader;
}

export interface PluginManifest {
  /** Lower-case id, also the permission that grants the tool (e.g. 'gpa', 'cmr'). */
  id: string;
  /** English; translated as `manifest.title` in the plugin's namespace (the tab's title, the error page). */
  title: string;
  section: SectionId;
  /**
   * Loaders of the plugin's catalogue (its namespace, keys `manifest.*` included) in the other languages: the
   * shell shows the manifest's texts in the user's language before any page of the plugin is loaded.
   */
  translations?: Readonly<Record<string, () => Promise<object>>>;
  /** Ids of the plugins whose contract/ this one uses: it works only where they are enabled too. */
  uses?: readonly string[];
  /**
   * Ids of plugins whose contract/ and server functions this one uses where they are enabled, and does without
   * elsewhere (tracking judges the countries at risk where gpa runs, drawn fences everywhere): never switched off
   * for their absence, and its server part must expect `uses(id)` to throw.
   */
  optionalUses?: readonly string[];
  routes: readonly PluginRoute[];
  menu: readonly MenuItem[];
  bubble?: DashboardBubble;
  /** Modals the plugin registers, opened by action menu items or bubbles. */
  modals?: Readonly<Record<string, PageLoader>>;
  /**
   * Components the plugin offers to the plugins that list it in `uses`, by name (lazy, like pages). A user renders
   * one with the web SDK's `PluginView`; the props' types live in the offering plugin's contract/ (type-only).
   */
  views?: Readonly<Record<string, PageLoader>>;
  /** Notices the shell mounts above every signed-in page for the users each allows (PluginNotice). */
  notices?: readonly PluginNotice[];
  /** Blocks the dashboard opens on for the users each allows (DashboardBlock). */
  dashboardBlocks?: readonly DashboardBlock[];
  /**
   * Platform calls this module's users make, and the permissions (its own) that may make them, by the call's id:
   * `{ 'personnel.getBuildings': SRMT_PERMISSIONS }`. The host adds them to the call's access while the plugin is
   * enabled, so the platform's declarations never name a module. Declare the same object in contract/ as
   * `platformCalls`, where `vigil smoke` reads it.
   */
  platformCalls?: PlatformCallGrants;
  server?: ServerPartLoader;
}

export const PLUGIN_ID_PATTERN = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;

/** Identity helper that gives manifests their type without a cast. */
export function defineManifest(manifest: PluginManifest): PluginManifest {
  return manifest;
}

/** Problems that make a manifest unusable; an empty list means it is valid. */
export function validateManifest(manifest: PluginManifest): string[] {
  const problems: string[] = [];
  if (!PLUGIN_ID_PATTERN.test(manifest.id)) problems.push(`invalid id '${manifest.id}'`);
  if (!manifest.title.trim()) problems.push(`${manifest.id}: empty title`);
  if (manifest.section !== 'USER' && !(SECTIONS as readonly string[]).includes(manifest.section)) {
    problems.push(`${manifest.id}: unknown section '${manifest.section}'`);
  }
  for (const route of manifest.routes) {
    if (!route.path.startsWith('/')) problems.push(`${manifest.id}: route '${route.path}' must start with '/'`);
    if (route.allowed.length === 0) problems.push(`${manifest.id}: route '${route.path}' allows nobody`);
  }
  (manifest.notices ?? []).forEach((notice, index) => {
    if (notice.allowed.length === 0) problems.push(`${manifest.id}: notice ${index + 1} allows nobody`);
  });
  (manifest.dashboardBlocks ?? []).forEach((block, index) => {
    if (block.allowed.length === 0) problems.push(`${manifest.id}: dashboard block ${index + 1} allows nobody`);
  });
  for (const used of [...(manifest.uses ?? []), ...(manifest.optionalUses ?? [])]) {
    if (!PLUGIN_ID_PATTERN.test(used)) problems.push(`${manifest.id}: uses invalid plugin id '${used}'`);
    else if (used === manifest.id) problems.push(`${manifest.id}: uses itself`);
  }
  for (const used of manifest.optionalUses ?? []) {
    if (manifest.uses?.includes(used)) problems.push(`${manifest.id}: uses '${used}' both always and optionally`);
  }
  for (const [call, permissions] of Object.entries(manifest.platformCalls ?? {})) {
    if (call.startsWith(`${manifest.id}.`)) problems.push(`${manifest.id}: platformCalls names its own endpoint '${call}'`);
    if (permissions.length === 0) problems.push(`${manifest.id}: platformCalls asks '${call}' for nobody`);
  }
  const menuKeys = manifest.menu.map(menuLabelKey);
  if (new Set(menuKeys).size !== menuKeys.length) problems.push(`${manifest.id}: menu items need distinct keys`);
  for (const item of manifest.menu) {
    if (item.kind === 'action' && !manifest.modals?.[item.modal]) {
      problems.push(`${manifest.id}: menu item '${item.label}' opens unknown modal '${item.modal}'`);
    }
  }
  return problems;
}

/** A menu item label's key in the plugin's namespace: 'manifest.menu.label' unless the item names its own. */
export function menuLabelKey(item: MenuItem): string {
  return `manifest.menu.${item.key ?? 'label'}`;
}

/** The permissions that make a plugin's menu items visible (besides admin and the wildcards). */
export function menuVisibility(manifest: PluginManifest, item?: MenuItem): readonly string[] {
  return item?.visibleTo ?? [manifest.id];
}

/** The static prefix of a route pattern: '/Gpa/detail/:country' → '/Gpa/detail', '/Cmr/*' → '/Cmr'. */
export function routePrefix(path: string): string {
  const kept: string[] = [];
  for (const segment of path.split('/').filter(Boolean)) {
    if (segment.startsWith(':') || segment === '*') break;
    kept.push(segment);
  }
  return `/${kept.join('/')}`;
}
