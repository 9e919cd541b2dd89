import { act, fireEvent, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MarkerMap } from '../../../host/web/maps/marker-map';
import { OfflineMarkerMap } from '../../../host/web/maps/offline-marker-map';
import { BrowserMapsService } from '../../../host/web/maps/maps-service';
import type { MapMarker } from '../../../host/web/maps/map-types';
import { fakeMapsService, renderMap } from './render-map';

const cities: MapMarker[] = [
  { id: 'rome', lat: 41.9, lng: 12.5, name: 'Rome', isCapital: true },
  { id: 'tokyo', lat: 35.68, lng: 139.69, name: 'Tokyo', isCapital: true },
];

/** Many markers a few hundred metres apart around Milan: one cluster at world zoom. */
const crowd: MapMarker[] = Array.from({ length: 50 }, (_, index) => ({
  id: `p${index}`,
  lat: 45.46 + (index % 7) * 0.01,
  lng: 9.19 + Math.floor(index / 7) * 0.01,
  name: `Point ${index}`,
}));

function offlineService(key: string): BrowserMapsService {
  return new BrowserMapsService({ config: { googleMapsKey: key } as never });
}

afterEach(() => {
  document.head.querySelectorAll('script').forEach((script) => script.remove());
  jest.useRealTimers();
});

describe('MarkerMap', () => {
  it('draws the offline map at once when no Google key is configured', async () => {
    const service = offlineService('');
    const { container } = renderMap(<MarkerMap markers={cities} />, fakeMapsService({ markerEngine: () => service.markerEngine() }));
    await screen.findByRole('group', { name: 'Map' });
    expect(container.querySelector('[data-engine="offline"]')).toBeTruthy();
    expect(document.head.querySelector('script')).toBeNull();
    expect(screen.getByRole('img', { name: 'Rome' })).toBeTruthy();
  });

  it('falls back to the offline map when the Google script fails to load', async () => {
    const service = offlineService('a-key');
    const { container } = renderMap(<MarkerMap markers={cities} />, fakeMapsService({ markerEngine: () => service.markerEngine() }));
    expect(screen.getByRole('status').textContent).toBe('Loading map…');
    const script = document.head.querySelector('script');
    expect(script?.src).toContain('maps.googleapis.com/maps/api/js?key=a-key');
    await act(async () => {
      script?.dispatchEvent(new Event('error'));
    });
    expect(await screen.findByRole('group', { name: 'Map' })).toBeTruthy();
    expect(container.querySelector('[data-engine="offline"]')).toBeTruthy();
  });

  it('falls back to the offline map when the Google script does not answer in time', async () => {
    jest.useFakeTimers();
    const service = offlineService('slow-key');
    const { container } = renderMap(<MarkerMap markers={cities} />, fakeMapsService({ markerEngine: () => service.markerEngine() }));
    await act(async () => {
      jest.advanceTimersByTime(4000);
    });
    jest.useRealTimers();
    expect(await screen.findByRole('group', { name: 'Map' })).toBeTruthy();
    expect(container.querySelector('[data-engine="offline"]')).toBeTruthy();
  });

  it('uses the offline map when the service rejects', async () => {
    const { container } = renderMap(<MarkerMap markers={cities} />, fakeMapsService({ markerEngine: () => Promise.reject(new Error('x')) }));
    await screen.findByRole('group', { name: 'Map' });
    expect(container.querySelector('[data-engine="offline"]')).toBeTruthy();
  });

  it("draws the map again full screen while the page asks, and says when its Close button or Escape ends it", async () => {
    const onFullscreenClose = jest.fn();
    const map = (fullscreen: boolean): ReactElement => (
      <MarkerMap markers={cities} title="Offices" fullscreen={fullscreen} onFullscreenClose={onFullscreenClose} />
    );
    const { rerender } = renderMap(map(false));
    await screen.findByRole('group', { name: 'Offices' });
    expect(screen.queryByRole('dialog')).toBeNull();
    rerender(map(true));
    const dialog = screen.getByRole('dialog', { name: 'Offices' });
    expect(within(dialog).getByRole('group', { name: 'Offices' }).closest('.map-fullscreen-map')).toBeTruthy();
    expect(screen.getAllByRole('group', { name: 'Offices' })).toHaveLength(2);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close map' }));
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(onFullscreenClose).toHaveBeenCalledTimes(2);
    rerender(map(false));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('OfflineMarkerMap', () => {
  it('calls onMarkerClick with the marker, by click or keyboard, capitals at double scale', async () => {
    const onMarkerClick = jest.fn();
    renderMap(<OfflineMarkerMap markers={cities} onMarkerClick={onMarkerClick} />);
    const rome = await screen.findByRole('button', { name: 'Rome' });
    expect(rome.getAttribute('data-scale')).toBe('2');
    fireEvent.click(rome);
    fireEvent.keyDown(screen.getByRole('button', { name: 'Tokyo' }), { key: 'Enter' });
    expect(onMarkerClick.mock.calls).toEqual([[cities[0]], [cities[1]]]);
  });

  it('groups many close markers in one cluster that opens by zooming in', async () => {
    const far: MapMarker[] = [cities[1] as MapMarker, { id: 'ba', lat: -34.6, lng: -58.38, name: 'Buenos Aires' }];
    const { container } = renderMap(<OfflineMarkerMap markers={[...crowd, ...far]} />);
    const cluster = await screen.findByRole('button', { name: '50 places' });
    expect(container.querySelectorAll('.map-marker')).toHaveLength(2);
    const svg = screen.getByRole('group', { name: 'Map' });
    expect(svg.getAttribute('data-scale')).toBe('1');
    fireEvent.click(cluster);
    const scale = Number(svg.getAttribute('data-scale'));
    expect(scale).toBeGreaterThan(1);
    expect(screen.queryByRole('button', { name: '50 places' })).toBeNull();
  });

  it('starts at the given centre and zoom (world view below the minimum zoom)', async () => {
    const { rerender } = renderMap(<OfflineMarkerMap markers={cities} zoom={1} />);
    const svg = await screen.findByRole('group', { name: 'Map' });
    expect(svg.getAttribute('data-scale')).toBe('1');
    rerender(<OfflineMarkerMap markers={cities} zoom={5} center={{ lat: 41.9, lng: 12.5 }} />);
    expect(svg.getAttribute('data-scale')).toBe('8');
    // Rome is now in the middle of the view (480, 320 of the 960 × 640 drawing).
    const rome = screen.getByRole('img', { name: 'Rome' });
    const [x, y] = (rome.getAttribute('transform') ?? '').match(/-?\d+(\.\d+)?/g)!.map(Number) as [number, number];
    const [tx, ty] = (svg.querySelector('g')?.getAttribute('transform') ?? '').match(/-?\d+(\.\d+)?/g)!.map(Number) as [number, number];
    expect(tx + x * 8).toBeCloseTo(480, 5);
    expect(ty + y * 8).toBeCloseTo(320, 5);
  });

  it('zooms with its buttons and draws the countries once loaded', async () => {
    const { container } = renderMap(<OfflineMarkerMap markers={cities} zoom={4} center={{ lat: 41.9, lng: 12.5 }} />);
    const svg = await screen.findByRole('group', { name: 'Map' });
    expect(svg.getAttribute('data-scale')).toBe('4');
    fireEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
    expect(svg.getAttribute('data-scale')).toBe('8');
    await screen.findAllByText((_, element) => element?.getAttribute('data-country') === 'Italy');
    expect(container.querySelectorAll('path.map-country').length).toBeGreaterThan(170);
  });
});
