/**
 * Permission matching of spec part 1 §6, shared by the web guard, the header menus and the server.
 */

export interface PermissionRule {
  /** Path prefix matched on whole segments, case-insensitively ('/Gpa' matches '/gpa/list/3' but not '/Gpas'). */
  prefix: string;
  allowed: readonly string[];
  notAllowed?: readonly string[];
}

const WILDCARDS = new Set(['all', '*']);

function hasWildcard(permissions: readonly string[]): boolean {
  return permissions.some((permission) => WILDCARDS.has(permission));
}

/** True when the user holds any of `allowed`; 'all' or '*' on either side matches anything. */
export function holdsAny(userPermissions: readonly string[], allowed: readonly string[]): boolean {
  if (hasWildcard(userPermissions) || hasWildcard(allowed)) return true;
  return allowed.some((permission) => userPermissions.includes(permission));
}

/**
 * True when a not-allowed list revokes access. Only permissions the user literally holds revoke: a user's
 * wildcard grants everything but is not itself every forbidden permission.
 */
export function isRevoked(userPermissions: readonly string[], notAllowed: readonly string[] | undefined): boolean {
  if (!notAllowed || notAllowed.length === 0) return false;
  return notAllowed.some((permission) => userPermissions.includes(permission));
}

function segments(path: string): string[] {
  const withoutQuery = path.split(/[?#]/, 1)[0] ?? '';
  return withoutQuery
    .split('/')
    .filter((segment) => segment.length > 0)
    .map((segment) => segment.toLowerCase());
}

/** The rule with the longest prefix that matches `path`, or undefined when none does. */
export function findRule(path: string, rules: readonly PermissionRule[]): PermissionRule | undefined {
  const pathSegments = segments(path);
  let best: PermissionRule | undefined;
  let bestLength = -1;
  for (const rule of rules) {
    const prefixSegments = segments(rule.prefix);
    if (prefixSegments.length > pathSegments.length || prefixSegments.length <= bestLength) continue;
    if (prefixSegments.every((segment, index) => pathSegments[index] === segment)) {
      best = rule;
      bestLength = prefixSegments.length;
    }
  }
  return best;
}

/** Whether a signed-in user may open `path`. Paths without a rule need only an authorised session. */
export function isPathAllowed(
  path: string,
  userPermissions: readonly string[],
  rules: readonly PermissionRule[],
): boolean {
  const rule = findRule(path, rules);
  if (!rule) return true;
  return holdsAny(userPermissions, rule.allowed) && !isRevoked(userPermissions, rule.notAllowed);
}

/** Header menu visibility: admin, or any of the item's own permissions. */
export function isMenuVisible(userPermissions: readonly string[], visibleTo: readonly string[]): boolean {
  return holdsAny(userPermissions, ['admin', ...visibleTo]);
}

/**
 * Merges rule lists; a later list's rule replaces an earlier one with the same prefix (case-insensitive).
 */
export function mergeRules(...lists: ReadonlyArray<readonly PermissionRule[]>): PermissionRule[] {
  const byPrefix = new Map<string, PermissionRule>();
  for (const list of lists) {
    for (const rule of list) byPrefix.set(segments(rule.prefix).join('/'), rule);
  }
  return [...byPrefix.values()];
}
