import { parseDateTime, parseOsmAndTimestamp } from '../../server/protocols/parse-fix-time';
import { FixRefusal } from '../../server/protocols/fix-refusal';

describe('parseOsmAndTimestamp', () => {
  it.each([
    ['1377177267', 1377177267000, 'seconds (Traccar Client)'],
    ['1764300000123', 1764300000123, 'milliseconds (OsmAnd {2})'],
    ['2147483646', 2147483646000, 'the last second traccar reads as seconds'],
    ['2016-01-27T18:55:47Z', Date.UTC(2016, 0, 27, 18, 55, 47), 'ISO with Z'],
    ['2021-07-21T08:06:34.444Z', Date.UTC(2021, 6, 21, 8, 6, 34, 444), 'ISO with milliseconds'],
    ['2016-01-27T20:55:47+02:00', Date.UTC(2016, 0, 27, 18, 55, 47), 'ISO with an offset'],
    ['2016-01-27T13:55:47-0500', Date.UTC(2016, 0, 27, 18, 55, 47), 'ISO with an offset without colon'],
    ['2016-01-27T18:55:47', Date.UTC(2016, 0, 27, 18, 55, 47), 'ISO without zone, as UTC'],
    ['2014-06-04 09:10:11', Date.UTC(2014, 5, 4, 9, 10, 11), 'traccar\'s yyyy-MM-dd HH:mm:ss, as UTC'],
    ['2014-06-04+09:10:11', Date.UTC(2014, 5, 4, 9, 10, 11), 'the same with an undecoded +'],
  ])('%s → %d (%s)', (text, ms) => {
    expect(parseOsmAndTimestamp(text, 'timestamp')).toBe(ms);
  });

  it.each(['', 'yesterday', '1377177267.5', '-1377177267', '2016-13-01T00:00:00Z', '2016-02-30 10:00:00',
    '2016-01-27T24:00:00Z', '27/01/2016 18:55:47'])('refuses %j', (text) => {
    expect(() => parseOsmAndTimestamp(text, 'timestamp')).toThrow(new FixRefusal('Not a valid timestamp: timestamp', 'timestamp'));
  });
});

describe('parseDateTime', () => {
  it('does not read a bare number: JSON timestamps are text', () => {
    expect(() => parseDateTime('1377177267', 'location.timestamp')).toThrow('Not a valid timestamp: location.timestamp');
  });
});
