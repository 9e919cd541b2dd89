import { fireEvent, screen, within } from '@testing-library/react';
import { ApiError } from '@vigil/web-sdk';
import { fakeAuth, renderPluginPage, TEST_USER } from '../../../tests/support/render-plugin';
import type { Document } from '../contract';
import AvaPage from '../web/ava-page';
import DocsPage from '../web/docs-page';
import { doc, listOf, OFFLINE_MAP } from './docs-ui-fixtures';

const PATH = '/docs/getDocs';

const DOCS: Document[] = [
  doc(1, 'Evacuation procedure - Jakarta office', { buildings: [2], buildingsName: 'Jakarta plant', last_update: '2026-11-20T10:00:00.000Z' }),
  doc(2, 'Client contract', { category: 2, categoryName: 'Clients documents', isProcedure: false, creation_year: 2025, canEditDoc: true }),
  doc(3, 'Badge rules', { category: 3, categoryName: 'Security documents', isProcedure: false, last_update: '2026-11-27T10:00:00.000Z' }),
];

function renderOps(route = '/Ops', permission: string[] = ['ops']): jest.Mock {
  const get = jest.fn().mockResolvedValue(listOf(DOCS));
  renderPluginPage(<DocsPage />, { legacyApi: { get }, route, maps: OFFLINE_MAP, auth: fakeAuth({ ...TEST_USER, permission }) });
  return get;
}

async function titles(): Promise<string[]> {
  const list = await screen.findByRole('list', { name: 'Documents' });
  return within(list).getAllByRole('heading', { level: 3 }).map((heading) => heading.getAttribute('aria-label') ?? '');
}

describe('the documents screens', () => {
  it("shows /Ops's breadcrumb, map, count, legend and titles cut at 30 characters with the whole title as their name", async () => {
    const get = renderOps();

    expect(screen.getByRole('heading', { level: 1, name: 'Ops' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' }).textContent).toBe('Ops');
    expect(await screen.findByRole('heading', { name: '3 documents' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Documents by location' })).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Legend' }).textContent).toBe('ProceduresClient and other documents');
    const first = screen.getByRole('heading', { level: 3, name: 'Evacuation procedure - Jakarta office' });
    expect(first.textContent).toBe('Evacuation procedure - Jakarta...');
    expect(first.getAttribute('title')).toBe('Evacuation procedure - Jakarta office');
    expect(get).toHaveBeenCalledWith(PATH, { filter: 'ops' });
  });

  it("opens the map full screen with 'Full screen' and leaves it with Escape, the focus back on the button", async () => {
    renderOps();
    await screen.findByRole('group', { name: 'Documents by location' });
    const button = screen.getByRole('button', { name: 'Full screen' });
    button.focus();
    fireEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Documents by location' });
    expect(button.getAttribute('aria-pressed')).toBe('true');
    expect(within(dialog).getByRole('group', { name: 'Documents by location' })).toBeTruthy();
    fireEvent.keyDown(within(dialog).getByRole('button', { name: 'Close map' }), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(button.getAttribute('aria-pressed')).toBe('false');
    expect(document.activeElement).toBe(button);
  });

  it('orders by date (newest first) by default and by name when asked', async () => {
    renderOps();
    expect(await titles()).toEqual(['Client contract', 'Badge rules', 'Evacuation procedure - Jakarta office']);
    fireEvent.change(screen.getByLabelText('Order by'), { target: { value: 'name' } });
    expect(await titles()).toEqual(['Badge rules', 'Client contract', 'Evacuation procedure - Jakarta office']);
  });

  it('reads the filters from the address: type -1 keeps the security documents, project and year narrow further', async () => {
    renderOps('/Ops?type=-1');
    expect(await titles()).toEqual(['Badge rules']);
    expect((screen.getByLabelText('Type') as HTMLSelectElement).value).toBe('-1');
  });

  it('filters by project, type, year and title words as they are chosen', async () => {
    renderOps();
    await titles();
    fireEvent.change(screen.getByLabelText('Project'), { target: { value: '2' } });
    expect(await titles()).toEqual(['Evacuation procedure - Jakarta office']);
    fireEvent.change(screen.getByLabelText('Project'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('Type'), { target: { value: '2' } });
    expect(await titles()).toEqual(['Client contract']);
    fireEvent.change(screen.getByLabelText('Type'), { target: { value: '0' } });
    fireEvent.change(screen.getByLabelText('Year'), { target: { value: '2026' } });
    fireEvent.change(screen.getByLabelText('Search by title'), { target: { value: 'BADGE' } });
    expect(await titles()).toEqual(['Badge rules']);
    expect(screen.getByRole('heading', { name: '1 document' })).toBeTruthy();
  });

  it('offers Edit only where canEditDoc allows, Readers to admins, and the add-file icon to ops and admin users', async () => {
    renderOps('/Ops', ['ops']);
    await titles();
    expect(screen.getAllByRole('button', { name: /^Edit / }).map((button) => button.getAttribute('aria-label'))).toEqual(['Edit Client contract']);
    expect(screen.queryByRole('button', { name: /^Readers of/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Add a document' })).toBeTruthy();
  });

  it("gives admins each document's Readers and Edit", async () => {
    renderOps('/Ops', ['admin']);
    await titles();
    expect(screen.getAllByRole('button', { name: /^Readers of / })).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Add a document' })).toBeTruthy();
  });

  it('gives a gps user neither the add-file icon nor Readers', async () => {
    renderOps('/Ops', ['gps']);
    await titles();
    expect(screen.queryByRole('button', { name: 'Add a document' })).toBeNull();
    expect(screen.getAllByRole('button', { name: /^Show / })).toHaveLength(3);
  });

  it("asks for /Ava's documents on /Ava, without the map, and says when there are none", async () => {
    const get = jest.fn().mockResolvedValue(listOf([]));
    renderPluginPage(<AvaPage />, { legacyApi: { get }, auth: fakeAuth({ ...TEST_USER, permission: ['ava'] }) });

    expect(screen.getByRole('heading', { level: 1, name: 'Ava' })).toBeTruthy();
    expect(await screen.findByText('not found')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Documents by location' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Add a document' })).toBeTruthy();
    expect(get).toHaveBeenCalledWith(PATH, { filter: 'ava' });
  });

  it('shows the message of a failed call, and Retry loads again', async () => {
    const get = jest.fn().mockRejectedValueOnce(new ApiError(500, 'The list is not available')).mockResolvedValueOnce(listOf([doc(3, 'Loaded on retry')]));
    renderPluginPage(<DocsPage />, { legacyApi: { get }, maps: OFFLINE_MAP });

    expect((await screen.findByRole('alert')).textContent).toBe('The list is not available');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await titles()).toEqual(['Loaded on retry']);
  });
});
