import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderUiHost } from './render-ui-host';

function form(close: () => void) {
  return (
    <form>
      <label htmlFor="field">Name</label>
      <input id="field" />
      <button type="button" onClick={close}>
        Save
      </button>
    </form>
  );
}

it('moves the focus into the modal and returns it to the opener on close', async () => {
  const ui = renderUiHost();
  const opener = screen.getByRole('button', { name: 'Opener' });
  opener.focus();
  act(() => ui.openModal({ title: 'Edit', content: form }));
  // The dialogs load on first use (ui-host.tsx).
  await screen.findByRole('dialog', { name: 'Edit' });
  expect(document.activeElement).toBe(screen.getByLabelText('Name'));
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(document.activeElement).toBe(opener);
});

it('wraps Tab and Shift+Tab inside the modal', async () => {
  const ui = renderUiHost();
  act(() => ui.openModal({ title: 'Edit', content: form }));
  await screen.findByRole('dialog', { name: 'Edit' });
  const field = screen.getByLabelText('Name');
  const close = screen.getByRole('button', { name: 'Close' });
  // The close button is the last stop: Tab from it goes back to the first field.
  close.focus();
  fireEvent.keyDown(close, { key: 'Tab' });
  expect(document.activeElement).toBe(field);
  fireEvent.keyDown(field, { key: 'Tab', shiftKey: true });
  expect(document.activeElement).toBe(close);
});

it('brings the focus back when it lands outside the modal', async () => {
  const ui = renderUiHost();
  const opener = screen.getByRole('button', { name: 'Opener' });
  act(() => ui.openModal({ title: 'Edit', content: form }));
  await screen.findByRole('dialog', { name: 'Edit' });
  act(() => opener.focus());
  expect(document.activeElement).toBe(screen.getByLabelText('Name'));
});

it('traps the focus in the topmost dialog: a confirm over a modal, then back to the modal', async () => {
  const ui = renderUiHost();
  act(() => ui.openModal({ title: 'Edit', content: form }));
  const save = await screen.findByRole('button', { name: 'Save' });
  save.focus();
  let answer: Promise<boolean> = Promise.resolve(false);
  act(() => {
    answer = ui.confirm('Discard?');
  });
  await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' })));
  act(() => save.focus());
  expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));
  fireEvent.click(screen.getByRole('button', { name: 'OK' }));
  await expect(answer).resolves.toBe(true);
  expect(document.activeElement).toBe(save);
});
