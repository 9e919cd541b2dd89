import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PLUGIN_ID_PATTERN, SECTIONS, routePrefix } from '../../host/core/plugin-manifest';
import { existingTables } from './existing-tables';
import { camelCase, constantCase, pascalCase, routeFromId, snakeCase, titleFromId } from './plugin-names';
import { RESERVED_IDS } from './reserved-ids';

/** The dashboard's sections, and the user menu (where Insurance Claim and the Knowledge Evaluation Test live). */
export const SCAFFOLD_SECTIONS = [...SECTIONS, 'USER'] as const;

/** Everything the templates need, validated. */
export interface PluginSpec {
  id: string;
  title: string;
  /** The title in Italian (the manifest's texts have their Italian in web/i18n/manifest-it.ts). */
  titleIt: string;
  /**
   * What the dashboard card says the module does for the person (--description); absent, 'Open <title>.', which
   * says nothing: the scaffold's notes ask for one.
   */
  description?: string;
  /** The card's text in Italian (--description-it); absent, 'Apri <title>.' or, with a description, that one to translate. */
  descriptionIt?: string;
  section: (typeof SCAFFOLD_SECTIONS)[number];
  permissions: readonly string[];
  route: string;
  /** 'DemoX': prefix of the page component and store class names. */
  pascal: string;
  /** 'demoX': prefix of variable names. */
  camel: string;
  /** 'DEMO_X': prefix of the module's constants (its permissions, its i18n namespace). */
  constant: string;
  /** 'demo_x': prefix of its table names, so that they never clash with the platform's or another plugin's. */
  snake: string;
  /**
   * The module's first table, snake_case: its id (or --table). Every sample name follows from it (the endpoint,
   * the answer's field, the migration and the seed step), so no two modules share made-up words.
   */
  table: string;
}

export interface PluginOptions {
  section?: string;
  /** Comma-separated, e.g. 'admin,demo-x'. */
  permissions?: string;
  title?: string;
  /** The Italian title; without it the English one is written, to translate. */
  titleIt?: string;
  /** One sentence: what the module does for the person, shown on its dashboard card. */
  description?: string;
  /** That sentence in Italian. */
  descriptionIt?: string;
  route?: string;
  /** The first table's name, starting with the id in snake_case (default: that alone). */
  table?: string;
}

export const DEFAULT_SECTION = 'ANALYSE';
const MAX_ID_LENGTH = 40;
const MAX_TITLE_LENGTH = 80;
const MAX_DESCRIPTION_LENGTH = 160;
const PERMISSION_PATTERN = /^(?:\*|[a-z][a-z0-9_-]*)$/;
const ROUTE_PATTERN = /^(?:\/[A-Za-z][A-Za-z0-9_-]*)+$/;
const TABLE_PATTERN = /^[a-z][a-z0-9]*(?:_[a-z0-9]+)*$/;
const MAX_TABLE_LENGTH = 60;

/**
 * Validates the id and options against the plugins already under `root` and returns the spec, or every
 * problem found, so one run tells the user all that is wrong.
 */
