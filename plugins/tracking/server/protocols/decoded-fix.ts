import type { TrackingPositionTable } from '../tables';

/** Which app sent a fix; it decides the units (docs/decisions.md keeps the table). 'web': a position the person shared. */
export type TrackingSource = 'osmand' | 'traccar' | 'owntracks' | 'web';

/** What an app measures with a fix, as Vigil stores it (the units are the stored row's). */
type FixMeasures = Pick<TrackingPositionTable, 'lat' | 'lon' | 'speed' | 'course' | 'altitude' | 'accuracy' | 'battery' | 'alarm'>;

/** One position from a phone, in the units Vigil stores, whatever app sent it. */
export interface DecodedFix extends FixMeasures {
  source: TrackingSource;
  /** The device's identifier as the app sent it (OsmAnd/Traccar `id`, `deviceid` or JSON `device_id`; OwnTracks: given by the caller from HTTP Basic auth). */
  deviceKey: string;
  /** When the fix was taken, ms since the epoch. */
  fixTime: number;
  charging: boolean | null;
}

export type DecodeResult = { ok: true; fix: DecodedFix } | { ok: false; message: string; field?: string };
