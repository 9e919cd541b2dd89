import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@vigil/web-sdk';
import { fakeApiClient, fakeAuth, renderPluginPage, TEST_USER } from '../../../tests/support/render-plugin';
import DocsPage from '../web/docs-page';
import { doc, listOf, OFFLINE_MAP } from './docs-ui-fixtures';

const LINK_DOC = doc(4, 'Supplier portal', { link: 'https://example.com/portal', file: null, fileType: null, tags: ['portal', 'suppliers'], users: [7], canEditDoc: true });
const NIA = { value: 7, label: 'Nia Guard', buildings: [1] };

function renderEdit(post: jest.Mock): jest.Mock {
  const docs = jest.fn(() => listOf([LINK_DOC]));
  const answers = { 'GET /docs/getDocs': docs, 'GET /docs/get-detail': { doc: LINK_DOC, users: [NIA] }, 'GET /docs/getProjectUsers': { users: [NIA] } };
  renderPluginPage(<DocsPage />, { legacyApi: { ...fakeApiClient(answers), post }, maps: OFFLINE_MAP, auth: fakeAuth({ ...TEST_USER, permission: ['ops'] }) });
  return docs;
}

async function openEdit(): Promise<HTMLElement> {
  fireEvent.click(await screen.findByRole('button', { name: 'Edit Supplier portal' }));
  const dialog = await screen.findByRole('dialog', { name: 'Edit document' });
  await within(dialog).findByLabelText('File name');
  return dialog;
}

describe('the document edit modal', () => {
  it('requires the file name, a link without spaces and a project', async () => {
    renderEdit(jest.fn());
    const dialog = await openEdit();
    fireEvent.change(within(dialog).getByLabelText('File name'), { target: { value: ' ' } });
    fireEvent.blur(within(dialog).getByLabelText('File name'));
    expect(await within(dialog).findByText('Must be compiled')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Link'), { target: { value: 'https://example.com/a portal' } });
    fireEvent.blur(within(dialog).getByLabelText('Link'));
    expect(await within(dialog).findByText('Link format not valid')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Milan office' }));
    fireEvent.blur(within(dialog).getByRole('checkbox', { name: 'Milan office' }));
    // Its only project unticked, the document has none: the rule says so under the projects too.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Save' }).getAttribute('aria-disabled')).toBe('true'));
    await waitFor(() => expect(within(dialog).getAllByText('Must be compiled').length).toBeGreaterThan(1));
  });

  it("asks before deleting a tag, saves with empty lists as false and says 'Update doc success'", async () => {
    const post = jest.fn().mockResolvedValue({ message: 'Update doc success', doc: LINK_DOC });
    const docs = renderEdit(post);
    const dialog = await openEdit();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete tag portal' }));
    const confirm = await screen.findByRole('dialog', { name: 'Are you sure?' });
    expect(confirm.textContent).toContain('Are you sure to delete this element?');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(within(dialog).getByRole('button', { name: 'Delete tag portal' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete tag portal' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Are you sure?' })).getByRole('button', { name: 'OK' }));
    await screen.findByRole('button', { name: 'Delete tag suppliers' });
    expect(within(dialog).queryByRole('button', { name: 'Delete tag portal' })).toBeNull();

    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Nia Guard' }));
    fireEvent.change(within(dialog).getByLabelText('Link'), { target: { value: 'https://example.com/portal2' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Update doc success')).toBeTruthy();
    expect(post).toHaveBeenCalledWith('/docs/save-data', { id: '4', title: 'Supplier portal', link: 'https://example.com/portal2', tags: 'suppliers', buildings: '1', users: 'false' });
    expect(docs).toHaveBeenCalledTimes(2);
  });

  it("says 'An error occured during save' when the save fails", async () => {
    renderEdit(jest.fn().mockRejectedValue(new ApiError(500, 'Internal error')));
    const dialog = await openEdit();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe('An error occured during save');
    expect(screen.getByRole('dialog', { name: 'Edit document' })).toBeTruthy();
  });
});
