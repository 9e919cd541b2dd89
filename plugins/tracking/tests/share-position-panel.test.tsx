import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ApiError } from '@vigil/web-sdk';
import { fakeApiClient, renderPluginPage, type FakeApiAnswers } from '../../../tests/support/render-plugin';
import MyTrackingPage from '../web/my-tracking-page';

const MINE = {
  tracking: true,
  paused: false,
  interval_seconds: 60,
  retention_days: 30,
  last_fix: null,
  sos: null,
  views: [],
};

type Outcome = { coords: { latitude: number; longitude: number; accuracy: number } } | { code: number; message: string };

/** The browser's geolocation, answering every request with `outcome` (a position, or a refusal). */
function mockGeolocation(outcome: Outcome): jest.Mock {
  const getCurrentPosition = jest.fn((resolve: (position: unknown) => void, reject: (error: unknown) => void) => {
    if ('coords' in outcome) resolve({ coords: outcome.coords, timestamp: Date.now() });
    else reject(outcome);
  });
  Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true });
  return getCurrentPosition;
}

function renderPage(route: string, legacy: FakeApiAnswers): void {
  renderPluginPage(<MyTrackingPage />, { route, legacyApi: fakeApiClient({ 'GET /tracking/getDevices': { devices: [] }, ...legacy }) });
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'geolocation');
});

describe('Share my position now', () => {
  it("sends the browser's position, says so and reloads the latest fix", async () => {
    mockGeolocation({ coords: { latitude: 41.9028, longitude: 12.4964, accuracy: 12.3 } });
    const share = jest.fn().mockResolvedValue({ message: 'Position shared' });
    const mine = jest
      .fn()
      .mockResolvedValueOnce(MINE)
      .mockResolvedValue({ ...MINE, last_fix: { lat: 41.9028, lng: 12.4964, fix_time: '2026-11-28T10:20:00.000Z' } });
    renderPage('/Tracking', { 'GET /tracking/getMyTracking': mine, 'POST /tracking/sharePosition': share });

    expect(await screen.findByText(/Send your current position to your company once/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Share my position now' }));

    expect(await screen.findByText('Position shared with your company.')).toBeTruthy();
    expect(share).toHaveBeenCalledWith(expect.objectContaining({ lat: '41.9028000', lng: '12.4964000', accuracy: '12.3' }));
    expect(await screen.findByText('Latest position received: Sat, 28 Nov 2026, 10:20')).toBeTruthy();
  });

  it('with ?share=1 says the company asked for it and puts the focus on the button', async () => {
    mockGeolocation({ coords: { latitude: 1, longitude: 2, accuracy: 5 } });
    renderPage('/Tracking?share=1', { 'GET /tracking/getMyTracking': MINE });

    expect(await screen.findByText(/Your company asked you to share your position/)).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Share my position now' })));
  });

  it('when the browser refuses the position, says so and calls nothing', async () => {
    const geolocation = mockGeolocation({ code: 1, message: 'User denied Geolocation' });
    const share = jest.fn().mockResolvedValue({ message: 'Position shared' });
    renderPage('/Tracking', { 'GET /tracking/getMyTracking': MINE, 'POST /tracking/sharePosition': share });

    fireEvent.click(await screen.findByRole('button', { name: 'Share my position now' }));

    expect(await screen.findByText(/Your position could not be read/)).toBeTruthy();
    expect(geolocation).toHaveBeenCalledTimes(1);
    expect(share).not.toHaveBeenCalled();
  });

  it("shows the server's refusal", async () => {
    mockGeolocation({ coords: { latitude: 1, longitude: 2, accuracy: 5 } });
    const share = jest.fn().mockRejectedValue(new ApiError(400, 'Not a valid coordinate: lat'));
    renderPage('/Tracking', { 'GET /tracking/getMyTracking': MINE, 'POST /tracking/sharePosition': share });

    fireEvent.click(await screen.findByRole('button', { name: 'Share my position now' }));

    expect(await screen.findByText(/Not a valid coordinate: lat/)).toBeTruthy();
  });
});
