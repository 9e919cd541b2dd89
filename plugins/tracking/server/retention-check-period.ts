import type { PlatformServices } from '@vigil/server-sdk';

export const RETENTION_CHECK_SETTING = 'VIGIL_TRACKING_RETENTION_CHECK_SECONDS';
const DEFAULT_SECONDS = 60 * 60;

/**
 * How often the positions past their retention are deleted (VIGIL_TRACKING_RETENTION_CHECK_SECONDS; an hour by
 * default): a position lives at most this longer than its company's retention. Read when the server starts, so a
 * value that is not a number of seconds from 1 stops the start.
 */
export function retentionCheckPeriodMs(platform: Pick<PlatformServices, 'setting'>): number {
  const value = platform.setting(RETENTION_CHECK_SETTING)?.trim();
  if (!value) return DEFAULT_SECONDS * 1_000;
  const seconds = Number(value);
  if (!Number.isFinite(seconds) || seconds < 1) throw new Error(`${RETENTION_CHECK_SETTING} must be a number of seconds from 1, not '${value}'`);
  return seconds * 1_000;
}
