import { holdsAny } from '../../core/permission-matcher';
import { serverMessage } from '../../core/server-messages';
import type { SessionUser } from '../auth/session-user';
import { moduleSwitchedOffMessage, type CallModule } from '../endpoints/authenticate-call';
import type { CompanyModules } from '../plugin-host/company-modules';
import type { LiveTopic } from './live-topic';

/** A plugin's live topic and the module it belongs to (refused to companies that switched it off). */
export interface LiveTopicEntry {
  topic: LiveTopic;
  module: CallModule;
}

/**
 * Why this user may not follow the topic, or null when they may: the same gates as a call of the plugin's
 * endpoints (privacy accepted, the company's module on, one of the permissions; admin always).
 */
export async function watchRefusal(user: SessionUser, entry: LiveTopicEntry, companyModules: Pick<CompanyModules, 'isOn'>): Promise<string | null> {
  if (!user.privacyCheckedAt) return serverMessage('privacyNotAccepted').message;
  if (!(await companyModules.isOn(user.companyId, entry.module.id))) return moduleSwitchedOffMessage(entry.module);
  const allowed = ['admin', ...entry.topic.allowed];
  if (!holdsAny(user.permissions, allowed)) return serverMessage('noPermission', { permissions: allowed.join(', ') }).message;
  return null;
}
