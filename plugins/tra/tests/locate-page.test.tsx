import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderPluginPage } from '../../../tests/support/render-plugin';
import TraPage from '../web/tra-page';
import { LOCATE_TONES } from '../web/locate-people';
import { LOCATE, OFFLINE_MAP } from './locate-fixtures';

function renderLocate(route = '/Tra/Locate'): jest.Mock {
  const get = jest.fn().mockResolvedValue(LOCATE);
  // The plugin's page module, which reads the country from the route as the host mounts it.
  renderPluginPage(<TraPage />, { legacyApi: { get }, route, path: '/Tra/*', maps: OFFLINE_MAP });
  return get;
}

/** The colour as the DOM writes it back (jsdom answers rgb()). */
function css(colour: string): string {
  const probe = document.createElement('span');
  probe.style.fill = colour;
  return probe.style.fill;
}

/** Where the map draws a marker or a cluster, in drawing units (the map is laid out as its view box: see beforeEach). */
function placeOf(element: Element): [number, number] {
  const [, x, y] = /translate\(([-\d.e]+) ([-\d.e]+)\)/.exec(element.getAttribute('transform') ?? '') ?? [];
  return [Number(x), Number(y)];
}

/** A drag with 'Select area' on, `reach` drawing units around a point. */
function selectAround(map: HTMLElement, [x, y]: [number, number], reach: number): void {
  const [x1, y1, x2, y2] = [x - reach, y - reach, x + reach, y + reach];
  fireEvent.pointerDown(map, { clientX: x1, clientY: y1 });
  fireEvent.pointerMove(map, { clientX: x2, clientY: y2 });
  fireEvent.pointerUp(map, { clientX: x2, clientY: y2 });
  fireEvent.click(map, { clientX: x2, clientY: y2 });
}

describe('/Tra/Locate', () => {
  beforeAll(() => {
    if (!('PointerEvent' in window)) Object.assign(window, { PointerEvent: class extends MouseEvent {} });
  });
  beforeEach(() => {
    // jsdom lays nothing out: the map is as large as its view box, so screen and drawing units are the same.
    jest.spyOn(SVGSVGElement.prototype, 'getBoundingClientRect').mockImplementation(function box(this: SVGSVGElement) {
      const [, , width, height] = (this.getAttribute('viewBox') ?? '0 0 0 0').split(' ').map(Number);
      return { left: 0, top: 0, width, height } as DOMRect;
    });
  });
  afterEach(() => jest.restoreAllMocks());

  it('marks a traveller without a position at their planned location, in its own style, and says so', async () => {
    const get = renderLocate();
    const bruno = await screen.findByRole('img', { name: 'Bruno Rossi (planned location)' });
    expect((bruno.querySelector('circle') as SVGCircleElement).style.fill).toBe(css(LOCATE_TONES.itinerary.fill));
    expect(screen.getByRole('list', { name: 'Legend' }).textContent).toBe('Latest positionPlanned location (itinerary for today)');
    expect(screen.getByText('3 travellers today')).toBeTruthy();
    expect(get).toHaveBeenCalledWith('/travels/locate', {});
  });

  it('draws a traveller with a position at it, in the position style, once the map is at a zoom that splits them', async () => {
    renderLocate('/Tra/Locate/5');
    const ada = await screen.findByRole('img', { name: 'Ada Tester' });
    expect((ada.querySelector('circle') as SVGCircleElement).style.fill).toBe(css(LOCATE_TONES.position.fill));
  });

  it('filters by country: All plus the countries, a choice opens /Tra/Locate/{countryID} at zoom 6, All goes back at zoom 1', async () => {
    renderLocate();
    const container = document.body;
    const filter = (await screen.findByLabelText('Country')) as HTMLSelectElement;
    expect(within(filter).getAllByRole('option').map((option) => option.textContent)).toEqual(['All', 'Italy', 'Nigeria']);
    await screen.findByRole('group', { name: 'Staff presence' });
    expect(container.querySelector('svg.map-svg')?.getAttribute('data-scale')).toBe('1');

    fireEvent.change(filter, { target: { value: '5' } });
    await screen.findByRole('img', { name: 'Carla Rossi' });
    expect(screen.queryByRole('img', { name: 'Bruno Rossi (planned location)' })).toBeNull();
    expect((screen.getByLabelText('Country') as HTMLSelectElement).value).toBe('5');
    expect(screen.getByText('2 travellers today')).toBeTruthy();
    // Level 6 is 2^(6 - 2) times the whole world (the minimum zoom, 2, shows all of it).
    await waitFor(() => expect(container.querySelector('svg.map-svg')?.getAttribute('data-scale')).toBe('16'));
    expect(screen.getByRole('link', { name: 'Contact' }).getAttribute('href')).toBe('/Tra/Locate/5/contact');

    fireEvent.change(screen.getByLabelText('Country'), { target: { value: '' } });
    await screen.findByRole('img', { name: 'Bruno Rossi (planned location)' });
    expect(screen.getByRole('link', { name: 'Contact' }).getAttribute('href')).toBe('/Tra/Locate/contact');
  });

  it('selects the people inside a rectangle, lists them checked, and the Contact link carries their travels', async () => {
    renderLocate();
    const map = await screen.findByRole('group', { name: 'Staff presence' });
    fireEvent.click(screen.getByRole('button', { name: 'Select area' }));
    // At zoom 1 Ada (Rome) and Carla (Milan) are one cluster; Bruno (Lagos) is far south.
    const italy = placeOf(screen.getByRole('button', { name: '2 places' }));
    selectAround(map, italy, 20);

    expect(screen.getByText('2 employees selected in the area').getAttribute('role')).toBe('status');
    const list = within(screen.getByRole('region', { name: 'Selected people' }));
    const boxes = list.getAllByRole('checkbox') as HTMLInputElement[];
    expect(boxes.map((box) => [box.closest('label')?.querySelector('span')?.textContent, box.checked])).toEqual([
      ['Ada Tester', true],
      ['Carla Rossi', true],
    ]);
    expect(screen.getByRole('link', { name: 'Contact' }).getAttribute('href')).toBe('/Tra/Locate/contact?travels=1,3');

    fireEvent.click(boxes[1]!);
    expect(screen.getByRole('link', { name: 'Contact' }).getAttribute('href')).toBe('/Tra/Locate/contact?travels=1');

    // A new rectangle replaces the selection (and checks everyone in it again).
    selectAround(map, placeOf(screen.getByRole('img', { name: 'Bruno Rossi (planned location)' })), 5);
    expect(screen.getByText('1 employees selected in the area')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Contact' }).getAttribute('href')).toBe('/Tra/Locate/contact?travels=2');
  });

  it('clears the selection on a plain click of the map', async () => {
    renderLocate();
    const map = await screen.findByRole('group', { name: 'Staff presence' });
    fireEvent.click(screen.getByRole('button', { name: 'Select area' }));
    fireEvent.click(screen.getByRole('button', { name: 'Select the visible area' }));
    expect(screen.getByText('3 employees selected in the area')).toBeTruthy();

    fireEvent.pointerDown(map, { clientX: 100, clientY: 100 });
    fireEvent.pointerUp(map, { clientX: 100, clientY: 100 });
    fireEvent.click(map, { clientX: 100, clientY: 100 });
    expect(screen.queryByText(/employees selected in the area/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Contact' }).getAttribute('href')).toBe('/Tra/Locate/contact');
  });
});
