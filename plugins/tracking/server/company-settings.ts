import { HttpError, type EndpointHandler } from '@vigil/server-sdk';
import {
  INTERVAL_SECONDS_MAX,
  INTERVAL_SECONDS_MIN,
  RETENTION_DAYS_MAX,
  RETENTION_DAYS_MIN,
  settingValue,
  TRACKING_SETTINGS_MESSAGES,
  type getSettings,
  type saveSettings,
} from '../contract';
import type { TrackingDatabase } from './tables';
import { trackingSettings } from './tracking-settings';

export function readCompanySettings(db: TrackingDatabase): EndpointHandler<typeof getSettings> {
  return async ({ user }) => {
    const settings = await trackingSettings(db, user.companyId);
    return { interval_seconds: settings.intervalSeconds, retention_days: settings.retentionDays };
  };
}

/**
 * Upserts the admin's company's settings. Nothing is announced: a new interval changes who is Unreachable only as
 * time passes, which the silence job already announces, and the retention job reads the new retention on its next run.
 */
export function saveCompanySettings(db: TrackingDatabase): EndpointHandler<typeof saveSettings> {
  return async ({ input, user }) => {
    const interval = settingValue(input.interval_seconds, INTERVAL_SECONDS_MIN, INTERVAL_SECONDS_MAX);
    if (interval === null) throw new HttpError(400, TRACKING_SETTINGS_MESSAGES.intervalRange, 'interval_seconds');
    const retention = settingValue(input.retention_days, RETENTION_DAYS_MIN, RETENTION_DAYS_MAX);
    if (retention === null) throw new HttpError(400, TRACKING_SETTINGS_MESSAGES.retentionRange, 'retention_days');
    const values = { interval_seconds: interval, retention_days: retention };
    await db
      .insertInto('tracking_settings')
      .values({ company_id: user.companyId, ...values })
      .onConflict((conflict) => conflict.column('company_id').doUpdateSet(values))
      .execute();
    return { ...values, message: TRACKING_SETTINGS_MESSAGES.saved };
  };
}
