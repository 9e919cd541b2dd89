import { act, fireEvent, screen, within } from '@testing-library/react';
import GpaListPage from '../web/gpa-list-page';
import { flagOf, renderGpa } from './gpa-fixtures';

function renderList(): ReturnType<typeof renderGpa> {
  return renderGpa(<GpaListPage />, { route: '/Gpa/list/3', path: '/Gpa/list/:continent' });
}

afterEach(() => {
  jest.useRealTimers();
});

describe('GpaListPage', () => {
  it("shows the breadcrumb, the heading 'countries - Europe' and a box per country linking to its detail", async () => {
    renderList();
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('countries - Europe');
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'Country risk analysis' }).getAttribute('href')).toBe('/Gpa');
    expect(within(breadcrumb).getByText('Europe').getAttribute('aria-current')).toBe('page');
    const links = screen.getAllByRole('link').filter((link) => link.className === 'gpa-country-link');
    // Each link is named by its flag's text alternative (a cell of the flag sprite, not an emoji), and shows the name.
    expect(links.map((link) => [link.textContent, flagOf(link), link.getAttribute('href')])).toEqual([
      ['France', 'France sprite:fr', '/Gpa/detail/250'],
      ['Germany', 'Germany sprite:de', '/Gpa/detail/276'],
      ['Italy', 'Italy sprite:it', '/Gpa/detail/380'],
    ]);
    // Italy's cell: column t (19 of 0–25) and row i (8), as shares of the sprite's span.
    const italy = links[2]!.querySelector<HTMLElement>('.country-flag-sprite')!;
    expect([italy.style.backgroundImage, italy.style.backgroundPosition]).toEqual([
      expect.stringMatching(/^url\("?\/assets\/flag-icons-[\d.]+\/4x3-sprite-40x30\.png"?\)$/),
      '76% 32%',
    ]);
    expect(screen.getByRole('link', { name: 'Italy' }).getAttribute('href')).toBe('/Gpa/detail/380');
  });

  it('filters the countries by name as the user types, and says so when none matches', async () => {
    renderList();
    const search = await screen.findByRole('searchbox', { name: 'Search a country by name' });
    fireEvent.change(search, { target: { value: 'MAN' } });
    // What a user perceives: the links in the accessibility tree (left-out boxes are hidden, not removed).
    const names = (): string[] =>
      screen
        .queryAllByRole('link')
        .filter((link) => link.className === 'gpa-country-link')
        .map((link) => link.textContent?.replace(/^\P{L}+/u, '') ?? '');
    expect(names()).toEqual(['Germany']);
    expect(screen.queryByText('not found')).toBeNull();
    fireEvent.change(search, { target: { value: 'zz' } });
    expect(names()).toEqual([]);
    expect(screen.getByText('not found')).toBeTruthy();
    fireEvent.change(search, { target: { value: '' } });
    expect(names()).toEqual(['France', 'Germany', 'Italy']);
  });

  it('describes the risk meter with the risk names, most severe first', async () => {
    renderList();
    const meter = await screen.findByRole('img', { name: 'Risks: Floods (Extreme), Crime (Low)' });
    fireEvent.focus(meter);
    expect(screen.getAllByRole('tooltip').some((tip) => !tip.hidden && tip.textContent === 'Risks: Floods (Extreme), Crime (Low)')).toBe(true);
    expect(screen.getByRole('img', { name: 'No risks rated' })).toBeTruthy();
  });

  it("shows each country's local time from getTime, ticking each second", async () => {
    jest.useFakeTimers({ now: Date.UTC(2025, 2, 1, 12, 0, 0), doNotFake: ['queueMicrotask', 'nextTick'] });
    let timeCalls = 0;
    renderGpa(<GpaListPage />, {
      route: '/Gpa/list/3',
      path: '/Gpa/list/:continent',
      legacy: {
        'GET /countries/getTime': () => {
          timeCalls += 1;
          return { timestamp: Date.UTC(2025, 2, 1, 12, 0, 0) / 1000, dst: 0, gmtOffset: 3600, zoneName: 'Europe/Rome' };
        },
      },
    });
    await act(async () => {
      await jest.advanceTimersByTimeAsync(10);
    });
    const times = (): string[] => Array.from(document.querySelectorAll('.gpa-clock')).map((clock) => clock.textContent ?? '');
    expect(times()).toEqual(['Local time 13:00:00', 'Local time 13:00:00', 'Local time 13:00:00']);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(2000);
    });
    expect(times()).toEqual(['Local time 13:00:02', 'Local time 13:00:02', 'Local time 13:00:02']);
    expect(timeCalls).toBe(3);
  });
});
