import { action, makeObservable, observable, reaction } from 'mobx';
import { getFrontendPermissions } from '../../core/contract/permissions';
import { holdsAny, isMenuVisible, isPathAllowed, type PermissionRule } from '../../core/permission-matcher';
import { STORAGE_KEYS } from '../../core/storage-keys';
import type { AuthService } from './auth-service';
import type { Api } from './endpoint-client';
import type { PermissionsService } from './permissions-service';
import type { StorageService } from './storage-service';

/**
 * The permission checks of spec part 1 §6 for the signed-in user. Rules start from the cached server answer,
 * else from the defaults the host knows (route table and plugin routes), and are refreshed from
 * /permissions/getFrontendPermissions whenever a session begins.
 */
export class RulePermissionsService implements PermissionsService {
  rules: readonly PermissionRule[];

  constructor(
    private readonly auth: AuthService,
    private readonly api: Api,
    private readonly storage: StorageService,
    defaultRules: readonly PermissionRule[],
  ) {
    this.rules = readCachedRules(storage) ?? defaultRules;
    makeObservable(this, { rules: observable.ref, setRules: action });
    reaction(
      () => auth.state !== 'unauthenticated',
      (signedIn) => {
        if (signedIn) void this.refresh();
      },
      { fireImmediately: true },
    );
  }

  canOpen(path: string): boolean {
    return isPathAllowed(path, this.auth.permissions, this.rules);
  }

  isMenuVisible(visibleTo: readonly string[]): boolean {
    return isMenuVisible(this.auth.permissions, visibleTo);
  }

  holdsAny(allowed: readonly string[]): boolean {
    return holdsAny(this.auth.permissions, allowed);
  }

  /** Loads the server's rule list and caches it; on failure the current rules stay. */
  async refresh(): Promise<void> {
    try {
      const answer = await this.api.call(getFrontendPermissions);
      if (!Array.isArray(answer?.routes)) return;
      this.storage.set(STORAGE_KEYS.frontendPermissions, JSON.stringify(answer.routes));
      this.setRules(answer.routes);
    } catch (error) {
      console.error('Could not load the frontend permissions', error);
    }
  }

  setRules(rules: readonly PermissionRule[]): void {
    this.rules = rules;
  }
}

function readCachedRules(storage: StorageService): PermissionRule[] | null {
  const raw = storage.get(STORAGE_KEYS.frontendPermissions);
  if (!raw) return null;
  try {
    const rules = JSON.parse(raw) as unknown;
    return Array.isArray(rules) ? (rules as PermissionRule[]) : null;
  } catch {
    return null;
  }
}
