import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { LocationProbe } from '../../../tests/support/test-router';
import { setLanguage, type Params } from '@vigil/web-sdk';
import { fakeApiClient, renderPluginPage } from '../../../tests/support/render-plugin';
import type { NewsAlertItem } from '../contract';
import { AffectedTravellers } from '../web/affected-travellers';
import NatPage from '../web/nat-page';
import NewsBlock from '../web/news-block';
import { alertFixture, CATEGORIES, COUNTRIES, renderNat, ZONES } from './nat-fixtures';

/** Issue 22 "Who is affected": a high or extreme alert shows admins and tra users the travellers it affects. */
afterEach(async () => {
  await act(() => setLanguage('en'));
});

const ALERTS: NewsAlertItem[] = [
  alertFixture(1, { alert_level: 'extreme', affected: { count: 1, travels: [7] } }),
  alertFixture(2, { affected: { count: 3, travels: [4, 5, 6] } }),
  alertFixture(3, { affected: { count: 0, travels: [] } }),
  alertFixture(4, { alert_level: 'low', affected: null }),
  // A server from before issue 22 sends no field at all.
  alertFixture(5),
];

const card = async (title: string): Promise<HTMLElement> => (await screen.findByRole('link', { name: title })).closest('article')!;

test('each card says how many travellers its alert affects, with Contact opening the form with exactly their travels', async () => {
  renderNat({ legacy: { 'GET /news/getList': ALERTS } });

  const one = await card('Alert 1');
  expect(within(one).getByText('1 traveller affected')).toBeTruthy();
  const contact = within(one).getByRole('link', { name: 'Contact' });
  expect(contact.getAttribute('href')).toBe('/Tra/Locate/contact?travels=7');
  expect(contact.getAttribute('aria-describedby')).toBe(within(one).getByText('1 traveller affected').id);

  const three = await card('Alert 2');
  expect(within(three).getByText('3 travellers affected')).toBeTruthy();
  expect(within(three).getByRole('link', { name: 'Contact' }).getAttribute('href')).toBe('/Tra/Locate/contact?travels=4,5,6');

  // Nobody there: the count, and nobody to contact.
  const none = await card('Alert 3');
  expect(within(none).getByText('0 travellers affected')).toBeTruthy();
  expect(within(none).queryByRole('link', { name: 'Contact' })).toBeNull();

  for (const title of ['Alert 4', 'Alert 5']) {
    const quiet = await card(title);
    expect([title, quiet.querySelector('.nat-affected')]).toEqual([title, null]);
  }
});

/** Where the router is: the page's links lead out of /Nat. */
/** The page mounted on every path, with where the router is. */
function renderWithLocation(): void {
  renderPluginPage(
    <>
      <NatPage />
      <LocationProbe />
    </>,
    {
      route: '/Nat',
      legacyApi: fakeApiClient({
        'GET /countries/getContinents': ZONES,
        'GET /countries/getCountriesAvailable': COUNTRIES,
        'GET /news/getRisksCategories': CATEGORIES,
        'GET /news/getList': ALERTS,
      }),
    },
  );
}
const location = (): string | null => screen.getByRole('status', { name: 'location' }).textContent;

test("a card's Contact is a link of its own: it leads to the form and opens no detail", async () => {
  renderWithLocation();
  fireEvent.click(within(await card('Alert 2')).getByRole('link', { name: 'Contact' }));
  await waitFor(() => expect(location()).toBe('/Tra/Locate/contact?travels=4,5,6'));
  expect(screen.queryByRole('dialog')).toBeNull();
});

test("the detail shows the count too, and its Contact closes the modal on the way to the travel module's form", async () => {
  renderWithLocation();
  fireEvent.click(await screen.findByRole('link', { name: 'Alert 1' }));
  const dialog = await screen.findByRole('dialog', { name: 'Alert 1' });
  expect(within(dialog).getByText('1 traveller affected')).toBeTruthy();

  fireEvent.click(within(dialog).getByRole('link', { name: 'Contact' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(location()).toBe('/Tra/Locate/contact?travels=7');
});

test('the dashboard block shows the count and Contact beside the alert', async () => {
  const get = jest.fn(async (path: string, params?: Params): Promise<never> => {
    if (path === '/customers/getHighlightedCountries') return [{ id: 380, name: 'Italy', iso2: 'IT', level_alert: ['extreme'] }] as never;
    if (path === '/news/getList' && params?.country === '380') {
      return [alertFixture(11, { alert_level: 'extreme', creation_date: new Date().toISOString(), affected: { count: 1, travels: [9] } })] as never;
    }
    throw new Error(`unexpected ${path}`);
  });
  renderPluginPage(<NewsBlock />, { legacyApi: { get, post: get } });
  const block = screen.getByRole('region', { name: 'News in your countries' });
  const item = (await within(block).findByRole('link', { name: 'Italy, extreme: Alert 11' })).closest('li')!;
  expect(within(item).getByText('1 traveller affected')).toBeTruthy();
  expect(within(item).getByRole('link', { name: 'Contact' }).getAttribute('href')).toBe('/Tra/Locate/contact?travels=9');
});

test('in Italian', async () => {
  await act(() => setLanguage('it'));
  renderPluginPage(
    <>
      <AffectedTravellers affected={{ count: 1, travels: [1] }} />
      <AffectedTravellers affected={{ count: 2, travels: [1, 2] }} />
    </>,
  );
  expect(await screen.findByText('1 viaggiatore coinvolto')).toBeTruthy();
  expect(screen.getByText('2 viaggiatori coinvolti')).toBeTruthy();
  expect(screen.getAllByRole('link', { name: 'Contatta' })).toHaveLength(2);
});
