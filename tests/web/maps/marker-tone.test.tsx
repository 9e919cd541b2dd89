import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { ClusterBadge } from '../../../host/web/maps/cluster-badge';
import type { MapMarker, MarkerTone } from '../../../host/web/maps/map-types';
import { OfflineMarkerMap } from '../../../host/web/maps/offline-marker-map';
import { REBUILD_MS, useClusterIndex, WORLD_BOUNDS } from '../../../host/web/maps/use-clusters';
import { renderMap } from './render-map';

const CALM: MarkerTone = { fill: '#ffffff', ink: '#1a1a1a', rank: 0 };
const ALARM: MarkerTone = { fill: '#f46d43', ink: '#1a1a1a', rank: 3 };

/** People a few hundred metres apart around Milan: one cluster at world zoom; the seventh is in alarm. */
const crowd: MapMarker[] = Array.from({ length: 12 }, (_, index) => ({
  id: `p${index}`,
  lat: 45.46 + (index % 4) * 0.01,
  lng: 9.19 + Math.floor(index / 4) * 0.01,
  name: `Person ${index}`,
  tone: index === 6 ? ALARM : CALM,
}));
const rome: MapMarker = { id: 'rome', lat: 41.9, lng: 12.5, name: 'Rome', tone: ALARM };
const tokyo: MapMarker = { id: 'tokyo', lat: 35.68, lng: 139.69, name: 'Tokyo' };

describe('marker tones', () => {
  it("draws each marker in its tone's colours, and a marker without one in the map's own", async () => {
    renderMap(<OfflineMarkerMap markers={[rome, tokyo]} />);
    const romeCircle = (await screen.findByRole('img', { name: 'Rome' })).querySelector('circle') as SVGCircleElement;
    expect(romeCircle.style.fill).toBe('#f46d43');
    expect(romeCircle.style.stroke).toBe('#1a1a1a');
    const tokyoCircle = screen.getByRole('img', { name: 'Tokyo' }).querySelector('circle') as SVGCircleElement;
    expect(tokyoCircle.getAttribute('style')).toBeNull();
  });

  it('gives a cluster the tone of its most urgent marker', () => {
    const { result } = renderHook(() => useClusterIndex(crowd));
    const [cluster] = result.current.itemsIn(WORLD_BOUNDS, 2);
    expect(cluster).toMatchObject({ kind: 'cluster', count: 12, tone: ALARM });
    const calm = renderHook(() => useClusterIndex(crowd.map((marker) => ({ ...marker, tone: CALM })))).result.current;
    expect(calm.itemsIn(WORLD_BOUNDS, 2)[0]).toMatchObject({ kind: 'cluster', tone: CALM });
    const plain = renderHook(() => useClusterIndex(crowd.map(({ tone: _tone, ...marker }) => marker))).result.current;
    expect(plain.itemsIn(WORLD_BOUNDS, 2)[0]).not.toHaveProperty('tone');
  });

  it("draws a cluster badge in the tone it is given: the circle's fill and its count's ink", () => {
    const { container } = render(
      <svg>
        <ClusterBadge count={12} x={10} y={10} viewScale={1} tone={ALARM} onOpen={() => undefined} />
      </svg>,
    );
    expect((container.querySelector('.map-cluster circle') as SVGCircleElement).style.fill).toBe('#f46d43');
    expect((container.querySelector('.map-cluster text') as SVGTextElement).style.fill).toBe('#1a1a1a');
  });
});

describe('the cluster index under live positions', () => {
  afterEach(() => jest.useRealTimers());

  it('rebuilds at most every REBUILD_MS; meanwhile single markers are where the newest list puts them', () => {
    jest.useFakeTimers();
    const far = [rome, tokyo];
    const { result, rerender } = renderHook(({ markers }) => useClusterIndex(markers), { initialProps: { markers: far } });
    const first = result.current;
    const moved = [{ ...rome, lat: 40.85, lng: 14.27 }, tokyo, { id: 'oslo', lat: 59.91, lng: 10.75, name: 'Oslo' }];
    rerender({ markers: moved });
    const items = result.current.itemsIn(WORLD_BOUNDS, 2);
    // Rome moved to Naples at once; Oslo, not in the index yet, waits for the rebuild.
    expect(items.map((item) => (item.kind === 'marker' ? item.marker.id : 'cluster'))).toEqual(['rome', 'tokyo']);
    expect(items[0]).toMatchObject({ lat: 40.85, lng: 14.27 });
    expect(result.current).not.toBe(first);
    act(() => {
      jest.advanceTimersByTime(REBUILD_MS);
    });
    const rebuilt = result.current.itemsIn(WORLD_BOUNDS, 2);
    expect(rebuilt.map((item) => (item.kind === 'marker' ? item.marker.id : 'cluster')).sort()).toEqual(['oslo', 'rome', 'tokyo']);
  });

  it('leaves out, until the rebuild, a marker the newest list no longer holds', () => {
    jest.useFakeTimers();
    const { result, rerender } = renderHook(({ markers }) => useClusterIndex(markers), { initialProps: { markers: [rome, tokyo] } });
    rerender({ markers: [tokyo] });
    expect(result.current.itemsIn(WORLD_BOUNDS, 2).map((item) => (item.kind === 'marker' ? item.marker.id : 'cluster'))).toEqual(['tokyo']);
  });
});

describe('a new centre from the page', () => {
  it('pans the map there and keeps the zoom the user chose', async () => {
    const milan = { lat: 45.46, lng: 9.19 };
    const { rerender } = renderMap(<OfflineMarkerMap markers={[rome, tokyo]} zoom={5} center={milan} />);
    const svg = await screen.findByRole('group', { name: 'Map' });
    expect(svg.getAttribute('data-scale')).toBe('8');
    fireEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
    expect(svg.getAttribute('data-scale')).toBe('16');
    rerender(<OfflineMarkerMap markers={[rome, tokyo]} zoom={5} center={{ lat: 41.9, lng: 12.5 }} />);
    expect(svg.getAttribute('data-scale')).toBe('16');
    // Rome is now in the middle of the view (480, 320 of the 960 × 640 drawing), at the user's zoom.
    const [x, y] = (screen.getByRole('img', { name: 'Rome' }).getAttribute('transform') ?? '').match(/-?\d+(\.\d+)?/g)!.map(Number) as [number, number];
    const [tx, ty] = (svg.querySelector('g')?.getAttribute('transform') ?? '').match(/-?\d+(\.\d+)?/g)!.map(Number) as [number, number];
    expect(tx + x * 16).toBeCloseTo(480, 5);
    expect(ty + y * 16).toBeCloseTo(320, 5);
  });

  it('still zooms when the page asks for another zoom', async () => {
    const { rerender } = renderMap(<OfflineMarkerMap markers={[rome]} zoom={5} center={{ lat: 41.9, lng: 12.5 }} />);
    const svg = await screen.findByRole('group', { name: 'Map' });
    fireEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
    rerender(<OfflineMarkerMap markers={[rome]} zoom={4} center={{ lat: 41.9, lng: 12.5 }} />);
    expect(svg.getAttribute('data-scale')).toBe('4');
  });
});
