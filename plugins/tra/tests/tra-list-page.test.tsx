import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@vigil/web-sdk';
import { fakeApiClient, fakeAuth, renderPluginPage, TEST_USER, type FakeApiAnswers } from '../../../tests/support/render-plugin';
import TraPage from '../web/tra-page';
import { listOf, stop, travel } from './tra-ui-fixtures';

const WINTER = travel({
  id: 1,
  travel_name: 'Site visit, Lagos',
  is_position_updated: true,
  customer_detected_at: '2026-01-15T10:00:00.000Z',
  georeferences: [stop(), stop({ country_id: 13, country_name: 'Ghana', city_id: null, city_name: null, country_level_string: 'medium', country_isocode2: 'GH', date: '2026-11-25' })],
});
const SUMMER = travel({ id: 2, travel_name: 'Audit, Accra', source_id: 7, customer_detected_at: '2026-07-15T10:00:00.000Z', tracking_interval: 60_000, can_approve: true });
const NO_POSITION = travel({ id: 3, travel_name: 'Training, Nairobi', customer_id: 1, customer_name: 'Ada Tester', source_id: 1 });

function renderList(answers: FakeApiAnswers, permission = ['admin']): void {
  renderPluginPage(<TraPage />, { route: '/Tra', legacyApi: fakeApiClient(answers), auth: fakeAuth({ ...TEST_USER, permission }) });
}

async function item(name: string): Promise<HTMLElement> {
  return screen.findByRole('article', { name });
}

/** The value of the item's field named `term`. */
function field(article: HTMLElement, term: string): string {
  const dt = within(article).getByText(term, { selector: 'dt' });
  return dt.nextElementSibling?.textContent ?? '';
}

