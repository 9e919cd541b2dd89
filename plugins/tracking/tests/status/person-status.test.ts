import { compareStatus, personStatus, STATUS_ORDER, type PersonStatus, type PersonStatusInput } from '../../server/status/person-status';

const NOW = Date.UTC(2026, 10, 28, 12);
const MINUTE = 60_000;
const calm: PersonStatusInput = {
  sosOpen: false,
  insideAlertingFence: false,
  trackingOn: true,
  paused: false,
  lastFixAt: NOW - MINUTE,
  trackingSince: NOW - 60 * MINUTE,
  intervalMs: 5 * MINUTE,
  now: NOW,
};
const status = (change: Partial<PersonStatusInput>): PersonStatus => personStatus({ ...calm, ...change });

describe('a person\'s status', () => {
  it('is secure when a recent fix came and nothing is open', () => {
    expect(status({})).toBe('secure');
  });

  it('is SOS whenever an SOS is open: inside a fence, silent, paused or not tracked', () => {
    expect(status({ sosOpen: true, insideAlertingFence: true, lastFixAt: NOW - 60 * MINUTE })).toBe('sos');
    expect(status({ sosOpen: true, paused: true })).toBe('sos');
    expect(status({ sosOpen: true, trackingOn: false })).toBe('sos');
  });

  it('is Geofences inside an alerting fence, before Unreachable', () => {
    expect(status({ insideAlertingFence: true })).toBe('geofences');
    expect(status({ insideAlertingFence: true, lastFixAt: NOW - 60 * MINUTE })).toBe('geofences');
  });

  it('is Unreachable after more than 3 intervals without a fix', () => {
    expect(status({ lastFixAt: NOW - 15 * MINUTE })).toBe('secure');
    expect(status({ lastFixAt: NOW - 15 * MINUTE - 1 })).toBe('unreachable');
  });

  it('is not Unreachable while paused or with tracking off', () => {
    expect(status({ lastFixAt: NOW - 60 * MINUTE, paused: true })).toBe('secure');
    expect(status({ lastFixAt: null, trackingOn: false })).toBe('secure');
  });

  it('counts from when tracking was switched on when no fix ever came', () => {
    expect(status({ lastFixAt: null, trackingSince: NOW - 10 * MINUTE })).toBe('secure');
    expect(status({ lastFixAt: null, trackingSince: NOW - 16 * MINUTE })).toBe('unreachable');
    expect(status({ lastFixAt: null, trackingSince: null })).toBe('unreachable');
  });

  it('does not hold an old fix against a person who just resumed tracking', () => {
    expect(status({ lastFixAt: NOW - 24 * 60 * MINUTE, trackingSince: NOW - 2 * MINUTE })).toBe('secure');
  });

  it('refuses an interval that is not a positive number', () => {
    expect(() => status({ intervalMs: 0 })).toThrow('The tracking interval must be a positive number of milliseconds, not 0.');
    expect(() => status({ intervalMs: Number.NaN })).toThrow(RangeError);
  });
});

describe('the status order', () => {
  it('puts SOS first, then Geofences, Unreachable and Secure', () => {
    expect(STATUS_ORDER).toEqual(['sos', 'geofences', 'unreachable', 'secure']);
    const people: PersonStatus[] = ['secure', 'unreachable', 'sos', 'secure', 'geofences', 'sos'];
    expect([...people].sort(compareStatus)).toEqual(['sos', 'sos', 'geofences', 'unreachable', 'secure', 'secure']);
    expect(compareStatus('sos', 'secure')).toBeLessThan(0);
    expect(compareStatus('unreachable', 'geofences')).toBeGreaterThan(0);
    expect(compareStatus('secure', 'secure')).toBe(0);
  });
});
