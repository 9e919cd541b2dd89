import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@vigil/web-sdk';
import { fakeApiClient, renderPluginPage, type FakeApiAnswers } from '../../../tests/support/render-plugin';
import SrmtPage from '../web/srmt-page';

const REQUESTS = [
  { id: 7, source: 'sed', country: 'Italy', status: 'sent', created_at: '2026-02-03T10:20:00.000Z' },
  { id: 3, source: 'cte', country: 'Kenya', status: 'sent', created_at: '2026-01-05T08:00:00.000Z' },
];
const COUNTRIES = [{ id: 380, name: 'Italy', zoneId: 3, iso2: 'IT', iso3: 'ITA' }];

function renderPage(route: string, legacy: FakeApiAnswers): void {
  renderPluginPage(<SrmtPage />, {
    route,
    legacyApi: fakeApiClient(legacy),
    newApi: fakeApiClient({ 'GET /geolocation/countries': COUNTRIES }),
  });
}

describe('SrmtPage', () => {
  it('shows the four circles and the requester\'s own requests with date and status', async () => {
    renderPage('/Srmt', { 'GET /srmt/getMyRequests': REQUESTS });

    expect(screen.getByRole('heading', { level: 1, name: 'Evaluation requests' })).toBeTruthy();
    const circles = within(screen.getByRole('navigation', { name: 'Evaluations you can request' })).getAllByRole('button');
    expect(circles.map((circle) => circle.textContent)).toEqual([
      'Country Threat Evaluation',
      'Impact Evaluation',
      'Security Events Database',
      'DVR-S',
    ]);
    const rows = (await screen.findAllByRole('row')).map((row) => Array.from(row.children).map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Date', 'Request', 'Country', 'Status'],
      ['Tue, 03 Feb 2026, 10:20', 'Security Events Database', 'Italy', 'Sent to the security analysts'],
      ['Mon, 05 Jan 2026, 08:00', 'Country Threat Evaluation', 'Kenya', 'Sent to the security analysts'],
    ]);
  });

  it('says when there is no request yet, and shows a failed load with Retry', async () => {
    const mine = jest.fn().mockRejectedValueOnce(new ApiError(500, 'The list is not available')).mockResolvedValueOnce([]);
    renderPage('/Srmt', { 'GET /srmt/getMyRequests': mine });
    expect((await screen.findByRole('alert')).textContent).toBe('The list is not available');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('You have not requested any evaluation yet.')).toBeTruthy();
  });

  it('opens the DVR-S explanation, from which each evaluation can be requested', async () => {
    renderPage('/Srmt', { 'GET /srmt/getMyRequests': [] });
    const circle = screen.getByRole('button', { name: 'DVR-S' });
    expect(circle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('region', { name: /DVR-S: the security risk evaluation document/ })).toBeNull();

    fireEvent.click(circle);
    const panel = screen.getByRole('region', { name: 'DVR-S: the security risk evaluation document' });
    expect(circle.getAttribute('aria-expanded')).toBe('true');
    expect(panel.textContent).toContain('security risk evaluation document an employer keeps');
    fireEvent.click(within(panel).getByRole('button', { name: 'Impact Evaluation' }));
    expect(await screen.findByRole('dialog', { name: 'Impact Evaluation' })).toBeTruthy();
  });

  it.each([
    ['/Srmt/Cte', 'Country Threat Evaluation', 'Language'],
    ['/Srmt/Ie', 'Impact Evaluation', 'Personnel on site'],
    ['/Srmt/Sed', 'Security Events Database', 'Radius'],
  ])('%s opens the %s modal on load', async (route, title, field) => {
    renderPage(route, { 'GET /srmt/getMyRequests': [], 'GET /companies/getBuildings': [] });
    const dialog = await screen.findByRole('dialog', { name: title });
    expect(within(dialog).getByLabelText(field)).toBeTruthy();
    // Each sub-page has a title of its own in the tab.
    expect(document.title).toContain(`Evaluation requests - ${title} - Vigil`);
  });

  it('a circle opens its modal, and a sent request appears in the list', async () => {
    const mine = jest.fn().mockResolvedValueOnce([]).mockResolvedValueOnce([REQUESTS[1]]);
    const send = jest.fn().mockResolvedValue({ message: 'Your request has been sent' });
    renderPage('/Srmt', { 'GET /srmt/getMyRequests': mine, 'POST /email/send-country-threat-evaluation': send });
    await screen.findByText('You have not requested any evaluation yet.');

    fireEvent.click(screen.getByRole('button', { name: 'Country Threat Evaluation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Country Threat Evaluation' });
    await within(dialog).findByRole('option', { name: 'Italy' });
    await act(async () => {
      fireEvent.change(within(dialog).getByLabelText('Country'), { target: { value: 'Italy' } });
      fireEvent.change(within(dialog).getByLabelText('Language'), { target: { value: 'English' } });
    });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    });

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByRole('cell', { name: 'Kenya' })).toBeTruthy();
    expect(send).toHaveBeenCalledWith({ country: 'Italy', language: 'English' });
  });
});
