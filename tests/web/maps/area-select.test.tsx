import { act, fireEvent, renderHook, screen } from '@testing-library/react';
import { useGoogleAreaSelect, type GoogleAreaApi } from '../../../host/web/maps/google-area-select';
import { VIEW, worldProjection } from '../../../host/web/maps/map-projection';
import { OfflineMarkerMap } from '../../../host/web/maps/offline-marker-map';
import { renderMap } from './render-map';

const ROME = { lat: 41.9, lng: 12.5 };

describe('the rectangle selection of the offline marker map', () => {
  // jsdom has no PointerEvent: without one, fireEvent's pointer events would carry no coordinates.
  beforeAll(() => {
    if (!('PointerEvent' in window)) Object.assign(window, { PointerEvent: class extends MouseEvent {} });
  });
  beforeEach(() => {
    // jsdom lays nothing out: the map is as large as its view box at the window's corner.
    jest.spyOn(SVGSVGElement.prototype, 'getBoundingClientRect').mockReturnValue({ left: 0, top: 0, width: VIEW.width, height: VIEW.height } as DOMRect);
  });
  afterEach(() => jest.restoreAllMocks());

  async function drag(map: Element, from: [number, number], to: [number, number], shiftKey = false): Promise<void> {
    fireEvent.pointerDown(map, { clientX: from[0], clientY: from[1], shiftKey });
    fireEvent.pointerMove(map, { clientX: to[0], clientY: to[1] });
    fireEvent.pointerUp(map, { clientX: to[0], clientY: to[1] });
    fireEvent.click(map, { clientX: to[0], clientY: to[1] });
  }

  it("after 'Select area', answers the box a drag draws, without panning and without the drag's click", async () => {
    const onAreaSelect = jest.fn();
    const onMapClick = jest.fn();
    const { container } = renderMap(<OfflineMarkerMap markers={[]} onAreaSelect={onAreaSelect} onMapClick={onMapClick} />);
    const map = await screen.findByRole('group', { name: 'Map' });
    const toggle = screen.getByRole('button', { name: 'Select area' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('true');

    const [x, y] = worldProjection()([ROME.lng, ROME.lat])!;
    const transform = container.querySelector('.map-svg > g')!.getAttribute('transform');
    fireEvent.pointerDown(map, { clientX: x - 10, clientY: y - 10 });
    fireEvent.pointerMove(map, { clientX: x + 10, clientY: y + 10 });
    const rectangle = container.querySelector('rect.map-selection')!;
    expect(Number(rectangle.getAttribute('width'))).toBeCloseTo(20, 5);
    fireEvent.pointerUp(map, { clientX: x + 10, clientY: y + 10 });
    fireEvent.click(map, { clientX: x + 10, clientY: y + 10 });

    expect(onAreaSelect).toHaveBeenCalledTimes(1);
    const box = onAreaSelect.mock.calls[0][0];
    expect(box.north).toBeGreaterThan(ROME.lat);
    expect(box.south).toBeLessThan(ROME.lat);
    expect(box.west).toBeLessThan(ROME.lng);
    expect(box.east).toBeGreaterThan(ROME.lng);
    expect(box.east - box.west).toBeLessThan(10);
    expect(container.querySelector('rect.map-selection')).toBeNull();
    expect(container.querySelector('.map-svg > g')!.getAttribute('transform')).toBe(transform);
    expect(onMapClick).not.toHaveBeenCalled();

    // A press released where it started is a click: it selects nothing and reaches the map.
    fireEvent.pointerDown(map, { clientX: x, clientY: y });
    fireEvent.pointerUp(map, { clientX: x, clientY: y });
    fireEvent.click(map, { clientX: x, clientY: y });
    expect(onAreaSelect).toHaveBeenCalledTimes(1);
    expect(onMapClick).toHaveBeenCalledTimes(1);
  });

  it('selects with Shift+drag without the toggle; a plain drag pans', async () => {
    const onAreaSelect = jest.fn();
    const { container } = renderMap(<OfflineMarkerMap markers={[]} onAreaSelect={onAreaSelect} />);
    const map = await screen.findByRole('group', { name: 'Map' });
    const transform = container.querySelector('.map-svg > g')!.getAttribute('transform');
    await drag(map, [100, 100], [200, 150]);
    expect(onAreaSelect).not.toHaveBeenCalled();
    expect(container.querySelector('.map-svg > g')!.getAttribute('transform')).not.toBe(transform);
    await drag(map, [100, 100], [200, 150], true);
    expect(onAreaSelect).toHaveBeenCalledTimes(1);
  });

  it("reaches a selection by keyboard: 'Select the visible area' answers what the view shows", async () => {
    const onAreaSelect = jest.fn();
    renderMap(<OfflineMarkerMap markers={[]} onAreaSelect={onAreaSelect} />);
    await screen.findByRole('group', { name: 'Map' });
    expect(screen.queryByRole('button', { name: 'Select the visible area' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Select area' }));
    fireEvent.click(screen.getByRole('button', { name: 'Select the visible area' }));
    expect(onAreaSelect).toHaveBeenCalledWith({ north: 85, south: -85, east: 180, west: -180 });
  });

  it('offers no selection without onAreaSelect', async () => {
    renderMap(<OfflineMarkerMap markers={[]} />);
    await screen.findByRole('group', { name: 'Map' });
    expect(screen.queryByRole('button', { name: 'Select area' })).toBeNull();
  });
});

describe('the rectangle selection on Google Maps', () => {
  type Handler = (event: { latLng?: { lat(): number; lng(): number } | null }) => void;
  const at = (lat: number, lng: number): { lat(): number; lng(): number } => ({ lat: () => lat, lng: () => lng });

  function fakeGoogle(): { api: GoogleAreaApi; handlers: Map<string, Handler>; rectangles: Array<{ bounds: unknown; map: unknown }> } {
    const handlers = new Map<string, Handler>();
    const rectangles: Array<{ bounds: unknown; map: unknown }> = [];
    const map = {
      addListener: (event: string, handler: Handler) => {
        handlers.set(event, handler);
        return { remove: () => handlers.delete(event) };
      },
    };
    class Rectangle {
      constructor(options: { bounds: unknown; map: unknown }) {
        rectangles.push(this.state);
        Object.assign(this.state, { bounds: options.bounds, map: options.map });
      }
      state = { bounds: null as unknown, map: null as unknown };
      setBounds(bounds: unknown): void {
        this.state.bounds = bounds;
      }
      setMap(value: unknown): void {
        this.state.map = value;
      }
    }
    return { api: { map, maps: { Rectangle } } as unknown as GoogleAreaApi, handlers, rectangles };
  }

  it('listens only while on, draws the rectangle while dragging, answers its box and swallows the next click', () => {
    const { api, handlers, rectangles } = fakeGoogle();
    const onAreaSelect = jest.fn();
    const { result, rerender } = renderHook(({ active }) => useGoogleAreaSelect(api, active, onAreaSelect), { initialProps: { active: false } });
    expect(handlers.size).toBe(0);
    rerender({ active: true });
    act(() => {
      handlers.get('mousedown')!({ latLng: at(42, 12) });
      handlers.get('mousemove')!({ latLng: at(41, 13) });
    });
    expect(rectangles[0]).toEqual({ bounds: { north: 42, south: 41, west: 12, east: 13 }, map: expect.anything() });
    act(() => handlers.get('mouseup')!({ latLng: at(40, 14) }));
    expect(onAreaSelect).toHaveBeenCalledWith({ north: 42, south: 40, west: 12, east: 14 });
    expect(rectangles[0]!.map).toBeNull();
    expect(result.current()).toBe(true);
    expect(result.current()).toBe(false);
    rerender({ active: false });
    expect(handlers.size).toBe(0);
  });
});
