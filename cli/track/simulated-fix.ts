/** One position as a simulated phone measures it, in SI units; each protocol's builder converts to its app's own. */
export interface SimulatedFix {
  lat: number;
  lon: number;
  /** When the fix was taken, ms since the epoch. */
  timeMs: number;
  /** Metres per second. */
  speed: number;
  /** Degrees clockwise from north, 0..360. */
  bearing: number;
  /** Metres above sea level. */
  altitude: number;
  /** Horizontal accuracy, metres. */
  accuracy: number;
  /** Battery level, 0..1. */
  battery: number;
  charging: boolean;
  /** The SOS button was pressed for this fix. */
  sos?: boolean;
}

/** An HTTP request ready to send: what the app itself would put on the wire. */
export interface IngestRequest {
  method: 'GET' | 'POST';
  url: string;
  headers: Record<string, string>;
  /** Absent for a GET and for Traccar Client's POST, whose fields ride in the query string (no body, no type). */
  body?: string;
}

/** Rounds to `digits` decimals without trailing zeros, as the apps print their numbers. */
export function decimals(value: number, digits: number): string {
  return String(Number(value.toFixed(digits)));
}
