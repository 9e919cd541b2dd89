import { fireEvent, screen, within } from '@testing-library/react';
import type { Params } from '@vigil/web-sdk';
import { captureCsvDownloads } from '../../../tests/support/csv-downloads';
import { newsAlertHref } from '../web/news-alert-card';
import { newsFiltersParams, parseNewsFilters } from '../web/news-url';
import { alertFixture, alerts, renderNat } from './nat-fixtures';

/** The news filters in the address, each card's own link, and the CSV of the cards shown. */

it('reads the filters from the address and ignores values that are not valid', () => {
  expect(parseNewsFilters(new URLSearchParams('search=flood&area=2&country=380&level=high&category=5'))).toEqual({
    search: 'flood',
    zone: 2,
    country: 380,
    alertLevel: 'high',
    category: 5,
  });
  expect(parseNewsFilters(new URLSearchParams('area=two&country=-1&level=severe&category=1e3&search='))).toEqual({
    search: '',
    zone: undefined,
    country: undefined,
    alertLevel: undefined,
    category: undefined,
  });
  expect(parseNewsFilters(new URLSearchParams(`search=${'x'.repeat(300)}`)).search).toHaveLength(200);
  expect(newsFiltersParams({ search: 'a b', zone: 2, alertLevel: 'low' }, new URLSearchParams('level=high&alert=7')).toString()).toBe(
    'search=a+b&area=2&level=low&alert=7',
  );
});

it('loads the filtered view the address names and shows its choices', async () => {
  const calls: Params[] = [];
  renderNat({
    route: '/Nat?search=riots&area=2&level=extreme&category=bogus',
    legacy: {
      'GET /news/getList': (params?: Params) => {
        calls.push(params ?? {});
        return alerts(2);
      },
    },
  });
  await screen.findByRole('link', { name: 'Alert 1' });
  expect(calls).toHaveLength(1);
  expect(calls[0]).toMatchObject({ offset: 0, search: 'riots', zone: 2, alert_level: 'extreme' });
  expect(calls[0]).not.toHaveProperty('category_risk');
  expect((screen.getByLabelText('Search') as HTMLInputElement).value).toBe('riots');
  expect((screen.getByLabelText('Alert level') as HTMLSelectElement).value).toBe('extreme');
});

it("links each card to its own filtered view; a plain click opens the detail in place, the address opens it too", async () => {
  expect(newsAlertHref(alertFixture(7, { title: 'Floods & storms' }))).toBe('/Nat?search=Floods+%26+storms&country=380&alert=7');
  renderNat({ route: '/Nat?search=Alert+2&country=380&alert=2', legacy: { 'GET /news/getList': alerts(3) } });
  expect(await screen.findByRole('dialog', { name: 'Alert 2' })).toBeTruthy();
});

it('exports the cards shown as CSV', async () => {
  renderNat({ legacy: { 'GET /news/getList': [alertFixture(1, { title: 'Strike, "general"' }), alertFixture(2)] } });
  await screen.findByRole('link', { name: 'Strike, "general"' });
  const downloads = captureCsvDownloads();
  try {
    fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(downloads.names[0]).toMatch(/^news-alerts-\d{4}-\d{2}-\d{2}\.csv$/);
    const [csv] = await downloads.texts();
    expect(csv!.split('\r\n')).toEqual([
      '\uFEFFTitle,Subtitle,Country,World area,Alert level,Threat category,Date',
      expect.stringMatching(/^"Strike, ""general""",Subtitle 1,Italy,.*,High,Civil unrest,/),
      expect.stringMatching(/^Alert 2,Subtitle 2,Italy,/),
      '',
    ]);
  } finally {
    downloads.restore();
  }
  expect(within(screen.getByRole('list', { name: 'News alerts' })).getAllByRole('link')).toHaveLength(2);
});
