/** Which app sent a fix; it decides the units (docs/decisions.md keeps the table). 'web': a position the person shared. */
export type TrackingSource = 'osmand' | 'traccar' | 'owntracks' | 'web';

/** One position from a phone, in the units Vigil stores, whatever app sent it. */
export interface DecodedFix {
  source: TrackingSource;
  /** The device's identifier as the app sent it (OsmAnd/Traccar `id`, `deviceid` or JSON `device_id`; OwnTracks: given by the caller from HTTP Basic auth). */
  deviceKey: string;
  /** When the fix was taken, ms since the epoch. */
  fixTime: number;
  lat: number;
  lon: number;
  /** Always metres per second, whatever the app sent; null when not sent. */
  speed: number | null;
  /** Degrees 0..360, null when not sent. */
  course: number | null;
  /** Metres, null when not sent. */
  altitude: number | null;
  /** Horizontal accuracy in metres (from `accuracy`/`acc`, or from `hdop`: see decode-osmand-fields.ts), null when unknown. */
  accuracy: number | null;
  /** Battery percent 0..100, null when not sent (OsmAnd/Traccar `batt` is a percent; JSON battery.level is 0..1). */
  battery: number | null;
  charging: boolean | null;
  /** 'sos' when the app raised an SOS alarm, another alarm as its lower-case text, else null. */
  alarm: string | null;
}

export type DecodeResult = { ok: true; fix: DecodedFix } | { ok: false; message: string; field?: string };
