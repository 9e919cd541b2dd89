import { fireEvent, screen } from '@testing-library/react';
import { geoArea } from 'd3-geo';
import { VIEW, worldProjection } from '../../../host/web/maps/map-projection';
import type { MapShape } from '../../../host/web/maps/map-types';
import { OfflineMarkerMap } from '../../../host/web/maps/offline-marker-map';
import { shapeGeometry } from '../../../host/web/maps/shape-geometry';
import { renderMap } from './render-map';

// Around Rome: a 500 m circle, and a square of about 1 km wound one way and the other.
const ROME = { lat: 41.9, lng: 12.5 };
const SQUARE = [[12.49, 41.89], [12.51, 41.89], [12.51, 41.91], [12.49, 41.91]];
const shapes: MapShape[] = [
  { kind: 'circle', id: 'c', center: ROME, radius: 500, label: 'Plant' },
  { kind: 'polygon', id: 'p', ring: SQUARE, label: 'Yard' },
];

/** Width and height of the path's points, in drawing units. */
function extent(d: string): [number, number] {
  const numbers = (d.match(/-?\d+(\.\d+)?(e-?\d+)?/g) ?? []).map(Number);
  const xs = numbers.filter((_, index) => index % 2 === 0);
  const ys = numbers.filter((_, index) => index % 2 === 1);
  return [Math.max(...xs) - Math.min(...xs), Math.max(...ys) - Math.min(...ys)];
}

describe('shapeGeometry', () => {
  it('encloses the small side of a ring whichever way it is wound, and draws two points as a line', () => {
    const steradiansOfSquare = 9.1e-8;
    for (const ring of [SQUARE, [...SQUARE].reverse()]) {
      const drawn = shapeGeometry({ kind: 'polygon', ring });
      expect(drawn?.geometry.type).toBe('Polygon');
      expect(geoArea(drawn!.geometry)).toBeLessThan(steradiansOfSquare * 2);
      expect(drawn!.anchor[0]).toBeCloseTo(12.5, 3);
    }
    expect(shapeGeometry({ kind: 'polygon', ring: SQUARE.slice(0, 2) })?.geometry.type).toBe('LineString');
    expect(shapeGeometry({ kind: 'polygon', ring: SQUARE.slice(0, 1) })).toBeNull();
    expect(shapeGeometry({ kind: 'circle', center: ROME, radius: 0 })).toBeNull();
  });
});

describe('the shapes of the offline marker map', () => {
  it('draws circles and polygons at their place and size with their labels, under the markers', async () => {
    const { container } = renderMap(<OfflineMarkerMap markers={[{ id: 1, ...ROME, name: 'Rome' }]} shapes={shapes} />);
    await screen.findByRole('group', { name: 'Map' });
    const circle = screen.getByRole('img', { name: 'Plant' });
    const square = screen.getByRole('img', { name: 'Yard' });
    expect(circle.textContent).toBe('Plant');
    const centre = worldProjection()([ROME.lng, ROME.lat])!;
    // 1 km across, on a world 944 units wide at the equator (40,075 km): about 0.03 units at Rome's latitude.
    const [width, height] = extent(circle.querySelector('path')!.getAttribute('d')!);
    expect(width).toBeGreaterThan(0.02);
    expect(width).toBeLessThan(0.04);
    expect(height).toBeGreaterThan(0.02);
    expect(extent(square.querySelector('path')!.getAttribute('d')!)[0]).toBeLessThan(0.1);
    expect(circle.querySelector('text')!.getAttribute('transform')).toBe(`translate(${centre[0]} ${centre[1]}) scale(1)`);
    // Later in the SVG is on top: the markers follow the shapes.
    const layers = [...container.querySelectorAll('.map-shapes, .map-markers')].map((layer) => layer.getAttribute('class'));
    expect(layers).toEqual(['map-shapes', 'map-markers']);
  });
});

describe('drawing on the offline marker map', () => {
  // jsdom has no PointerEvent: without one, fireEvent's pointer events would carry no coordinates.
  beforeAll(() => {
    if (!('PointerEvent' in window)) Object.assign(window, { PointerEvent: class extends MouseEvent {} });
  });
  beforeEach(() => {
    // jsdom lays nothing out: the map is as large as its view box at the window's corner.
    jest.spyOn(SVGSVGElement.prototype, 'getBoundingClientRect').mockReturnValue({ left: 0, top: 0, width: VIEW.width, height: VIEW.height } as DOMRect);
  });
  afterEach(() => jest.restoreAllMocks());

  it('answers the position clicked, but not after a drag-pan, and the view centre on Enter', async () => {
    const onMapClick = jest.fn();
    renderMap(<OfflineMarkerMap markers={[]} onMapClick={onMapClick} />);
    const map = await screen.findByRole('group', { name: 'Map' });
    const [x, y] = worldProjection()([ROME.lng, ROME.lat])!;
    fireEvent.pointerDown(map, { clientX: x, clientY: y });
    fireEvent.click(map, { clientX: x, clientY: y });
    expect(onMapClick).toHaveBeenCalledTimes(1);
    expect(onMapClick.mock.calls[0][0].lat).toBeCloseTo(ROME.lat, 5);
    expect(onMapClick.mock.calls[0][0].lng).toBeCloseTo(ROME.lng, 5);

    fireEvent.pointerDown(map, { clientX: x, clientY: y });
    fireEvent.pointerMove(map, { clientX: x + 40, clientY: y });
    fireEvent.pointerUp(map);
    fireEvent.click(map, { clientX: x + 40, clientY: y });
    expect(onMapClick).toHaveBeenCalledTimes(1);

    fireEvent.keyDown(map, { key: 'Enter' });
    expect(onMapClick).toHaveBeenCalledTimes(2);
    // The drag pulled the world 40 units right, the view's centre 40 units west: Enter places the point there.
    const centre = worldProjection().invert!([VIEW.width / 2 - 40, VIEW.height / 2])!;
    expect(onMapClick.mock.calls[1][0].lng).toBeCloseTo(centre[0], 5);
  });

  it('is no drawing surface without onMapClick', async () => {
    const { container } = renderMap(<OfflineMarkerMap markers={[]} />);
    await screen.findByRole('group', { name: 'Map' });
    expect(container.querySelector('.map-drawing')).toBeNull();
  });
});
