import type { TrackingApp, TrackingDevice } from '../contract';
import type { TrackingDeviceTable } from './tables';

/** A paired device: never the browser's (tables.ts WEB_DEVICE), which is no app's. */
type DeviceRow = Pick<TrackingDeviceTable, 'label' | 'created_at' | 'last_seen_at' | 'revoked_at'> & { id: number; app: TrackingApp };

export const DEVICE_COLUMNS = ['id', 'app', 'label', 'created_at', 'last_seen_at', 'revoked_at'] as const;

/** A device as the pairing screens show it: never its secret or its hash. */
export function trackingDevice(row: DeviceRow): TrackingDevice {
  return {
    id: row.id,
    app: row.app,
    label: row.label,
    created_at: row.created_at,
    last_seen_at: row.last_seen_at,
    revoked: row.revoked_at !== null,
  };
}

/** A device's name when the pairing gives none. */
export const APP_NAMES: Readonly<Record<TrackingApp, string>> = {
  osmand: 'OsmAnd',
  traccar: 'Traccar Client',
  owntracks: 'OwnTracks',
};
