import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { BuildingLocation } from '@vigil/core';
import { ApiError, type MapsService } from '@vigil/web-sdk';
import { renderAdmin } from './admin-fixtures';

const LOCATIONS: BuildingLocation[] = [
  { label: 'Jakarta office', value: 3, lat: null, lng: null },
  { label: 'Lagos plant', value: 2, lat: 6.5244, lng: 3.3792 },
  { label: 'Milan HQ', value: 1, lat: null, lng: null },
];

/** The offline map, its countries never arriving: clicks are placed all the same, and no late update follows a test. */
const OFFLINE_MAP: MapsService = { markerEngine: async () => 'offline', loadGeometry: () => new Promise(() => undefined) };

function renderLocations(answers: Record<string, unknown>): void {
  renderAdmin({ legacy: { 'GET /companies/getBuildingLocations': LOCATIONS, ...answers }, maps: OFFLINE_MAP });
}

beforeAll(() => {
  // jsdom has no PointerEvent (the offline map's drag) and lays nothing out: the map is its view box's size.
  if (!('PointerEvent' in window)) Object.assign(window, { PointerEvent: class extends MouseEvent {} });
});
beforeEach(() => {
  jest.spyOn(SVGSVGElement.prototype, 'getBoundingClientRect').mockReturnValue({ left: 0, top: 0, width: 960, height: 640 } as DOMRect);
});
afterEach(() => jest.restoreAllMocks());

async function openPanel(): Promise<HTMLElement> {
  fireEvent.click(await screen.findByRole('button', { name: 'Project locations' }));
  const dialog = await screen.findByRole('dialog', { name: 'Project locations' });
  await within(dialog).findByRole('group', { name: 'Projects' });
  return dialog;
}

function choose(dialog: HTMLElement, label: string): void {
  fireEvent.click(within(dialog).getByRole('radio', { name: new RegExp(`^${label}`) }));
}

describe('project locations on /Admin', () => {
  it('lists every project with its location, and opens the first one to place', async () => {
    renderLocations({});
    const dialog = await openPanel();
    const radios = within(dialog).getAllByRole('radio');
    expect(radios.map((radio) => radio.closest('label')?.textContent)).toEqual(['Jakarta office No location', 'Lagos plant 6.52440, 3.37920', 'Milan HQ No location']);
    expect((radios[0] as HTMLInputElement).checked).toBe(true);
    expect(within(dialog).getByRole('form', { name: 'Location of Jakarta office' })).toBeTruthy();
    expect((within(dialog).getByLabelText('Latitude') as HTMLInputElement).value).toBe('');
    expect((within(dialog).getByRole('button', { name: 'Clear the location' }) as HTMLButtonElement).disabled).toBe(true);

    choose(dialog, 'Lagos plant');
    expect((within(dialog).getByLabelText('Latitude') as HTMLInputElement).value).toBe('6.5244');
    expect((within(dialog).getByLabelText('Longitude') as HTMLInputElement).value).toBe('3.3792');
    // The project's own marker, and the others' that have a place.
    const map = await within(dialog).findByRole('group', { name: 'Map to place Lagos plant on' });
    expect(within(map).getByRole('img', { name: /Lagos plant/ })).toBeTruthy();
  });

  it('places a project with a click on the map, saves it, and shows the saved place in the list', async () => {
    const set = jest.fn((input: Record<string, unknown>) => ({ label: 'Milan HQ', value: 1, lat: Number(input.lat), lng: Number(input.lng) }));
    renderLocations({ 'POST /companies/setBuildingLocation': set });
    const dialog = await openPanel();
    choose(dialog, 'Milan HQ');
    const map = await within(dialog).findByRole('group', { name: 'Map to place Milan HQ on' });
    // The map's centre: the default view's, as nothing is placed yet.
    fireEvent.click(map, { clientX: 480, clientY: 320 });
    const lat = (within(dialog).getByLabelText('Latitude') as HTMLInputElement).value;
    const lng = (within(dialog).getByLabelText('Longitude') as HTMLInputElement).value;
    expect(lat).toMatch(/^-?\d+\.\d{6}$/);
    expect(lng).toMatch(/^-?\d+\.\d{6}$/);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Save the location' }));
    await waitFor(() => expect(set).toHaveBeenCalledWith({ building: '1', lat, lng }));
    expect(await screen.findByText('Location of Milan HQ saved')).toBeTruthy();
    const row = within(dialog).getByRole('radio', { name: /^Milan HQ/ }).closest('label');
    expect(row?.textContent).toBe(`Milan HQ ${Number(lat).toFixed(5)}, ${Number(lng).toFixed(5)}`);
  });

  it('checks typed coordinates before sending, and shows a server refusal', async () => {
    const set = jest.fn().mockRejectedValue(new ApiError(404, 'Unknown project: 3'));
    renderLocations({ 'POST /companies/setBuildingLocation': set });
    const dialog = await openPanel();
    fireEvent.change(within(dialog).getByLabelText('Latitude'), { target: { value: '91' } });
    fireEvent.change(within(dialog).getByLabelText('Longitude'), { target: { value: 'east' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save the location' }));
    expect(await within(dialog).findByText('The latitude must be a number from -90 to 90')).toBeTruthy();
    expect(within(dialog).getByText('The longitude must be a number from -180 to 180')).toBeTruthy();
    expect(set).not.toHaveBeenCalled();

    fireEvent.change(within(dialog).getByLabelText('Latitude'), { target: { value: '-6.2088' } });
    fireEvent.change(within(dialog).getByLabelText('Longitude'), { target: { value: '106.8456' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save the location' }));
    await waitFor(() => expect(set).toHaveBeenCalledWith({ building: '3', lat: '-6.2088', lng: '106.8456' }));
    expect(await screen.findByText('Unknown project: 3')).toBeTruthy();
    expect(within(dialog).getByRole('radio', { name: /^Jakarta office/ }).closest('label')?.textContent).toBe('Jakarta office No location');
  });

  it('clears a saved location', async () => {
    const set = jest.fn().mockResolvedValue({ label: 'Lagos plant', value: 2, lat: null, lng: null });
    renderLocations({ 'POST /companies/setBuildingLocation': set });
    const dialog = await openPanel();
    choose(dialog, 'Lagos plant');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Clear the location' }));
    await waitFor(() => expect(set).toHaveBeenCalledWith({ building: '2', lat: '', lng: '' }));
    expect(await screen.findByText('Location of Lagos plant cleared')).toBeTruthy();
    expect(within(dialog).getByRole('radio', { name: /^Lagos plant/ }).closest('label')?.textContent).toBe('Lagos plant No location');
    expect((within(dialog).getByLabelText('Latitude') as HTMLInputElement).value).toBe('');
  });

  it('offers Retry when the projects cannot be loaded', async () => {
    const load = jest.fn().mockRejectedValueOnce(new ApiError(503, 'The database is not available, try again shortly')).mockResolvedValue(LOCATIONS);
    renderAdmin({ legacy: { 'GET /companies/getBuildingLocations': load }, maps: OFFLINE_MAP });
    fireEvent.click(await screen.findByRole('button', { name: 'Project locations' }));
    const dialog = await screen.findByRole('dialog', { name: 'Project locations' });
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Retry' }));
    expect(await within(dialog).findByRole('group', { name: 'Projects' })).toBeTruthy();
  });
});
