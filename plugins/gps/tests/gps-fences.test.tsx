import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@vigil/web-sdk';
import { fakeApiClient, fakeAuth, renderPluginPage, TEST_USER, type FakeApiAnswers } from '../../../tests/support/render-plugin';
import type { TrackingFence } from '../../tracking/contract';
import GpsPage from '../web/gps-page';
import { OFFLINE_MAP, PEOPLE } from './gps-fixtures';

const PLANT: TrackingFence = { id: 7, name: 'Milan plant', kind: 'circle', lat: 45.47, lon: 9.2, radius: 500, ring: null };
const YARD: TrackingFence = {
  id: 8,
  name: 'Rome yard',
  kind: 'polygon',
  lat: null,
  lon: null,
  radius: null,
  ring: [[12.49, 41.89], [12.51, 41.89], [12.51, 41.91], [12.49, 41.91], [12.49, 41.89]],
};

function renderGps(legacy: FakeApiAnswers, permission: string[] = ['admin']): void {
  renderPluginPage(<GpsPage />, {
    route: '/Gps',
    legacyApi: fakeApiClient({ 'GET /companies/getEmployeesOnTracking': PEOPLE, ...legacy }),
    maps: OFFLINE_MAP,
    auth: fakeAuth({ ...TEST_USER, permission }),
  });
}

beforeAll(() => {
  // jsdom has no PointerEvent (the offline map's drag) and lays nothing out: the map is its view box's size.
  if (!('PointerEvent' in window)) Object.assign(window, { PointerEvent: class extends MouseEvent {} });
});
beforeEach(() => {
  jest.spyOn(SVGSVGElement.prototype, 'getBoundingClientRect').mockReturnValue({ left: 0, top: 0, width: 960, height: 640 } as DOMRect);
});
afterEach(() => jest.restoreAllMocks());

/** The Geofences section, opened from the page's heading. */
async function openSection(): Promise<HTMLElement> {
  const toggle = await screen.findByRole('button', { name: 'Geofences' });
  expect(toggle.getAttribute('aria-expanded')).toBe('false');
  fireEvent.click(toggle);
  expect(toggle.getAttribute('aria-expanded')).toBe('true');
  return screen.findByRole('region', { name: 'Geofences' });
}

async function openForm(): Promise<HTMLElement> {
  fireEvent.click(await within(await openSection()).findByRole('button', { name: 'Add a geofence' }));
  return screen.findByRole('form', { name: 'New geofence' });
}

/** Clicks the drawing map `dx`, `dy` view units from its centre (the first person's place, Ada's in Milan). */
async function clickMap(form: HTMLElement, dx = 0, dy = 0): Promise<void> {
  const map = await within(form).findByRole('group', { name: 'Map to draw the geofence on' });
  fireEvent.click(map, { clientX: 480 + dx, clientY: 320 + dy });
}

