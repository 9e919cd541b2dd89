import { fireEvent, screen, within } from '@testing-library/react';
import type { Params } from '@vigil/web-sdk';
import { fakeApiClient, fakeAuth, renderPluginPage, TEST_USER } from '../../../tests/support/render-plugin';
import DocsPage from '../web/docs-page';
import { doc, listOf, OFFLINE_MAP } from './docs-ui-fixtures';

const USERS = { users: [{ value: 7, label: 'Nia Guard', buildings: [1] }] };

function renderWizard(): { docs: jest.Mock; users: jest.Mock; post: jest.Mock } {
  const docs = jest.fn(() => listOf([doc(1, 'Fire drill')]));
  const users = jest.fn((params?: Params) => (params?.builds === '1' ? USERS : { users: [] }));
  const post = jest.fn().mockResolvedValue({ message: 'Upload wizard finish', doc: doc(2, 'Evacuation') });
  const legacyApi = { ...fakeApiClient({ 'GET /docs/getDocs': docs, 'GET /docs/getProjectUsers': users }), post };
  renderPluginPage(<DocsPage />, { legacyApi, maps: OFFLINE_MAP, auth: fakeAuth({ ...TEST_USER, permission: ['ops'] }) });
  return { docs, users, post };
}

async function openWizard(): Promise<HTMLElement> {
  fireEvent.click(await screen.findByRole('button', { name: 'Add a document' }));
  return screen.findByRole('dialog', { name: 'Upload a document' });
}

function step(dialog: HTMLElement, name: string): HTMLButtonElement {
  return within(within(dialog).getByRole('navigation', { name: 'Upload steps' })).getByRole('button', { name }) as HTMLButtonElement;
}

describe('the upload wizard', () => {
  it('keeps the later steps disabled and Proceed refused until a file or a valid link is chosen', async () => {
    renderWizard();
    const dialog = await openWizard();
    expect(step(dialog, '2. Description').disabled).toBe(true);
    expect(step(dialog, '3. Users').disabled).toBe(true);

    const proceed = within(dialog).getByRole('button', { name: 'Proceed' });
    expect(proceed.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(proceed);
    expect(await screen.findByText('Choose a file or a link')).toBeTruthy();

    const link = within(dialog).getByLabelText('Link');
    fireEvent.change(link, { target: { value: 'ftp://example.com/p' } });
    fireEvent.blur(link);
    expect(await within(dialog).findByText('Link format not valid')).toBeTruthy();
    expect(step(dialog, '2. Description').disabled).toBe(true);
  });

  it('refuses a file that is not a PDF, PNG, JPEG or Office document before sending anything', async () => {
    renderWizard();
    const dialog = await openWizard();
    const file = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    fireEvent.change(within(dialog).getByLabelText('File'), { target: { files: [file] } });
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Only PDF, PNG, JPEG and Office (Word, Excel, PowerPoint) files can be uploaded');
  });

  it('adds a link document through the three steps: name and projects, tags with ; and ,, one user of the project', async () => {
    const { docs, users, post } = renderWizard();
    const dialog = await openWizard();
    fireEvent.change(within(dialog).getByLabelText('Link'), { target: { value: 'https://example.com/evacuation' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Proceed' }));

    expect(await within(dialog).findByRole('heading', { name: '2. Description' })).toBeTruthy();
    expect(step(dialog, '3. Users').disabled).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Proceed' }));
    expect((await within(dialog).findAllByText('Must be compiled')).length).toBeGreaterThan(0);
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Evacuation' } });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Milan office' }));
    const tags = within(dialog).getByLabelText('Tags');
    fireEvent.change(tags, { target: { value: 'fire' } });
    fireEvent.keyDown(tags, { key: ';' });
    fireEvent.change(tags, { target: { value: 'drill' } });
    fireEvent.keyDown(tags, { key: ',' });
    expect(within(dialog).getAllByRole('button', { name: /^Delete tag/ }).map((button) => button.getAttribute('aria-label'))).toEqual(['Delete tag fire', 'Delete tag drill']);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Proceed' }));

    const user = await within(dialog).findByRole('checkbox', { name: 'Nia Guard' });
    expect(users).toHaveBeenCalledWith({ builds: '1' });
    const finish = within(dialog).getByRole('button', { name: 'Finish' });
    expect(finish.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(user);
    fireEvent.click(finish);

    expect(await screen.findByText('Upload wizard finish')).toBeTruthy();
    // As JSON: a file's data URL would triple in a form body.
    expect(post).toHaveBeenCalledWith('/docs/saveNewDoc', { filter: 'ops', link: 'https://example.com/evacuation', name: 'Evacuation', builds: '1', tags: 'fire,drill', users: '7', category: '3' }, { json: true });
    expect(screen.queryByRole('dialog', { name: 'Upload a document' })).toBeNull();
    // The list reloads.
    expect(docs).toHaveBeenCalledTimes(2);
  });
});
