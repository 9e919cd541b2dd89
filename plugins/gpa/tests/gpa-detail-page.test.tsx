import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '../../../host/web/plugin-sdk';
import GpaDetailPage from '../web/gpa-detail-page';
import { detailFixture, renderGpa, type GpaRenderOptions } from './gpa-fixtures';

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
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('🇮🇹 Italy');
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
    expect(within(updates).getByRole('img', { name: 'Harbour' })).toBeTruthy();
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
