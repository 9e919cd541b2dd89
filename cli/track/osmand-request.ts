import { decimals, type IngestRequest, type SimulatedFix } from './simulated-fix';

/**
 * OsmAnd's online tracking: the app fills the pairing's URL template and GETs it. Placeholders as OsmAnd's
 * LiveMonitoringHelper fills them: {0} lat, {1} lon, {2} time (ms), {3} hdop (its accuracy in metres),
 * {4} altitude, {5} speed (m/s), {6} bearing. The template already holds the device's secret as `id`.
 */
export function osmAndRequest(template: string, fix: SimulatedFix): IngestRequest {
  const values = [
    decimals(fix.lat, 6),
    decimals(fix.lon, 6),
    String(Math.round(fix.timeMs)),
    decimals(fix.accuracy, 1),
    decimals(fix.altitude, 1),
    decimals(fix.speed, 2),
    decimals(fix.bearing, 1),
  ];
  const url = template.replace(/\{(\d)\}/g, (placeholder, index: string) => values[Number(index)] ?? placeholder);
  return { method: 'GET', url, headers: {} };
}
