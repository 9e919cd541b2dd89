import type { PermissionRule } from '../../core/permission-matcher';

export interface PermissionsService {
  /** The effective rule list (config table and plugin routes, as /permissions/getFrontendPermissions answers). */
  readonly rules: readonly PermissionRule[];
  canOpen(path: string): boolean;
  isMenuVisible(visibleTo: readonly string[]): boolean;
  holdsAny(allowed: readonly string[]): boolean;
}
