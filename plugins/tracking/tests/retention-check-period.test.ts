import { retentionCheckPeriodMs } from '../server/retention-check-period';

const withSetting = (value: string | undefined) => ({ setting: (name: string) => (name === 'VIGIL_TRACKING_RETENTION_CHECK_SECONDS' ? value : undefined) });

test('the retention purge runs hourly unless VIGIL_TRACKING_RETENTION_CHECK_SECONDS says otherwise', () => {
  expect(retentionCheckPeriodMs(withSetting(undefined))).toBe(3_600_000);
  expect(retentionCheckPeriodMs(withSetting(' '))).toBe(3_600_000);
  expect(retentionCheckPeriodMs(withSetting('90'))).toBe(90_000);
});

test('a period that is not a number of seconds from 1 stops the start with the setting named', () => {
  expect(() => retentionCheckPeriodMs(withSetting('0.5'))).toThrow("VIGIL_TRACKING_RETENTION_CHECK_SECONDS must be a number of seconds from 1, not '0.5'");
  expect(() => retentionCheckPeriodMs(withSetting('hourly'))).toThrow("not 'hourly'");
});
