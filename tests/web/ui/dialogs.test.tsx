import { act, fireEvent, screen, within } from '@testing-library/react';
import { DEFAULT_CONFIRM_TITLE } from '../../../host/web/services/ui-store';
import { renderUiHost } from './render-ui-host';

it('resolves confirm with true on OK, under the default title', async () => {
  const ui = renderUiHost();
  let answer: Promise<boolean> = Promise.resolve(false);
  act(() => {
    answer = ui.confirm('Delete this alert?');
  });
  const dialog = await screen.findByRole('dialog', { name: DEFAULT_CONFIRM_TITLE });
  expect(within(dialog).getByText('Delete this alert?')).toBeTruthy();
  expect(within(dialog).getAllByRole('button').map((button) => button.textContent)).toEqual(['Cancel', 'OK']);
  fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
  await expect(answer).resolves.toBe(true);
  expect(screen.queryByRole('dialog')).toBeNull();
});

it('resolves confirm with false on Cancel and on Escape, with a custom title', async () => {
  const ui = renderUiHost();
  let first: Promise<boolean> = Promise.resolve(true);
  act(() => {
    first = ui.confirm('Leave?', 'Unsaved changes');
  });
  fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
  await expect(first).resolves.toBe(false);
  let second: Promise<boolean> = Promise.resolve(true);
  act(() => {
    second = ui.confirm('Leave?', 'Unsaved changes');
  });
  fireEvent.keyDown(screen.getByRole('dialog', { name: 'Unsaved changes' }), { key: 'Escape' });
  await expect(second).resolves.toBe(false);
});

it('closes a closable modal with its close button, Escape or a click on the backdrop', async () => {
  const ui = renderUiHost();
  const onClose = jest.fn();
  act(() => ui.openModal({ title: 'Notice', body: 'Saved.', onClose }));
  fireEvent.click(await screen.findByRole('button', { name: 'Close' }));
  expect(screen.queryByRole('dialog')).toBeNull();

  act(() => ui.openModal({ title: 'Notice', body: 'Saved.', onClose }));
  fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
  expect(screen.queryByRole('dialog')).toBeNull();

  act(() => ui.openModal({ title: 'Notice', body: 'Saved.', onClose }));
  fireEvent.click(screen.getByRole('dialog'));
  expect(screen.getByRole('dialog')).toBeTruthy();
  fireEvent.click(screen.getByRole('dialog').parentElement as HTMLElement);
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(onClose).toHaveBeenCalledTimes(3);
});

it('keeps a non-closable modal: no close button, Escape and the backdrop do nothing', async () => {
  const ui = renderUiHost();
  act(() => ui.openModal({ title: 'Synchronising', body: 'Please wait.', closable: false }));
  const dialog = await screen.findByRole('dialog', { name: 'Synchronising' });
  expect(within(dialog).queryAllByRole('button')).toHaveLength(0);
  fireEvent.keyDown(dialog, { key: 'Escape' });
  fireEvent.click(dialog.parentElement as HTMLElement);
  expect(screen.getByRole('dialog', { name: 'Synchronising' })).toBe(dialog);
  act(() => ui.closeModal());
  expect(screen.queryByRole('dialog')).toBeNull();
});

it('renders rich content that can close its own modal', async () => {
  const ui = renderUiHost();
  act(() =>
    ui.openModal({
      title: 'Form',
      content: (close) => (
        <button type="button" onClick={close}>
          Done
        </button>
      ),
    }),
  );
  fireEvent.click(await screen.findByRole('button', { name: 'Done' }));
  expect(screen.queryByRole('dialog')).toBeNull();
});

it('removes a toast on click', () => {
  const ui = renderUiHost();
  act(() => ui.toast('success', 'Saved'));
  fireEvent.click(screen.getByRole('button', { name: 'Saved' }));
  expect(screen.queryByText('Saved')).toBeNull();
});
