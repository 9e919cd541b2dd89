import { newAlert } from '../../core/contract/messages';
import type { AnyEndpoint } from '../../core/endpoints';
import { withGrantedAccess } from '../../core/platform-call-grants';
import { holdsAny, isRevoked } from '../../core/permission-matcher';
import type { PluginManifest } from '../../core/plugin-manifest';
import type { OthersAllowed } from './employee-target';

/**
 * Who may read the detail of another employee of their company: admins, and whoever may send an employee
 * messages, i.e. the holders of the permissions the enabled modules ask for newAlert in their manifests'
 * platformCalls (a module's operators: the GPS detail's, spec part 2 §2). The detail is the screen they send
 * from: the person's user data and the messages they sent and may delete. A plain user still reads only their
 * own, and the admin's edit stays the admin's (employeeTarget's default).
 */
export function employeeReaders(manifests: readonly PluginManifest[]): OthersAllowed {
  const access = withGrantedAccess<AnyEndpoint>(newAlert, manifests.map((manifest) => manifest.platformCalls ?? {})).access;
  const allowed = typeof access === 'object' ? access.allowed : ['admin'];
  const notAllowed = typeof access === 'object' ? access.notAllowed : undefined;
  return {
    permissions: allowed,
    may: (user) => holdsAny(user.permissions, allowed) && !isRevoked(user.permissions, notAllowed),
  };
}
