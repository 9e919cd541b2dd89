import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { LocationProbe } from '../../../tests/support/test-router';
import { ApiError, type MapsService } from '@vigil/web-sdk';
import { createTestServices } from '../../../tests/support/render-plugin';
import GpaDetailPage from '../web/gpa-detail-page';
import { detailFixture, flagOf, renderGpa, type GpaRenderOptions } from './gpa-fixtures';

function renderDetail(options: GpaRenderOptions = {}): ReturnType<typeof renderGpa> {
  return renderGpa(<GpaDetailPage />, { route: '/Gpa/detail/380', path: '/Gpa/detail/:country', ...options });
}

function section(name: string): HTMLElement {
  return screen.getByRole('heading', { name }).closest('section')!;
}

describe('GpaDetailPage', () => {
  it('shows the breadcrumb, map, name with flag, calling code and security badge, and records a view', async () => {
    const views: unknown[] = [];
    renderDetail({ legacy: { 'POST /trends/addView': (body: unknown) => views.push(body) } });
    const heading = await screen.findByRole('heading', { level: 1, name: 'Italy' });
    expect([heading.textContent, flagOf(heading)]).toEqual([' Italy', 'Italy it.svg']);
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'Europe' }).getAttribute('href')).toBe('/Gpa/list/3');
    expect(screen.getByRole('img', { name: 'Map of Italy' })).toBeTruthy();
    expect(screen.getByText('Calling code: +39')).toBeTruthy();
    const badge = screen.getByRole('img', { name: 'Security evaluation 4.5 out of 10' });
    expect(badge.textContent).toBe('4.5/10');
    expect(badge.getAttribute('style')).toContain('background: rgb(249, 168, 37)');
    expect(views).toEqual([{ country: '380' }]);
  });

  it('renders server HTML sanitised, risk indicators and collapsible travel advices', async () => {
    renderDetail();
    await screen.findByRole('heading', { name: 'Risk indicators' });
    expect(within(section('Risk indicators')).getByText('Pickpocketing up in Rome')).toBeTruthy();
    expect(document.querySelector('script')).toBeNull();
    expect(document.querySelector('img[onerror]')).toBeNull();
    const health = screen.getByRole('button', { name: 'Health' });
    expect(health.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(health);
    expect(health.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('Drink bottled water')).toBeTruthy();
  });

  it('opens and closes every geopolitical risk from the block title, and each one alone', async () => {
    renderDetail();
    const title = await screen.findByRole('button', { name: 'Geopolitical risks' });
    const items = (): (string | null)[] =>
      ['Elections', 'Borders'].map((name) => screen.getByRole('button', { name }).getAttribute('aria-expanded'));
    fireEvent.click(screen.getByRole('button', { name: 'Borders' }));
    expect(items()).toEqual(['false', 'true']);
    fireEvent.click(title);
    expect(items()).toEqual(['true', 'true']);
    fireEvent.click(title);
    expect(items()).toEqual(['false', 'false']);
  });

  it('leaves out the geopolitical block when the answer has none', async () => {
    renderDetail({ legacy: { 'GET /countries/getCountryDetail': detailFixture({ geopoliticalRisks: undefined }) } });
    await screen.findByRole('heading', { name: 'Risk indicators' });
    expect(screen.queryByRole('heading', { name: 'Geopolitical risks' })).toBeNull();
  });

  it('filters the news by year and month, and stops at the ends', async () => {
    renderDetail();
    await screen.findByRole('heading', { name: 'Latest news' });
    const news = section('Latest news');
    const next = within(news).getByRole('button', { name: 'Next' }) as HTMLButtonElement;
    const previous = within(news).getByRole('button', { name: 'Previous' }) as HTMLButtonElement;
    expect(within(news).getByText('January news')).toBeTruthy();
    expect(previous.disabled).toBe(true);
    fireEvent.click(next);
    fireEvent.click(next);
    expect(within(news).getByText('Old news')).toBeTruthy();
    expect(next.disabled).toBe(true);
    fireEvent.change(within(news).getByLabelText('Year'), { target: { value: '2025' } });
    fireEvent.change(within(news).getByLabelText('Month'), { target: { value: '2' } });
    expect(within(news).getByText('February news')).toBeTruthy();
    expect(within(news).getByText('1 of 1')).toBeTruthy();
    fireEvent.change(within(news).getByLabelText('Month'), { target: { value: '7' } });
    expect(within(news).getByText('not found')).toBeTruthy();
  });

  it('slides the risk updates round, with the gallery of the current one', async () => {
    renderDetail();
    await screen.findByRole('heading', { name: 'Risk updates' });
    const updates = section('Risk updates');
    expect(within(updates).getByRole('list', { name: 'Gallery of Update one' })).toBeTruthy();
    // The picture is named once, by its caption (an alt of the same words would be heard twice).
    const picture = within(updates).getByText('Harbour', { selector: 'figcaption' }).closest('figure');
    expect([picture?.querySelector('img')?.getAttribute('src'), picture?.querySelector('img')?.getAttribute('alt')]).toEqual([
      'data:image/png;base64,AA==',
      '',
    ]);
    fireEvent.click(within(updates).getByRole('button', { name: 'Previous' }));
    expect(within(updates).getByText('Update two')).toBeTruthy();
    fireEvent.click(within(updates).getByRole('button', { name: 'Next' }));
    expect(within(updates).getByText('Update one')).toBeTruthy();
  });

  it('shows the risk value legend and the threat level legend', async () => {
    renderDetail();
    await screen.findByRole('heading', { name: 'Risk value legend' });
    expect(section('Risk value legend').textContent).toContain('Medium 3–5.5');
    expect(within(section('Threat level legend')).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Extreme Take immediate action and leave',
      'High Exercise high caution',
      'Medium Stay aware and monitor',
      'Low No action',
    ]);
  });

  it('sends a print request in the chosen language, which is required', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    const sent: unknown[] = [];
    renderDetail({ legacy: { 'POST /countries/sendPrintRequest': (body: unknown) => sent.push(body) && { message: 'ok' } } });
    await act(async () => void (await jest.advanceTimersByTimeAsync(10)));
    fireEvent.click(screen.getByRole('button', { name: 'Print report' }));
    const dialog = await screen.findByRole('dialog');
    const language = within(dialog).getByLabelText(/Language/) as HTMLSelectElement;
    expect(Array.from(language.options).map((option) => option.textContent)).toEqual(['Choose a language', 'Italian', 'English', 'French', 'German']);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await act(async () => void (await jest.advanceTimersByTimeAsync(200)));
    expect(sent).toEqual([]);
    fireEvent.change(language, { target: { value: 'French' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await act(async () => void (await jest.advanceTimersByTimeAsync(200)));
    expect(sent).toEqual([{ langSelected: 'French', countryID: 380 }]);
    await screen.findByText('Print request sent successfully');
    expect(screen.queryByRole('dialog')).toBeNull();
    jest.useRealTimers();
  });

  it('opens the print view once the request is sent: every block open, the contacts, and the print dialog', async () => {
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    const sent: unknown[] = [];
    renderGpa(
      <>
        <GpaDetailPage />
        <LocationProbe />
      </>,
      {
        route: '/Gpa/detail/380',
        path: '/Gpa/detail/:country',
        legacy: { 'POST /countries/sendPrintRequest': (body: unknown) => sent.push(body) && { message: 'ok' } },
      },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Print report' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/Language/), { target: { value: 'English' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    const report = await screen.findByRole('article', { name: 'Italy' });
    expect(sent).toEqual([{ langSelected: 'English', countryID: 380 }]);
    expect(screen.getByTestId('location').textContent).toBe('/Gpa/detail/380?view=print&lang=en');
    expect(within(report).getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Risk indicators',
      'Security summary',
      'Travel advices',
      'Geopolitical risks',
      'Contacts',
    ]);
    // Nothing is folded away on paper: each advice and geopolitical risk shows its text.
    expect(within(report).getByText('Drink bottled water')).toBeTruthy();
    expect(within(report).getByText('Border checks')).toBeTruthy();
    expect(within(report).getByRole('row', { name: /Crime/ }).textContent).toContain('2 · Medium');
    expect(within(report).getByRole('link', { name: '+1 555 0199' }).getAttribute('href')).toBe('tel:+15550199');
    // The print dialog opens once the map is in.
    expect(print).not.toHaveBeenCalled();
    fireEvent.load(within(report).getByRole('img', { name: 'Map of Italy' }));
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    print.mockRestore();
  });

  it('says so when the print request fails', async () => {
    renderDetail({
      legacy: {
        'POST /countries/sendPrintRequest': () => {
          throw new ApiError(500, 'Mail server down');
        },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Print report' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/Language/), { target: { value: 'Italian' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await screen.findByText('An error occured during the request');
  });

  it('offers the scroll-to-top button only after one viewport height of scrolling', async () => {
    renderDetail();
    await screen.findByRole('heading', { name: 'Risk indicators' });
    expect(screen.queryByRole('button', { name: 'Back to the top' })).toBeNull();
    Object.defineProperty(window, 'scrollY', { value: window.innerHeight + 10, configurable: true });
    act(() => void window.dispatchEvent(new Event('scroll')));
    const scrollTo = jest.fn();
    window.scrollTo = scrollTo as typeof window.scrollTo;
    fireEvent.click(screen.getByRole('button', { name: 'Back to the top' }));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });

  it('shows a failed load with a Retry', async () => {
    renderDetail({ legacy: { 'GET /countries/getCountryDetail': () => Promise.reject(new ApiError(404, 'Unknown country')) } });
    expect((await screen.findByRole('alert')).textContent).toBe('Unknown country');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy());
  });
});

describe('GpaDetailPage without a map image', () => {
  const ROME = { name: 'Rome', lat: 41.9, lng: 12.5, isCapital: true };
  const withoutImage = { 'GET /countries/getCountryDetail': detailFixture({ image: null, cities: [ROME] }) };

  function mapsService(failHigh: boolean): MapsService & { loadGeometry: jest.Mock } {
    // The real geometry, with the country map's (1:50m) load failing when asked.
    const real = createTestServices().maps;
    return {
      loadGeometry: jest.fn((detail: 'low' | 'high') =>
        failHigh && detail === 'high' ? Promise.reject(new Error('chunk failed')) : real.loadGeometry(detail),
      ),
      markerEngine: () => Promise.resolve('offline'),
    };
  }

  it("shows the country's area map: fitted to it, highlighted, with its cities; a neighbour opens its detail", async () => {
    const maps = mapsService(false);
    renderGpa(
      <>
        <GpaDetailPage />
        <LocationProbe />
      </>,
      { route: '/Gpa/detail/380', path: '/Gpa/detail/:country', legacy: withoutImage, maps },
    );
    const map = await screen.findByRole('group', { name: 'Map of Italy' }, { timeout: 10_000 });
    expect(screen.queryByRole('img', { name: 'Map of Italy' })).toBeNull();
    expect(maps.loadGeometry).toHaveBeenCalledWith('high');
    expect(screen.queryByText('Error during map loading')).toBeNull();
    const italy = within(map).getByRole('button', { name: 'Italy' });
    expect(italy.getAttribute('aria-pressed')).toBe('true');
    // Fitted to Italy, far-away countries reach well outside the drawing.
    const numbers = (map.querySelector('[data-country="Russia"]')?.getAttribute('d') ?? '').match(/-?\d+(\.\d+)?/g)!.map(Number);
    expect(Math.min(...numbers)).toBeLessThan(-1000);
    expect(within(map).getByRole('img', { name: 'Rome' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Enlarge Map' })).toBeTruthy();
    fireEvent.click(within(map).getByRole('button', { name: 'France' }));
    expect(screen.getByTestId('location').textContent).toBe('/Gpa/detail/250');
    // The page then loads the new country; let that answer arrive inside the test.
    await act(async () => undefined);
  });

  it('falls back to the world map with the error notice when the country map fails to load', async () => {
    const maps = mapsService(true);
    renderDetail({ legacy: withoutImage, maps });
    expect((await screen.findByText('Error during map loading', undefined, { timeout: 10_000 })).getAttribute('role')).toBe('alert');
    const map = await screen.findByRole('group', { name: 'Map of Italy' });
    expect(maps.loadGeometry.mock.calls).toEqual([['high'], ['low']]);
    expect(map.querySelectorAll('path.map-country').length).toBeGreaterThan(170);
    expect(within(map).getByRole('button', { name: 'Italy' })).toBeTruthy();
  });

  it('shows the map areas failing to load with a Retry instead of the map', async () => {
    let calls = 0;
    renderDetail({
      legacy: {
        ...withoutImage,
        'GET /zones/getData': () => {
          calls += 1;
          throw new ApiError(503, 'Map areas unavailable');
        },
      },
    });
    expect((await screen.findByRole('alert')).textContent).toBe('Map areas unavailable');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(calls).toBe(2));
  });
});
