import { act, fireEvent, screen, within } from '@testing-library/react';
import { ApiError } from '@vigil/web-sdk';
import { fakeApiClient, renderPluginPage, type FakeApiAnswers } from '../../../tests/support/render-plugin';
import GpsPage from '../web/gps-page';
import { OFFLINE_MAP, PEOPLE, person } from './gps-fixtures';

function renderGps(route: string, legacy: FakeApiAnswers = { 'GET /companies/getEmployeesOnTracking': PEOPLE }): void {
  renderPluginPage(<GpsPage />, { route, legacyApi: fakeApiClient(legacy), maps: OFFLINE_MAP });
}

async function boxes(): Promise<HTMLElement[]> {
  const list = await screen.findByRole('region', { name: 'People on tracking' });
  return Array.from(list.querySelectorAll<HTMLElement>('.gps-boxes > li'));
}

const boxNames = async (): Promise<string[]> => (await boxes()).map((box) => within(box).getByRole('link').textContent ?? '');

describe('/Gps', () => {
  it('shows the map with the count of people, and the toggle collapses and expands it', async () => {
    renderGps('/Gps');
    expect(await screen.findByRole('heading', { level: 2, name: '4 people on tracking' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'GPS Tracking' })).toBeTruthy();
    expect(await screen.findByRole('group', { name: 'Map of the people on tracking' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Collapse map' }));
    expect(screen.queryByRole('group', { name: 'Map of the people on tracking' })).toBeNull();
    const expand = screen.getByRole('button', { name: 'Expand map' });
    expect(expand.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(expand);
    expect(await screen.findByRole('group', { name: 'Map of the people on tracking' })).toBeTruthy();
  });

  it('lists each person with a link to the detail, (you), the employee id, the status and the project or the count', async () => {
    renderGps('/Gps');
    const [ada, bruno, carla] = await boxes();
    expect(within(ada!).getByRole('link', { name: 'Ada Tester' }).getAttribute('href')).toBe('/Gps/detail/1');
    expect(ada!.textContent).toContain('(you)');
    expect(ada!.textContent).toContain('Employee id: E-10');
    expect(ada!.textContent).toContain('Milan office');
    expect(bruno!.textContent).not.toContain('(you)');
    expect(within(bruno!).getByText('Unreachable')).toBeTruthy();
    expect(within(carla!).getByText('SOS')).toBeTruthy();
    const count = within(carla!).getByText('2 projects');
    fireEvent.mouseEnter(count.parentElement!);
    expect(screen.getByRole('tooltip').textContent).toBe('Milan office, Rome site');
  });

  it('orders by name, code and status, filters by project and searches by name', async () => {
    renderGps('/Gps');
    expect(await boxNames()).toEqual(['Ada Tester', 'Bruno Rossi', 'Carla Rossi', 'Dario Rossi']);
    const order = screen.getByLabelText('Order by');
    fireEvent.change(order, { target: { value: 'nameDesc' } });
    expect(await boxNames()).toEqual(['Dario Rossi', 'Carla Rossi', 'Bruno Rossi', 'Ada Tester']);
    fireEvent.change(order, { target: { value: 'codeAsc' } });
    expect(await boxNames()).toEqual(['Bruno Rossi', 'Carla Rossi', 'Ada Tester', 'Dario Rossi']);
    fireEvent.change(order, { target: { value: 'status' } });
    expect(await boxNames()).toEqual(['Carla Rossi', 'Dario Rossi', 'Bruno Rossi', 'Ada Tester']);
    fireEvent.change(screen.getByLabelText('Project'), { target: { value: '4' } });
    expect(await boxNames()).toEqual(['Carla Rossi', 'Dario Rossi']);
    fireEvent.change(screen.getByLabelText('Search by name'), { target: { value: 'dar' } });
    expect(await boxNames()).toEqual(['Dario Rossi']);
    fireEvent.change(screen.getByLabelText('Search by name'), { target: { value: 'nobody' } });
    expect(await boxes()).toEqual([]);
    expect(screen.getByText('not found')).toBeTruthy();
  });

  it('pans the map to a person hovered in the list', async () => {
    renderGps('/Gps');
    const [, bruno] = await boxes();
    const map = screen.getByRole('region', { name: 'Map of the people on tracking' }).querySelector('.gps-map');
    expect(map?.getAttribute('data-center')).toBe('');
    fireEvent.mouseEnter(bruno!);
    expect(map?.getAttribute('data-center')).toBe('41.9,12.5');
  });

  it('shows a page of 100 boxes at a time', async () => {
    const many = Array.from({ length: 150 }, (_, index) => person({ id: index + 10, name: `P${String(index).padStart(3, '0')}` }));
    renderGps('/Gps', { 'GET /companies/getEmployeesOnTracking': many });
    expect(await screen.findByRole('heading', { level: 2, name: '150 people on tracking' })).toBeTruthy();
    expect(await boxes()).toHaveLength(100);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    });
    expect(await boxes()).toHaveLength(50);
  });

  it('shows a failed load with Retry', async () => {
    const list = jest.fn().mockRejectedValueOnce(new ApiError(500, 'The list is not available')).mockResolvedValueOnce(PEOPLE);
    renderGps('/Gps', { 'GET /companies/getEmployeesOnTracking': list });
    expect((await screen.findByRole('alert')).textContent).toBe('The list is not available');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await boxNames()).toHaveLength(4);
  });

  it('redirects any other path under /Gps to /Gps', async () => {
    renderGps('/Gps/somewhere/else');
    expect(await screen.findByRole('heading', { level: 2, name: '4 people on tracking' })).toBeTruthy();
  });
});
