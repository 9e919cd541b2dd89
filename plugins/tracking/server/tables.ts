import type { Generated, Kysely } from 'kysely';
import type { Database } from '@vigil/server-sdk';
import type { TrackingApp } from '../contract';

/**
 * The web host's device: the browser a person shares their position from (tracking.sharePosition), one per person,
 * made at their first share. Its secret is random and never told, so no app sends with it; it is never listed,
 * paired, counted against the devices' limit or revoked.
 */
export const WEB_DEVICE = 'web';

export interface TrackingDeviceTable {
  id: Generated<number>;
  company_id: number;
  customer_id: number;
  app: TrackingApp | typeof WEB_DEVICE;
  label: string;
  /** SHA-256 (hex) of the device's secret: OsmAnd's `id`, Traccar Client's identifier, OwnTracks' password. */
  secret_hash: string;
  /** OwnTracks' Basic user name (public); null for the other apps. */
  login: string | null;
  created_at: string;
  last_seen_at: string | null;
  revoked_at: string | null;
}

/** One stored fix. (device_id, fix_time) is unique: an app's resend is stored once. */
export interface TrackingPositionTable {
  id: Generated<number>;
  company_id: number;
  customer_id: number;
  device_id: number;
  source: string;
  fix_time: string;
  received_at: string;
  lat: number;
  lon: number;
  /** Metres per second, whatever the app sent (docs/decisions.md, "Speed units per source"); null when not sent. */
  speed: number | null;
  /** Degrees 0..360, null when not sent. */
  course: number | null;
  /** Metres, null when not sent. */
  altitude: number | null;
  /** Horizontal accuracy in metres (from `accuracy`/`acc`, or from `hdop`: see protocols/decode-osmand-fields.ts), null when unknown. */
  accuracy: number | null;
  /** Battery percent 0..100, null when not sent (OsmAnd/Traccar `batt` is a percent; JSON battery.level is 0..1). */
  battery: number | null;
  charging: number | null;
  /** 'sos' when the app raised an SOS alarm, another alarm as its lower-case text, else null. */
  alarm: string | null;
}

/** A tracked person's current state: one row per customer the module has seen. */
export interface TrackingPersonTable {
  customer_id: number;
  company_id: number;
  paused: number;
  /** When tracking (or the pause's end) started counting for Unreachable. */
  tracking_since: string;
  last_position_id: number | null;
  last_fix_time: string | null;
  last_received_at: string | null;
  lat: number | null;
  lon: number | null;
  accuracy: number | null;
  battery: number | null;
  /** Inside an alerting fence now (the geofence judge's confirmed state). */
  in_fence: number;
  /** Raised on every change, for live updates and catch-up. */
  version: number;
}

export interface TrackingSosTable {
  id: Generated<number>;
  company_id: number;
  customer_id: number;
  device_id: number | null;
  position_id: number | null;
  /** 'app' (an alarm in a fix) or 'web' (the web host's button). */
  origin: string;
  raised_at: string;
  received_at: string;
  closed_at: string | null;
  closed_by: number | null;
  close_note: string | null;
}

/** Company settings: the tracking interval (Unreachable after three of them) and the retention of positions. */
export interface TrackingSettingsTable {
  company_id: number;
  interval_seconds: number;
  retention_days: number;
}

/** A look at a person's position by someone else. */
export interface TrackingViewTable {
  id: Generated<number>;
  company_id: number;
  customer_id: number;
  viewer_id: number;
  place: string;
  viewed_at: string;
}

/**
 * An area an admin drew; `geometry` is JSON: {lat, lon, radius} for a circle, {ring: [[lon, lat], ...]} for a polygon.
 * Kind 'country' is a country at high or extreme risk, made by the judge (fences/country-fences.ts), named after the
 * country, with {iso2} as geometry: the admin's calls neither list nor delete it.
 */
export interface TrackingFenceTable {
  id: Generated<number>;
  company_id: number;
  name: string;
  kind: 'circle' | 'polygon' | 'country';
  geometry: string;
  created_at: string;
}

/** A person's standing with a fence: the judge's state (JSON) between fixes, and whether they are inside. */
export interface TrackingFenceStateTable {
  customer_id: number;
  fence_id: number;
  inside: number;
  state: string;
}

/** An entry or exit the judge confirmed, with the fix that proved it. */
export interface TrackingFenceEventTable {
  id: Generated<number>;
  company_id: number;
  customer_id: number;
  fence_id: number;
  kind: 'entry' | 'exit';
  position_id: number | null;
  fix_time: string;
  created_at: string;
}

/** The tracking plugin's tables (migrations tracking-001-create-tracking, tracking-002-create-fences). */
export interface TrackingTables {
  tracking_fences: TrackingFenceTable;
  tracking_fence_states: TrackingFenceStateTable;
  tracking_fence_events: TrackingFenceEventTable;
  tracking_devices: TrackingDeviceTable;
  tracking_positions: TrackingPositionTable;
  tracking_people: TrackingPersonTable;
  tracking_sos: TrackingSosTable;
  tracking_settings: TrackingSettingsTable;
  tracking_views: TrackingViewTable;
}

export type TrackingDatabase = Kysely<Database & TrackingTables>;
