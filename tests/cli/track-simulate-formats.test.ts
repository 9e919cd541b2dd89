import { ingestRequest } from '../../cli/track/ingest-request';
import { osmAndRequest } from '../../cli/track/osmand-request';
import { ownTracksRequest } from '../../cli/track/owntracks-request';
import type { SimulatedFix } from '../../cli/track/simulated-fix';
import { traccarFormRequest, traccarQueryRequest } from '../../cli/track/traccar-form-request';
import { traccarJsonRequest } from '../../cli/track/traccar-json-request';

const API = 'http://127.0.0.1:8080/api';
const TEMPLATE = `${API}/tracking/osmand?id=s3cret&lat={0}&lon={1}&timestamp={2}&hdop={3}&altitude={4}&speed={5}&bearing={6}`;

/** 2026-03-01T10:00:00.250Z, moving at 10 m/s (19.44 knots, 36 km/h). */
const FIX: SimulatedFix = {
  lat: 45.4642035,
  lon: 9.189982,
  timeMs: Date.UTC(2026, 2, 1, 10, 0, 0, 250),
  speed: 10,
  bearing: 271.44,
  altitude: 122.36,
  accuracy: 8.25,
  battery: 0.87,
  charging: false,
};

describe('the format builders send what each app sends', () => {
  it("OsmAnd fills its URL template's placeholders and GETs it: ms timestamp, m/s speed, accuracy as hdop", () => {
    expect(osmAndRequest(TEMPLATE, FIX)).toEqual({
      method: 'GET',
      url: `${API}/tracking/osmand?id=s3cret&lat=45.464204&lon=9.189982&timestamp=1772359200250&hdop=8.3&altitude=122.4&speed=10&bearing=271.4`,
      headers: {},
    });
  });

  it('Traccar Client POSTs the OsmAnd fields in the query string with an empty body: seconds, knots, battery percent', () => {
    expect(traccarQueryRequest(`${API}/tracking/traccar`, 'dev-1', FIX)).toEqual({
      method: 'POST',
      url:
        `${API}/tracking/traccar?id=dev-1&timestamp=1772359200&lat=45.464204&lon=9.189982&speed=19.44` +
        '&bearing=271.4&altitude=122.4&accuracy=8.3&batt=87',
      headers: {},
    });
  });

  it('the Traccar form body carries the same fields, with charge and alarm=sos when they apply', () => {
    const request = traccarFormRequest(`${API}/tracking/traccar`, 'dev-1', { ...FIX, charging: true, sos: true });

    expect(request.method).toBe('POST');
    expect(request.url).toBe(`${API}/tracking/traccar`);
    expect(request.headers).toEqual({ 'content-type': 'application/x-www-form-urlencoded' });
    expect(request.body).toBe(
      'id=dev-1&timestamp=1772359200&lat=45.464204&lon=9.189982&speed=19.44&bearing=271.4&altitude=122.4&accuracy=8.3' +
        '&batt=87&charge=true&alarm=sos',
    );
  });

  it("Traccar Client's JSON body: ISO timestamp, coords in m/s, battery 0..1, the motionchange event on a trip's first fix", () => {
    const request = traccarJsonRequest(`${API}/tracking/traccar`, 'dev-2', FIX, 'motionchange');

    expect(request).toMatchObject({ method: 'POST', url: `${API}/tracking/traccar`, headers: { 'content-type': 'application/json' } });
    expect(JSON.parse(request.body ?? '')).toEqual({
      location: {
        timestamp: '2026-03-01T10:00:00.250Z',
        coords: { latitude: 45.4642035, longitude: 9.189982, accuracy: 8.25, speed: 10, heading: 271.44, altitude: 122.36 },
        is_moving: true,
        odometer: 0,
        event: 'motionchange',
        battery: { level: 0.87, is_charging: false },
        activity: { type: 'in_vehicle' },
        extras: {},
      },
      device_id: 'dev-2',
    });
  });

  it("Traccar Client's JSON SOS is extras.alarm, and later fixes carry no event", () => {
    const body = JSON.parse(traccarJsonRequest(`${API}/tracking/traccar`, 'dev-2', { ...FIX, sos: true }).body ?? '') as {
      location: Record<string, unknown>;
    };

    expect(body.location.extras).toEqual({ alarm: 'sos' });
    expect(body.location).not.toHaveProperty('event');
  });

  it('OwnTracks POSTs its location JSON with Basic credentials and the X-Limit headers: km/h, seconds, whole numbers', () => {
    const request = ownTracksRequest(`${API}/tracking/owntracks`, { user: 'ot-user', password: 'pa:ss', device: 'sim07' }, FIX);

    expect(request).toMatchObject({ method: 'POST', url: `${API}/tracking/owntracks` });
    expect(request.headers).toEqual({
      'content-type': 'application/json',
      authorization: `Basic ${Buffer.from('ot-user:pa:ss').toString('base64')}`,
      'x-limit-u': 'ot-user',
      'x-limit-d': 'sim07',
    });
    expect(JSON.parse(request.body ?? '')).toEqual({
      _type: 'location',
      lat: 45.4642035,
      lon: 9.189982,
      tst: 1772359200,
      acc: 8,
      alt: 122,
      vel: 36,
      cog: 271,
      batt: 87,
      tid: '07',
      t: 'u',
    });
  });
});

describe('ingestRequest', () => {
  const setup = { url: `${API}/tracking/traccar`, identifier: 'dev-9', password: null };

  it('alternates the Traccar form devices between the query string and the form body', () => {
    const even = ingestRequest({ protocol: 'traccar-form', setup, index: 0 }, FIX);
    const odd = ingestRequest({ protocol: 'traccar-form', setup, index: 1 }, FIX);

    expect(even.body).toBeUndefined();
    expect(even.url).toContain('?id=dev-9&');
    expect(odd.url).toBe(setup.url);
    expect(odd.body).toContain('id=dev-9&');
  });

  it("uses the pairing's URL template for OsmAnd and its credentials for OwnTracks", () => {
    expect(ingestRequest({ protocol: 'osmand', setup: { url: TEMPLATE, identifier: null, password: null }, index: 3 }, FIX).url).toContain(
      '?id=s3cret&lat=45.464204&',
    );
    const owntracks = ingestRequest({ protocol: 'owntracks', setup: { url: `${API}/tracking/owntracks`, identifier: 'u1', password: 'p1' }, index: 3 }, FIX);
    expect(owntracks.headers.authorization).toBe(`Basic ${Buffer.from('u1:p1').toString('base64')}`);
    expect(owntracks.headers['x-limit-d']).toBe('sim03');
  });

  it('marks only the first Traccar JSON fix of a trip with motionchange', () => {
    const device = { protocol: 'traccar-json' as const, setup, index: 2 };

    expect(ingestRequest(device, FIX, true).body).toContain('"event":"motionchange"');
    expect(ingestRequest(device, FIX, false).body).not.toContain('"event"');
  });
});