describe('the geofences of /Gps', () => {
  it("lists the company's fences for an admin, and the map of the people draws them", async () => {
    renderGps({ 'GET /tracking/getFences': { fences: [PLANT, YARD] } });
    const section = await openSection();
    const list = await within(section).findByRole('list', { name: 'Geofences' });
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Milan plantCircle, 500 mDelete', 'Rome yardPolygon, 4 pointsDelete']);
    const map = await screen.findByRole('group', { name: 'Map of the people on tracking' });
    expect(within(map).getByRole('img', { name: 'Milan plant' }).querySelector('path')?.getAttribute('d')).toMatch(/^M/);
    expect(within(map).getByRole('img', { name: 'Rome yard' })).toBeTruthy();
  });

  it('draws the fences for a gps operator, who is offered no editor', async () => {
    renderGps({ 'GET /tracking/getFences': { fences: [PLANT] } }, ['gps']);
    const map = await screen.findByRole('group', { name: 'Map of the people on tracking' });
    expect(await within(map).findByRole('img', { name: 'Milan plant' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Geofences' })).toBeNull();
  });

  it('needs a name, a radius and a centre for a circle, then saves it and reads the fences again', async () => {
    const fences = jest.fn().mockReturnValueOnce({ fences: [] }).mockReturnValue({ fences: [PLANT] });
    const save = jest.fn().mockResolvedValue({ fence: PLANT });
    renderGps({ 'GET /tracking/getFences': fences, 'POST /tracking/saveFence': save });
    const form = await openForm();
    fireEvent.click(within(form).getByRole('button', { name: 'Save the geofence' }));
    const name = within(form).getByLabelText('Name');
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    expect(form.textContent).toContain('Must be compiled');

    fireEvent.change(name, { target: { value: ' Milan plant ' } });
    fireEvent.change(within(form).getByLabelText('Radius (metres)'), { target: { value: '-5' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save the geofence' }));
    expect(await within(form).findByText('The radius must be a positive number of metres')).toBeTruthy();
    fireEvent.change(within(form).getByLabelText('Radius (metres)'), { target: { value: '500' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save the geofence' }));
    expect(await screen.findByText('Click the centre of the circle on the map')).toBeTruthy();
    expect(save).not.toHaveBeenCalled();

    await clickMap(form);
    expect(within(form).getByText('Centre: 45.46000, 9.19000')).toBeTruthy();
    // The circle being drawn follows the radius.
    expect(form.querySelector('.map-shape-circle path')?.getAttribute('d')).toMatch(/^M/);
    fireEvent.click(within(form).getByRole('button', { name: 'Save the geofence' }));
    await waitFor(() => expect(save).toHaveBeenCalledWith({ name: 'Milan plant', kind: 'circle', lat: '45.460000', lon: '9.190000', radius: '500' }));
    expect(await screen.findByText('Geofence Milan plant saved')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('form', { name: 'New geofence' })).toBeNull());
    expect(await screen.findByText('Circle, 500 m')).toBeTruthy();
    expect(fences).toHaveBeenCalledTimes(2);
  });

  it('needs at least 3 points for a polygon, with undo, and sends its ring as [longitude, latitude] JSON', async () => {
    const save = jest.fn().mockResolvedValue({ fence: YARD });
    renderGps({ 'GET /tracking/getFences': { fences: [] }, 'POST /tracking/saveFence': save });
    const form = await openForm();
    fireEvent.change(within(form).getByLabelText('Name'), { target: { value: 'Yard' } });
    fireEvent.click(within(form).getByRole('radio', { name: 'Polygon' }));
    expect(within(form).queryByLabelText('Radius (metres)')).toBeNull();
    await clickMap(form);
    await clickMap(form, 100);
    expect(within(form).getByText('2 points')).toBeTruthy();
    fireEvent.click(within(form).getByRole('button', { name: 'Save the geofence' }));
    expect(await screen.findByText('A polygon needs at least 3 points')).toBeTruthy();
    expect(save).not.toHaveBeenCalled();

    await clickMap(form, 0, 300);
    fireEvent.click(within(form).getByRole('button', { name: 'Undo the last point' }));
    await clickMap(form, 100, 100);
    expect(within(form).getByText('3 points')).toBeTruthy();
    fireEvent.click(within(form).getByRole('button', { name: 'Save the geofence' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    const input = save.mock.calls[0][0] as Record<string, string>;
    expect({ ...input, ring: undefined }).toEqual({ name: 'Yard', kind: 'polygon', ring: undefined });
    const ring = JSON.parse(input.ring!) as [number, number][];
    expect(ring).toHaveLength(3);
    expect(ring[0]).toEqual([9.19, 45.46]);
    // East of the first, then south-east: drawing units grow eastwards and southwards.
    expect(ring[1]![0]).toBeGreaterThan(9.19);
    expect(ring[1]![1]).toBeCloseTo(45.46, 6);
    expect(ring[2]![1]).toBeLessThan(45.46);
  });

  it("shows the server's refusal and keeps the form", async () => {
    const save = jest.fn().mockRejectedValue(new ApiError(409, 'A company has at most 100 geofences'));
    renderGps({ 'GET /tracking/getFences': { fences: [] }, 'POST /tracking/saveFence': save });
    const form = await openForm();
    fireEvent.change(within(form).getByLabelText('Name'), { target: { value: 'One more' } });
    fireEvent.change(within(form).getByLabelText('Radius (metres)'), { target: { value: '200' } });
    await clickMap(form);
    fireEvent.click(within(form).getByRole('button', { name: 'Save the geofence' }));
    expect(await screen.findByText('A company has at most 100 geofences')).toBeTruthy();
    expect(screen.getByRole('form', { name: 'New geofence' })).toBeTruthy();
  });

  it('deletes a fence only once the confirm dialog says OK', async () => {
    const fences = jest.fn().mockReturnValueOnce({ fences: [PLANT, YARD] }).mockReturnValue({ fences: [PLANT] });
    const remove = jest.fn().mockResolvedValue({ message: 'Geofence deleted' });
    renderGps({ 'GET /tracking/getFences': fences, 'POST /tracking/deleteFence': remove });
    await openSection();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete the geofence Rome yard' }));
    const cancel = await screen.findByRole('dialog', { name: 'Are you sure?' });
    expect(cancel.textContent).toContain('Do you want to delete the geofence Rome yard?');
    fireEvent.click(within(cancel).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Are you sure?' })).toBeNull());
    expect(remove).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Delete the geofence Rome yard' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Are you sure?' })).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(remove).toHaveBeenCalledWith({ fence: '8' }));
    expect(await screen.findByText('Geofence deleted')).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Geofences' });
    await waitFor(() => expect(within(list).queryByText('Rome yard')).toBeNull());
    expect(within(list).getByText('Milan plant')).toBeTruthy();
    expect(within(screen.getByRole('group', { name: 'Map of the people on tracking' })).queryByRole('img', { name: 'Rome yard' })).toBeNull();
  });
});
