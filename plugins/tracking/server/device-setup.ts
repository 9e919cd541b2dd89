import QRCode from 'qrcode';
import { INGEST_PATHS, type DeviceSetup, type TrackingApp } from '../contract';

/** The steps in each app, as keys of the tracking namespace's catalogue (the web shows them in the reader's language). */
export const SETUP_STEPS: Readonly<Record<TrackingApp, readonly string[]>> = {
  osmand: ['setup.osmand.1', 'setup.osmand.2', 'setup.osmand.3', 'setup.osmand.4'],
  traccar: ['setup.traccar.1', 'setup.traccar.2', 'setup.traccar.3', 'setup.traccar.4'],
  owntracks: ['setup.owntracks.1', 'setup.owntracks.2', 'setup.owntracks.3', 'setup.owntracks.4'],
};

/**
 * OsmAnd's online tracking URL template: the app fills {0} lat, {1} lon, {2} time (ms), {3} accuracy (m, sent as
 * "hdop"), {4} altitude, {5} speed (m/s), {6} bearing (OsmAnd's LiveMonitoringHelper). No battery: its placeholder's
 * number differs between OsmAnd versions ({11} or {13}), and the wrong one sends another value, in one version the
 * user's OsmAnd cloud access token.
 */
export function osmAndTemplate(ingestUrl: string, secret: string): string {
  return `${ingestUrl}?id=${secret}&lat={0}&lon={1}&timestamp={2}&hdop={3}&altitude={4}&speed={5}&bearing={6}`;
}

/** What the person types into (or scans with) the app, the secret included: answered once, at pairing. */
export async function deviceSetup(app: TrackingApp, apiBaseUrl: string, secret: string, login: string | null): Promise<DeviceSetup> {
  const ingestUrl = `${apiBaseUrl}${INGEST_PATHS[app]}`;
  const url = app === 'osmand' ? osmAndTemplate(ingestUrl, secret) : ingestUrl;
  const identifier = app === 'osmand' ? null : app === 'traccar' ? secret : login;
  return {
    app,
    url,
    identifier,
    password: app === 'owntracks' ? secret : null,
    // The address is what every app is set up with first; the secret of OsmAnd's rides in it.
    qrSvg: await QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 }),
    steps: [...SETUP_STEPS[app]],
  };
}
