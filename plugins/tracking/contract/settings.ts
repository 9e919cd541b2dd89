import { defineEndpoint, Matching, NoInput, NUMBER_BLANKS, Schema, type Static } from '@vigil/core';

/**
 * The company's tracking settings (issue 20): how often the apps are expected to send (a person is Unreachable
 * after three intervals without a fix) and how long positions are kept. Admins only: they are the company's rules.
 */
export const TRACKING_SETTINGS_PERMISSIONS = ['admin'] as const;

/** The bounds of each setting; the web form checks the same ones before sending. */
export const INTERVAL_SECONDS_MIN = 10;
export const INTERVAL_SECONDS_MAX = 3600;
export const RETENTION_DAYS_MIN = 1;
export const RETENTION_DAYS_MAX = 365;

/** A person turns Unreachable after this many intervals without a fix. */
export const UNREACHABLE_INTERVALS = 3;

export const TRACKING_SETTINGS_MESSAGES = {
  intervalRange: `The tracking interval must be a whole number of seconds from ${INTERVAL_SECONDS_MIN} to ${INTERVAL_SECONDS_MAX}`,
  retentionRange: `The retention must be a whole number of days from ${RETENTION_DAYS_MIN} to ${RETENTION_DAYS_MAX}`,
  saved: 'Tracking settings saved',
} as const;

/** A whole number sent as text; the handler checks the range. */
const wholeNumber = (message: string) => Matching(`^${NUMBER_BLANKS}[0-9]{1,6}${NUMBER_BLANKS}$`, message, { maxLength: 16 });

export const TrackingSettingsAnswer = Schema.Object({
  interval_seconds: Schema.Integer(),
  retention_days: Schema.Integer(),
});
export type TrackingSettingsAnswer = Static<typeof TrackingSettingsAnswer>;

export const getSettings = defineEndpoint({
  id: 'tracking.getSettings',
  backend: 'legacy',
  method: 'GET',
  path: '/tracking/getSettings',
  summary: "The admin's company's tracking interval and position retention (the defaults until an admin sets them)",
  access: { allowed: TRACKING_SETTINGS_PERMISSIONS },
  input: NoInput,
  answer: TrackingSettingsAnswer,
  smoke: {},
});

export const saveSettings = defineEndpoint({
  id: 'tracking.saveSettings',
  backend: 'legacy',
  method: 'POST',
  path: '/tracking/saveSettings',
  summary: "Sets the admin's company's tracking interval (10–3600 s) and position retention (1–365 days)",
  description:
    `400 '${TRACKING_SETTINGS_MESSAGES.intervalRange}' or '${TRACKING_SETTINGS_MESSAGES.retentionRange}'. ` +
    'A person is Unreachable after three intervals without a fix; positions older than the retention are deleted.',
  access: { allowed: TRACKING_SETTINGS_PERMISSIONS },
  input: Schema.Object({
    interval_seconds: wholeNumber(TRACKING_SETTINGS_MESSAGES.intervalRange),
    retention_days: wholeNumber(TRACKING_SETTINGS_MESSAGES.retentionRange),
  }),
  answer: Schema.Object({ interval_seconds: Schema.Integer(), retention_days: Schema.Integer(), message: Schema.String() }),
});

/** The setting's value when `text` is a whole number within its bounds, else null (the server and the form agree). */
export function settingValue(text: string, min: number, max: number): number | null {
  const trimmed = text.trim();
  if (!/^[0-9]{1,6}$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return value >= min && value <= max ? value : null;
}
