import { countryFlag } from '../../host/server/geography/country-flag';
import { countryTime, zoneOffsetSeconds } from '../../host/server/geography/country-time';

const base = new Date('2026-06-01T12:00:00.000Z');

describe('country helpers', () => {
  test('flags are regional indicator pairs', () => {
    expect(countryFlag('it')).toBe('🇮🇹');
    expect(countryFlag('X')).toBe('');
  });

  test('time zone offsets and DST come from Intl', () => {
    expect(zoneOffsetSeconds('Asia/Kolkata', base)).toBe(19_800);
    expect(countryTime('Europe/Rome', base)).toEqual({ timestamp: base.getTime() / 1000, dst: 1, gmtOffset: 7200, zoneName: 'Europe/Rome' });
    expect(countryTime('Europe/Rome', new Date('2026-01-15T00:00:00Z'))).toMatchObject({ dst: 0, gmtOffset: 3600 });
    expect(countryTime('America/Sao_Paulo', base)).toMatchObject({ dst: 0, gmtOffset: -10_800 });
  });
});