describe('/Tra, the travel list', () => {
  it('shows each travel: traveller, dates, itinerary, approved Yes/No, the freshness badge, the interval in seconds and the time in CET or CEST', async () => {
    const get = jest.fn(() => listOf([WINTER, SUMMER, NO_POSITION]));
    renderList({ 'GET /travels': get, 'GET /travels/inductions': { travel: 3, missing: [] } });

    expect(screen.getByRole('heading', { level: 1, name: 'Travel' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Locate Personnel' }).getAttribute('href')).toBe('/Tra/Locate');
    const winter = await item('Site visit, Lagos');
    expect(field(winter, 'Traveller')).toBe('Bruno Rossi');
    expect(field(winter, 'Dates')).toBe('20 Nov 2026 – 04 Dec 2026');
    expect(within(winter).getAllByRole('listitem').map((entry) => entry.textContent)).toEqual(['Nigeria, Lagos20 Nov 2026High', 'Ghana25 Nov 2026Medium']);
    expect(field(winter, 'Approved')).toBe('Yes');
    expect(within(winter).getByText('Position updated').getAttribute('data-level')).toBe('medium');
    expect(field(winter, 'Tracking interval')).toBe('300 s');
    expect(field(winter, 'Detection time')).toBe('15 Jan 2026, 11:00 CET');

    const summer = await item('Audit, Accra');
    expect(field(summer, 'Approved')).toBe('No');
    expect(within(summer).getByText('Position not updated').getAttribute('data-level')).toBe('extreme');
    expect(field(summer, 'Tracking interval')).toBe('60 s');
    expect(field(summer, 'Detection time')).toBe('15 Jul 2026, 12:00 CEST');

    expect(field(await item('Training, Nairobi'), 'Detection time')).toBe('—');
    expect(get).toHaveBeenCalledWith({ query_behavior: '6', page: '1', page_size: '50' });
  });

  it('asks the server for the names matching the search', async () => {
    const get = jest.fn((params?: Record<string, unknown>) => listOf(params?.search === 'accra' ? [SUMMER] : [WINTER, SUMMER]));
    renderList({ 'GET /travels': get });
    await item('Site visit, Lagos');
    fireEvent.change(screen.getByLabelText('Search by name'), { target: { value: 'accra' } });
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Site visit, Lagos' })).toBeNull());
    expect(await item('Audit, Accra')).toBeTruthy();
    expect(get).toHaveBeenLastCalledWith({ query_behavior: '6', page: '1', page_size: '50', search: 'accra' });
  });

  it('offers Approve only where the travel waits and the user may approve; a refusal names the missing inductions with their links', async () => {
    const approve = jest.fn(() => {
      throw new ApiError(409, 'The traveller has not passed the induction of Nigeria');
    });
    renderList({
      'GET /travels': listOf([WINTER, SUMMER]),
      'POST /travels/approve': approve,
      'GET /travels/inductions': { travel: 2, missing: [{ country_id: 12, country_name: 'Nigeria', quiz_id: 4 }] },
    });
    const summer = await item('Audit, Accra');
    expect(screen.getAllByRole('button', { name: /^Approve / }).map((button) => button.getAttribute('aria-label'))).toEqual(['Approve Audit, Accra']);
    fireEvent.click(within(summer).getByRole('button', { name: 'Approve Audit, Accra' }));

    expect((await screen.findByRole('alert')).textContent).toContain('The traveller has not passed the induction of Nigeria');
    const missing = await within(summer).findByRole('region', { name: 'Inductions still missing' });
    expect(within(missing).getByRole('link', { name: 'Induction: Nigeria' }).getAttribute('href')).toBe('/Inf/detail/12');
    expect(approve).toHaveBeenCalledWith({ travel: '2' });
  });

  it('approves a travel whose traveller passed everything, and reloads the list', async () => {
    const get = jest.fn().mockReturnValueOnce(listOf([SUMMER])).mockReturnValue(listOf([{ ...SUMMER, source_id: 0 }]));
    renderList({ 'GET /travels': get, 'POST /travels/approve': { message: 'Travel approved', travel: { ...SUMMER, source_id: 0 } } });
    fireEvent.click(within(await item('Audit, Accra')).getByRole('button', { name: 'Approve Audit, Accra' }));
    expect((await screen.findByRole('status')).textContent).toContain('Travel approved');
    await waitFor(() => expect(field(screen.getByRole('article', { name: 'Audit, Accra' }), 'Approved')).toBe('Yes'));
  });

  it("shows the traveller their own pending travel's missing inductions, with links", async () => {
    renderList(
      { 'GET /travels': listOf([SUMMER, NO_POSITION]), 'GET /travels/inductions': { travel: 3, missing: [{ country_id: 30, country_name: 'Kenya', quiz_id: 5 }] } },
      ['tra'],
    );
    const mine = await item('Training, Nairobi');
    const missing = await within(mine).findByRole('region', { name: 'Inductions still missing' });
    expect(missing.textContent).toContain('Pass these inductions before your travel can be approved');
    expect(within(missing).getByRole('link', { name: 'Induction: Kenya' }).getAttribute('href')).toBe('/Inf/detail/30');
    // Someone else's pending travel shows nothing of the kind.
    expect(within(await item('Audit, Accra')).queryByRole('region', { name: 'Inductions still missing' })).toBeNull();
  });

  it('deletes a travel only once the confirm dialog says OK', async () => {
    const remove = jest.fn(() => ({ message: 'Travel deleted' }));
    const get = jest.fn().mockReturnValueOnce(listOf([{ ...WINTER, can_edit: true }])).mockReturnValue(listOf([]));
    renderList({ 'GET /travels': get, 'POST /travels/delete': remove });
    fireEvent.click(within(await item('Site visit, Lagos')).getByRole('button', { name: 'Delete Site visit, Lagos' }));
    const dialog = await screen.findByRole('dialog', { name: 'Are you sure?' });
    expect(dialog.textContent).toContain('Do you want to delete the travel Site visit, Lagos?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('not found')).toBeTruthy();
    expect(remove).toHaveBeenCalledWith({ travel: '1' });
  });
});
