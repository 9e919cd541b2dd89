import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { ApiError } from '@vigil/web-sdk';
import { fakeApiClient, renderPluginPage, type FakeApiAnswers } from '../../../tests/support/render-plugin';
import CteRequestModal from '../web/cte-request-modal';
import IeRequestModal from '../web/ie-request-modal';
import SedRequestModal from '../web/sed-request-modal';

const COUNTRIES = [
  { id: 380, name: 'Italy', zoneId: 3, iso2: 'IT', iso3: 'ITA' },
  { id: 566, name: 'Nigeria', zoneId: 1, iso2: 'NG', iso3: 'NGA' },
];
const SENT = { message: 'Your request has been sent' };

function renderModal(modal: 'cte' | 'ie' | 'sed', legacy: FakeApiAnswers): { onClose: jest.Mock } {
  const onClose = jest.fn();
  const Modal = { cte: CteRequestModal, ie: IeRequestModal, sed: SedRequestModal }[modal];
  renderPluginPage(<Modal onClose={onClose} />, {
    legacyApi: fakeApiClient(legacy),
    newApi: fakeApiClient({ 'GET /geolocation/countries': COUNTRIES }),
  });
  return { onClose };
}

/** Choosing validates asynchronously: let it settle inside act. */
async function choose(label: string, value: string): Promise<void> {
  await act(async () => {
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  });
}

async function countriesLoaded(): Promise<void> {
  await screen.findByRole('option', { name: 'Nigeria' });
}

async function send(): Promise<void> {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
  });
}

async function expectToast(message: string): Promise<void> {
  // Only the latest toast shows (spec part 1 §4).
  await waitFor(() => expect(document.querySelector('.toast')?.textContent).toBe(message));
}