export function resolvePluginSpec(id: string, options: PluginOptions, root: string): PluginSpec | string[] {
  const problems: string[] = [];
  const idIsValid = PLUGIN_ID_PATTERN.test(id) && id.length <= MAX_ID_LENGTH;
  if (!idIsValid) {
    problems.push(
      `invalid plugin id '${id}': use lower-case letters and digits in words joined by single dashes, starting ` +
        `with a letter, at most ${MAX_ID_LENGTH} characters (e.g. 'demo-x')`,
    );
  } else if (RESERVED_IDS[id]) {
    problems.push(`plugin id '${id}' is reserved: it is ${RESERVED_IDS[id]}`);
  } else if (existsSync(path.join(root, 'plugins', id))) {
    problems.push(`plugin '${id}' already exists (plugins/${id})`);
  }

  const section = (options.section ?? DEFAULT_SECTION).toUpperCase();
  if (!(SCAFFOLD_SECTIONS as readonly string[]).includes(section)) {
    problems.push(`unknown section '${options.section ?? ''}': use one of ${SCAFFOLD_SECTIONS.join(', ')} (the user menu)`);
  }

  // Defaults derive from the id: when the id is invalid, only what was given explicitly is worth checking, or
  // one typo would be reported three times.
  const listed = (options.permissions ?? (idIsValid ? `admin,${id}` : 'admin')).split(',').map((p) => p.trim());
  const permissions = [...new Set(listed.filter(Boolean))];
  if (permissions.length === 0) problems.push('--permissions needs at least one permission');
  for (const permission of permissions) {
    if (!PERMISSION_PATTERN.test(permission)) {
      problems.push(`invalid permission '${permission}': use lower-case letters, digits, '_' or '-' (or '*')`);
    }
  }

  const title = (options.title ?? (idIsValid ? titleFromId(id) : 'untitled')).trim();
  if (!title) problems.push('--title must not be empty');
  else if (title.length > MAX_TITLE_LENGTH) problems.push(`--title is longer than ${MAX_TITLE_LENGTH} characters`);
  // eslint-disable-next-line no-control-regex
  else if (/[\u0000-\u001f\u007f]/.test(title)) problems.push('--title must be one line of text');

  // Checked only when given: by default it is the English title, already checked above.
  const titleIt = (options.titleIt ?? title).trim();
  if (options.titleIt !== undefined) {
    if (!titleIt) problems.push('--title-it must not be empty');
    else if (titleIt.length > MAX_TITLE_LENGTH) problems.push(`--title-it is longer than ${MAX_TITLE_LENGTH} characters`);
    // eslint-disable-next-line no-control-regex
    else if (/[\u0000-\u001f\u007f]/.test(titleIt)) problems.push('--title-it must be one line of text');
  }

  const description = options.description?.trim();
  const descriptionIt = options.descriptionIt?.trim();
  for (const [flag, text] of [['--description', description], ['--description-it', descriptionIt]] as const) {
    if (text === undefined) continue;
    if (!text) problems.push(`${flag} must not be empty`);
    else if (text.length > MAX_DESCRIPTION_LENGTH) problems.push(`${flag} is longer than ${MAX_DESCRIPTION_LENGTH} characters`);
    // eslint-disable-next-line no-control-regex
    else if (/[\u0000-\u001f\u007f]/.test(text)) problems.push(`${flag} must be one line of text`);
  }
  if (descriptionIt !== undefined && description === undefined) problems.push('--description-it needs --description');

  const route = options.route ?? routeFromId(idIsValid ? id : 'untitled');
  if (!ROUTE_PATTERN.test(route)) {
    problems.push(`invalid route '${route}': use a path like '/DemoX' (segments of letters, digits, '_' or '-')`);
  } else if (idIsValid || options.route !== undefined) {
    const owner = routeOwner(root, route);
    // A route of the plugin itself means the id exists, which is reported above.
    if (owner && owner !== id) problems.push(`route '${route}' is already used by plugins/${owner}`);
  }

  const table = options.table ?? (idIsValid ? snakeCase(id) : undefined);
  if (table !== undefined) problems.push(...tableProblems(table, idIsValid ? snakeCase(id) : undefined, id, root));

  if (problems.length > 0) return problems;
  return {
    id,
    title,
    titleIt,
    ...(description === undefined ? {} : { description, descriptionIt: descriptionIt ?? description }),
    section: section as PluginSpec['section'],
    permissions,
    route,
    pascal: pascalCase(id),
    camel: camelCase(id),
    constant: constantCase(id),
    snake: snakeCase(id),
    table: table ?? snakeCase(id),
  };
}

/**
 * A table name must be snake_case and start with the module's id, so it never clashes with another module's;
 * the platform's tables and those already created are refused all the same (a module 'countries').
 */
function tableProblems(table: string, prefix: string | undefined, id: string, root: string): string[] {
  if (!TABLE_PATTERN.test(table) || table.length > MAX_TABLE_LENGTH) {
    return [`invalid table '${table}': use snake_case (lower-case letters and digits joined by '_'), at most ${MAX_TABLE_LENGTH} characters`];
  }
  if (prefix !== undefined && table !== prefix && !table.startsWith(`${prefix}_`)) {
    return [`invalid table '${table}': start it with the module's id, '${prefix}' or '${prefix}_…'`];
  }
  const owner = existingTables(root).get(table);
  // The plugin's own table means the plugin exists, which is reported already.
  return owner && owner !== `plugins/${id}` ? [`table '${table}' already exists (${owner})`] : [];
}

/**
 * The plugin whose manifest already declares a route with the same prefix (case-insensitive, as routes are
 * matched). Manifests are read as text: importing them would load their pages' module graph.
 */
function routeOwner(root: string, route: string): string | undefined {
  const pluginsDir = path.join(root, 'plugins');
  if (!existsSync(pluginsDir)) return undefined;
  const wanted = routePrefix(route).toLowerCase();
  for (const entry of readdirSync(pluginsDir, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const manifest = path.join(pluginsDir, entry.name, 'manifest.ts');
    if (!existsSync(manifest)) continue;
    for (const match of readFileSync(manifest, 'utf8').matchAll(/\bpath:\s*['"`]([^'"`]+)['"`]/g)) {
      if (routePrefix(match[1] ?? '').toLowerCase() === wanted) return entry.name;
    }
  }
  return undefined;
}
