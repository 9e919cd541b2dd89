import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@vigil/web-sdk';
import { fakeApiClient, fakeAuth, renderPluginPage, TEST_USER, type FakeApiAnswers } from '../../../tests/support/render-plugin';
import TraPage from '../web/tra-page';
import { listOf, stop, travel } from './tra-ui-fixtures';

const EMPLOYEES = [
  { id: 1, name: 'Ada', surname: 'Tester' },
  { id: 7, name: 'Bruno', surname: 'Rossi' },
];
const COUNTRIES = [
  { id: 13, name: 'Ghana', zoneId: 1, iso2: 'GH', iso3: 'GHA' },
  { id: 12, name: 'Nigeria', zoneId: 1, iso2: 'NG', iso3: 'NGA' },
];
const CITIES = [{ id: 40, name: 'Lagos', lat: 6.45, lng: 3.39, is_capital: false }];

function renderForm(answers: FakeApiAnswers, permission = ['admin']): void {
  renderPluginPage(<TraPage />, {
    route: '/Tra',
    legacyApi: fakeApiClient({ 'GET /travels/cities': CITIES, ...answers }),
    newApi: fakeApiClient({ 'GET /geolocation/countries': COUNTRIES }),
    auth: fakeAuth({ ...TEST_USER, permission }),
  });
}

async function openNew(): Promise<HTMLElement> {
  fireEvent.click(await screen.findByRole('button', { name: 'New travel' }));
  const dialog = await screen.findByRole('dialog', { name: 'New travel' });
  await within(dialog).findByLabelText(/^Traveller/);
  return dialog;
}

function type(dialog: HTMLElement, label: RegExp, value: string): void {
  fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
}

describe('the travel form', () => {
  it("refuses an empty name with 'Must be compiled' and sends nothing", async () => {
    const save = jest.fn();
    renderForm({ 'GET /travels': listOf([]), 'GET /companies/getEmployees': EMPLOYEES, 'POST /travels/save': save });
    const dialog = await openNew();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const name = within(dialog).getByLabelText(/^Name/);
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    expect(within(dialog).getAllByText('Must be compiled').length).toBeGreaterThan(0);
    expect(save).not.toHaveBeenCalled();
  });

  it('registers a travel with its itinerary and the interval in ms, then closes and reloads the list', async () => {
    const save = jest.fn(() => ({ message: 'Travel saved', travel: travel({ id: 9, travel_name: 'Site visit, Lagos' }) }));
    const get = jest.fn().mockReturnValueOnce(listOf([])).mockReturnValue(listOf([travel({ id: 9, travel_name: 'Site visit, Lagos' })]));
    renderForm({ 'GET /travels': get, 'GET /companies/getEmployees': EMPLOYEES, 'POST /travels/save': save });
    const dialog = await openNew();
    expect(within(dialog).getAllByRole('option').map((option) => option.textContent)).toContain('Bruno Rossi');
    type(dialog, /^Traveller/, '7');
    type(dialog, /^Name/, 'Site visit, Lagos');
    type(dialog, /^Start date/, '2026-12-01');
    type(dialog, /^End date/, '2026-12-08');
    type(dialog, /^Country/, '12');
    await within(dialog).findByRole('option', { name: 'Lagos' });
    type(dialog, /^City/, '40');
    type(dialog, /^Arrival day/, '2026-12-01');
    type(dialog, /^Reference email/, 'marta@example.test');
    type(dialog, /^Tracking interval/, '120');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(save).toHaveBeenCalled());
    expect(save).toHaveBeenCalledWith({
      customer: '7',
      travel_name: 'Site visit, Lagos',
      start_date: '2026-12-01',
      end_date: '2026-12-08',
      georeferences: JSON.stringify([{ country_id: 12, city_id: 40, date: '2026-12-01' }]),
      reference_name: '',
      reference_email: 'marta@example.test',
      reference_phone: '',
      tracking_interval: '120000',
    });
    expect(await screen.findByRole('article', { name: 'Site visit, Lagos' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'New travel' })).toBeNull();
  });

  it("edits a travel with its values filled in; a tra user who may not list the personnel registers their own", async () => {
    const mine = travel({ id: 4, travel_name: 'Audit, Accra', customer_id: 1, customer_name: 'Ada Tester', can_edit: true, georeferences: [stop({ city_id: null, city_name: null })] });
    const save = jest.fn(() => ({ message: 'Travel saved', travel: mine }));
    renderForm(
      { 'GET /travels': listOf([mine]), 'GET /companies/getEmployees': () => { throw new ApiError(403, 'Forbidden'); }, 'POST /travels/save': save },
      ['tra'],
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Audit, Accra' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit travel' });
    const traveller = (await within(dialog).findByLabelText(/^Traveller/)) as HTMLSelectElement;
    expect(traveller.value).toBe('1');
    expect(within(traveller).getAllByRole('option').map((option) => option.textContent)).toEqual(['Choose…', 'Ada Tester']);
    expect((within(dialog).getByLabelText(/^Tracking interval/) as HTMLInputElement).value).toBe('300');
    expect((within(dialog).getByLabelText(/^Country/) as HTMLSelectElement).value).toBe('12');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(save).toHaveBeenCalledWith(expect.objectContaining({ id: '4', customer: '1', tracking_interval: '300000' })));
  });
});
