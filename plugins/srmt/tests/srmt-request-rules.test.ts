import { dateOrderError, firstRequestError, isIsoDate, isRequestSource, REQUEST_RULES } from '../contract';

describe('the evaluation request rules (spec part 1 §5)', () => {
  it('requires the spec\'s fields of each source, in order; the SED location is optional', () => {
    expect(Object.keys(REQUEST_RULES.cte)).toEqual(['country', 'language']);
    expect(Object.keys(REQUEST_RULES.ie)).toEqual(['country', 'project', 'asset', 'personnel']);
    expect(Object.keys(REQUEST_RULES.sed)).toEqual(['country', 'location', 'radius', 'from_date', 'end_date']);
    expect(firstRequestError('cte', {})).toEqual({ field: 'country', message: 'Missing input: country' });
    expect(firstRequestError('ie', { country: 'Italy', project: 'Milan HQ', asset: '5m-10m' })).toEqual({
      field: 'personnel',
      message: 'Missing input: personnel',
    });
    expect(firstRequestError('sed', { country: 'Italy', radius: '10', from_date: '2026-01-01', end_date: '2026-01-01' })).toBeNull();
  });

  it('refuses a value outside the choices and a date that does not exist', () => {
    expect(firstRequestError('cte', { country: 'Italy', language: 'italian' })?.message).toBe('Not one of the choices: language');
    expect(firstRequestError('sed', { country: 'Italy', radius: '-1', from_date: '2025-02-29', end_date: '2026-01-01' })?.message).toBe(
      'Not a valid date: from_date',
    );
    expect([isIsoDate('2024-02-29'), isIsoDate('2025-02-29'), isIsoDate('29/02/2024'), isIsoDate('')]).toEqual([true, false, false, false]);
  });

  it('refuses an end date before the from date, only for SED', () => {
    const period = { country: 'Italy', radius: '-1', from_date: '2026-03-02', end_date: '2026-03-01' };
    expect(firstRequestError('sed', period)).toEqual({ field: 'end_date', message: 'The end date cannot be before the from date' });
    expect(dateOrderError('2026-03-01', '2026-03-01')).toBeNull();
  });

  it('knows only the three sources', () => {
    expect(['cte', 'ie', 'sed', 'dvrs', ''].map(isRequestSource)).toEqual([true, true, true, false, false]);
  });
});
