import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AreaMap } from '../../../host/web/maps/area-map';
import type { MapArea, MapMarker } from '../../../host/web/maps/map-types';
import { fakeMapsService, renderMap } from './render-map';

const areas: MapArea[] = [
  { id: 1, iso2: 'IT', iso3: 'ITA', name: 'Italy', level: 'medium' },
  { id: 2, iso2: 'FR', iso3: 'FRA', name: 'France', level: 'high' },
  { id: 3, iso2: 'CD', iso3: 'COD', name: 'Democratic Republic of the Congo', level: 'extreme' },
];

const markers: MapMarker[] = [
  { id: 'rome', latitude: 41.9, longitude: 12.5, name: 'Rome', isCapital: true },
  { id: 'milan', lat: 45.46, lng: 9.19, name: 'Milan' },
  { id: 'naples', lat: '40.85', lng: '14.27', title: 'Naples' },
];

async function mapSvg(name = 'Map'): Promise<HTMLElement> {
  return screen.findByRole('group', { name });
}

describe('AreaMap', () => {
  it('renders the low-detail countries as paths and the areas as labelled buttons', async () => {
    const { container } = renderMap(<AreaMap areas={areas} onAreaClick={() => undefined} />);
    const svg = await mapSvg();
    expect(svg.querySelectorAll('path.map-country').length).toBeGreaterThan(170);
    expect(container.querySelector('svg title')?.textContent).toBe('Map');
    expect(screen.getByRole('button', { name: 'Italy' }).getAttribute('d')).toMatch(/^M/);
    // 'Dem. Rep. Congo' in Natural Earth matches the server's full name.
    expect(screen.getByRole('button', { name: 'Democratic Republic of the Congo' })).toBeTruthy();
    expect(svg.querySelector('[data-country="Germany"]')?.getAttribute('role')).toBeNull();
  });

  it('calls onAreaClick with the area on click and on Enter', async () => {
    const onAreaClick = jest.fn();
    renderMap(<AreaMap areas={areas} onAreaClick={onAreaClick} highlight={2} />);
    const italy = await screen.findByRole('button', { name: 'Italy' });
    fireEvent.click(italy);
    fireEvent.keyDown(screen.getByRole('button', { name: 'France' }), { key: 'Enter' });
    expect(onAreaClick.mock.calls).toEqual([[areas[0]], [areas[1]]]);
    expect(screen.getByRole('button', { name: 'France' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('zooms in and out with its labelled buttons and the keyboard', async () => {
    renderMap(<AreaMap areas={areas} />);
    const svg = await mapSvg();
    expect(svg.getAttribute('data-scale')).toBe('1');
    expect((screen.getByRole('button', { name: 'Zoom out' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
    fireEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
    expect(svg.getAttribute('data-scale')).toBe('4');
    expect(svg.querySelector('g')?.getAttribute('transform')).toContain('scale(4)');
    fireEvent.click(screen.getByRole('button', { name: 'Zoom out' }));
    expect(svg.getAttribute('data-scale')).toBe('2');
    fireEvent.keyDown(svg, { key: '-' });
    expect(svg.getAttribute('data-scale')).toBe('1');
  });

  it('opens the enlarged map in a dialog and closes it with its button or Escape', async () => {
    renderMap(<AreaMap areas={areas} enlargeable />);
    await mapSvg();
    fireEvent.click(screen.getByRole('button', { name: 'Enlarge Map' }));
    const dialog = screen.getByRole('dialog', { name: 'Map' });
    expect(await within(dialog).findByRole('group', { name: 'Map' })).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Enlarge Map' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close map' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Enlarge Map' }));
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('offers no Enlarge Map unless asked', async () => {
    renderMap(<AreaMap areas={areas} />);
    await mapSvg();
    expect(screen.queryByRole('button', { name: 'Enlarge Map' })).toBeNull();
  });

  it('draws capitals at double scale and raises the hovered marker with its label', async () => {
    renderMap(<AreaMap areas={areas} markers={markers} />);
    const svg = await mapSvg();
    const rome = screen.getByRole('img', { name: 'Rome' });
    expect(rome.getAttribute('data-scale')).toBe('2');
    expect(rome.getAttribute('transform')).toContain('scale(2)');
    expect(screen.getByRole('img', { name: 'Milan' }).getAttribute('data-scale')).toBe('1');

    const order = (): Array<string | null> =>
      [...svg.querySelectorAll('.map-marker[aria-label]')].map((marker) => marker.getAttribute('aria-label'));
    /** The picture drawn last, on top of every marker: the hovered or focused one's dot and label. */
    const onTop = (): Element | null => svg.querySelector('.map-markers > :last-child.map-marker-top');
    expect(order()).toEqual(['Rome', 'Milan', 'Naples']);
    fireEvent.pointerEnter(rome);
    // The markers stay where they are in the document (a moved node loses a click); Rome is drawn again on top.
    expect(order()).toEqual(['Rome', 'Milan', 'Naples']);
    expect(onTop()?.getAttribute('transform')).toBe(rome.getAttribute('transform'));
    expect(onTop()?.querySelector('.map-marker-label')?.textContent).toBe('Rome');
    fireEvent.pointerLeave(screen.getByRole('img', { name: 'Rome' }));
    expect(svg.querySelector('.map-marker-label')).toBeNull();
    // Focus shows the label too, for keyboard users.
    fireEvent.focus(screen.getByRole('img', { name: 'Milan' }));
    expect(onTop()?.querySelector('.map-marker-label')?.textContent).toBe('Milan');
  });

  it('shows a region map fitted to its country', async () => {
    const loadGeometry = jest.fn(fakeMapsService().loadGeometry);
    renderMap(<AreaMap areas={areas} region="ITA" detail="high" />, fakeMapsService({ loadGeometry }));
    const svg = await mapSvg();
    expect(loadGeometry).toHaveBeenCalledWith('high');
    expect(screen.queryByRole('alert')).toBeNull();
    // Fitted to Italy, the world is far larger than the view: Germany's path reaches well outside it.
    const box = (name: string): number[] =>
      (svg.querySelector(`[data-country="${name}"]`)?.getAttribute('d') ?? '').match(/-?\d+(\.\d+)?/g)!.map(Number);
    expect(Math.min(...box('Russia'))).toBeLessThan(-1000);
  });

  it('falls back to the low-detail world map with the error when the region map fails to load', async () => {
    const world = fakeMapsService();
    const loadGeometry = jest.fn((detail: 'low' | 'high') =>
      detail === 'high' ? Promise.reject(new Error('chunk failed')) : world.loadGeometry(detail),
    );
    renderMap(<AreaMap areas={areas} region="ITA" detail="high" />, fakeMapsService({ loadGeometry }));
    expect((await screen.findByRole('alert')).textContent).toBe('Error during map loading');
    const svg = await mapSvg();
    expect(loadGeometry.mock.calls).toEqual([['high'], ['low']]);
    expect(svg.querySelectorAll('path.map-country').length).toBeGreaterThan(170);
  });

  it('falls back to the world map when the region is unknown', async () => {
    renderMap(<AreaMap areas={areas} region="XXX" />);
    expect((await screen.findByRole('alert')).textContent).toBe('Error during map loading');
    expect(await mapSvg()).toBeTruthy();
  });

  it('draws maps without a Maps service bound (offline defaults)', async () => {
    renderMap(<AreaMap areas={areas} />, null);
    expect(await mapSvg()).toBeTruthy();
    await act(async () => undefined);
  });

  it("draws a legend of the levels, each with its number and name, and fills each area with its level's pattern", async () => {
    const legend = [
      { level: 'low', label: 'Low' },
      { level: 'medium', label: 'Medium' },
      { level: 'high', label: 'High' },
      { level: 'extreme', label: 'Extreme' },
    ] as const;
    renderMap(<AreaMap areas={areas} legend={legend} onAreaClick={() => undefined} />);
    const svg = await mapSvg();
    const items = within(screen.getByRole('list', { name: 'Legend' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['1Low', '2Medium', '3High', '4Extreme']);
    // Italy (medium) and France (high) are filled with patterns of their level: colour is not the only cue.
    const fill = (name: string): string => (screen.getByRole('button', { name }) as unknown as SVGElement).style.fill;
    const patternOf = (name: string): Element | null => svg.querySelector(fill(name).replace(/^url\("?#(.*?)"?\)$/, '#$1'));
    expect(patternOf('Italy')?.querySelector('circle')).toBeTruthy();
    expect(patternOf('France')?.querySelector('path')?.getAttribute('d')).toMatch(/^M0 6 L6 0$/);
    expect(patternOf('Democratic Republic of the Congo')?.querySelector('path')?.getAttribute('d')).toContain('M0 0');
  });

  it("shows the name and description of the country under the pointer or in focus, which screen readers hear", async () => {
    renderMap(<AreaMap areas={areas} describeArea={(area) => `Level of ${area.name}`} onAreaClick={() => undefined} />);
    await mapSvg();
    const italy = screen.getByRole('button', { name: 'Italy' });
    expect(italy.getAttribute('aria-description')).toBe('Level of Italy');
    fireEvent.pointerMove(italy, { clientX: 10, clientY: 10 });
    expect(document.querySelector('.map-tooltip')?.textContent).toBe('ItalyLevel of Italy');
    fireEvent.pointerLeave(italy.parentElement!.parentElement!);
    expect(document.querySelector('.map-tooltip')).toBeNull();
    fireEvent.focus(screen.getByRole('button', { name: 'France' }));
    expect(document.querySelector('.map-tooltip')?.textContent).toBe('FranceLevel of France');
  });

  it('is one tab stop: one country is in the tab order, and the arrow keys move between countries', async () => {
    renderMap(<AreaMap areas={areas} highlight={1} onAreaClick={() => undefined} />);
    const svg = await mapSvg();
    const tabbable = (): string[] =>
      [...svg.querySelectorAll('[tabindex="0"]')].map((element) => element.getAttribute('aria-label') ?? 'the drawing');
    // The highlighted country is the tab stop; the drawing itself is not one.
    expect(tabbable()).toEqual(['Italy']);
    const italy = screen.getByRole('button', { name: 'Italy' });
    act(() => italy.focus());
    fireEvent.keyDown(italy, { key: 'ArrowLeft' });
    expect(document.activeElement?.getAttribute('aria-label')).toBe('France');
    expect(tabbable()).toEqual(['France']);
    // Nothing lies north of France among the areas: the focus stays.
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' });
    expect(document.activeElement?.getAttribute('aria-label')).toBe('France');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Democratic Republic of the Congo');
    expect(svg.getAttribute('data-scale')).toBe('1');
  });

  it('leaves Antarctica off the world map, cropped below South Georgia', async () => {
    renderMap(<AreaMap areas={areas} />);
    const svg = await mapSvg();
    expect(svg.querySelector('[data-country="Antarctica"]')).toBeNull();
    expect(svg.querySelector('[data-country="Argentina"]')).toBeTruthy();
    expect(svg.getAttribute('viewBox')).toBe('0 0 960 497');
  });
});

describe('AreaMap geometry chunks', () => {
  it('loads each detail once and reuses it', async () => {
    const { loadWorldGeometry } = await import('../../../host/web/maps/load-geometry');
    const first = loadWorldGeometry('low');
    expect(loadWorldGeometry('low')).toBe(first);
    const world = await first;
    expect(world.features.find((country) => country.id === '380')?.properties.name).toBe('Italy');
    await waitFor(() => expect(loadWorldGeometry('low')).toBe(first));
  });
});