describe('Country Threat Evaluation', () => {
  it('offers the four languages', async () => {
    renderModal('cte', {});
    await countriesLoaded();
    const options = Array.from((screen.getByLabelText('Language') as HTMLSelectElement).options).map((option) => option.textContent);
    expect(options).toEqual(['Choose a language', 'Italian', 'English', 'French', 'German']);
  });

  it("says 'Missing input: language' and sends nothing when the language is missing", async () => {
    const sendCall = jest.fn();
    const { onClose } = renderModal('cte', { 'POST /email/send-country-threat-evaluation': sendCall });
    await countriesLoaded();
    await choose('Country', 'Italy');
    await send();
    await expectToast('Missing input: language');
    expect(sendCall).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it("sends the country's name and the language, says 'Your request has been sent' and closes", async () => {
    const sendCall = jest.fn().mockResolvedValue(SENT);
    const { onClose } = renderModal('cte', { 'POST /email/send-country-threat-evaluation': sendCall });
    await countriesLoaded();
    await choose('Country', 'Italy');
    await choose('Language', 'German');
    await send();
    await expectToast('Your request has been sent');
    expect(sendCall).toHaveBeenCalledWith({ country: 'Italy', language: 'German' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("says 'An error occurred while elaborating the evaluation' when the send fails, and stays open", async () => {
    const sendCall = jest.fn().mockRejectedValue(new ApiError(503, 'The mail could not be sent'));
    const { onClose } = renderModal('cte', { 'POST /email/send-country-threat-evaluation': sendCall });
    await countriesLoaded();
    await choose('Country', 'Nigeria');
    await choose('Language', 'Italian');
    await send();
    await expectToast('An error occurred while elaborating the evaluation');
    expect(sendCall).toHaveBeenCalledTimes(1);
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('Impact Evaluation', () => {
  const BUILDINGS = { 'GET /companies/getBuildings': [{ label: 'Lagos plant', value: 2 }, { label: 'Milan HQ', value: 1 }] };

  it('offers the projects and the spec\'s asset and personnel choices', async () => {
    renderModal('ie', BUILDINGS);
    await screen.findByRole('option', { name: 'Milan HQ' });
    const texts = (label: string) => Array.from((screen.getByLabelText(label) as HTMLSelectElement).options).map((option) => option.textContent);
    expect(texts('Project')).toEqual(['Choose a project', 'Lagos plant', 'Milan HQ']);
    expect(texts('Asset economic value')).toEqual(['Choose a value', 'More than 50M euro', '10M to 50M', '5M to 10M', '500k to 5M', 'Less than 500k euro']);
    expect(texts('Personnel on site')).toEqual(['Choose a number', 'More than 501', '251 to 500', '51 to 250', '11 to 50', 'Fewer than 10']);
  });

  it("says 'Cannot get buildings' when the projects cannot be loaded, with Retry", async () => {
    const buildings = jest.fn().mockRejectedValueOnce(new ApiError(403, 'Forbidden')).mockResolvedValueOnce([{ label: 'Milan HQ', value: 1 }]);
    renderModal('ie', { 'GET /companies/getBuildings': buildings });
    expect((await screen.findByRole('alert')).textContent).toBe('Cannot get buildings');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('option', { name: 'Milan HQ' })).toBeTruthy();
    expect(screen.queryByText('Cannot get buildings')).toBeNull();
  });

  it("says 'Missing input: project' first and sends nothing, then sends the four fields", async () => {
    const sendCall = jest.fn().mockResolvedValue(SENT);
    renderModal('ie', { ...BUILDINGS, 'POST /email/send-impact-evaluation': sendCall });
    await screen.findByRole('option', { name: 'Milan HQ' });
    await countriesLoaded();
    await choose('Country', 'Nigeria');
    await choose('Asset economic value', '500k-5m');
    await choose('Personnel on site', '11-50');
    await send();
    await expectToast('Missing input: project');
    expect(sendCall).not.toHaveBeenCalled();

    await choose('Project', 'Lagos plant');
    await send();
    await expectToast('Your request has been sent');
    expect(sendCall).toHaveBeenCalledWith({ country: 'Nigeria', project: 'Lagos plant', asset: '500k-5m', personnel: '11-50' });
  });
});

describe('Security Events Database', () => {
  const cities = jest.fn((params?: Record<string, unknown>) =>
    params?.country === '380' ? [{ name: 'Milan' }, { name: 'Rome' }] : [{ name: 'Abuja' }, { name: 'Lagos' }],
  );

  it("offers the chosen country's cities, and the spec's radius choices", async () => {
    renderModal('sed', { 'GET /srmt/getCities': cities });
    await countriesLoaded();
    await choose('Country', 'Italy');
    expect(await screen.findByRole('option', { name: 'Rome' })).toBeTruthy();
    await choose('Location', 'Rome');
    await choose('Country', 'Nigeria');
    expect(await screen.findByRole('option', { name: 'Lagos' })).toBeTruthy();
    expect(screen.queryByRole('option', { name: 'Rome' })).toBeNull();
    // Another country's city is never sent.
    expect((screen.getByLabelText('Location') as HTMLSelectElement).value).toBe('');
    const radius = Array.from((screen.getByLabelText('Radius') as HTMLSelectElement).options).map((option) => option.textContent);
    expect(radius).toEqual(['Choose a radius', 'Entire Country', '10 km', '20 km', '50 km', '100 km', '150 km', '200 km', '250 km']);
    expect(screen.getByLabelText('From date').getAttribute('type')).toBe('date');
  });

  it("says 'Missing input: from_date' and sends nothing; refuses an end before the start; then sends", async () => {
    const sendCall = jest.fn().mockResolvedValue(SENT);
    const { onClose } = renderModal('sed', { 'GET /srmt/getCities': cities, 'POST /email/send-security-event-database': sendCall });
    await countriesLoaded();
    await choose('Country', 'Italy');
    await screen.findByRole('option', { name: 'Milan' });
    await choose('Location', 'Milan');
    await choose('Radius', '-1');
    await choose('End date', '2026-03-01');
    await send();
    await expectToast('Missing input: from_date');

    await choose('From date', '2026-03-02');
    await send();
    await expectToast('The end date cannot be before the from date');
    expect(sendCall).not.toHaveBeenCalled();

    await choose('From date', '2026-02-01');
    await send();
    await expectToast('Your request has been sent');
    expect(sendCall).toHaveBeenCalledWith({ country: 'Italy', location: 'Milan', radius: '-1', from_date: '2026-02-01', end_date: '2026-03-01' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
