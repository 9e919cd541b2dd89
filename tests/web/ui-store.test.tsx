import { act, fireEvent, render, screen } from '@testing-library/react';
import { ServicesProvider } from '../../host/web/services-context';
import { TOKENS } from '../../host/web/services/tokens';
import { TOAST_LIFETIME_MS, UiStore } from '../../host/web/services/ui-store';
import { UiHost } from '../../host/web/ui/ui-host';
import { createTestContainer, createTestServices } from '../support/render-plugin';

function renderHost() {
  const services = createTestServices();
  render(
    <ServicesProvider container={createTestContainer(services)}>
      <button type="button">Outside</button>
      <UiHost />
    </ServicesProvider>,
  );
  return services.ui as UiStore;
}

afterEach(() => jest.useRealTimers());

it('shows only the latest toast and removes it after 10 s', () => {
  jest.useFakeTimers();
  const ui = renderHost();
  act(() => ui.toast('info', 'First'));
  act(() => ui.toast('error', 'Second'));
  expect(screen.queryByText('First')).toBeNull();
  expect(screen.getByRole('alert').textContent).toBe('Second');
  act(() => jest.advanceTimersByTime(TOAST_LIFETIME_MS - 1));
  expect(screen.queryByText('Second')).not.toBeNull();
  act(() => jest.advanceTimersByTime(1));
  expect(screen.queryByText('Second')).toBeNull();
});

it('removes a toast on click', () => {
  const ui = renderHost();
  act(() => ui.toast('success', 'Saved'));
  fireEvent.click(screen.getByText('Saved'));
  expect(screen.queryByText('Saved')).toBeNull();
});

it('answers a confirm with OK or Cancel', async () => {
  const ui = renderHost();
  let answer: Promise<boolean> = Promise.resolve(false);
  act(() => void (answer = ui.confirm('Delete the alert?')));
  const dialog = await screen.findByRole('dialog', { name: 'Are you sure?' });
  expect(dialog.textContent).toContain('Delete the alert?');
  fireEvent.click(screen.getByRole('button', { name: 'OK' }));
  await expect(answer).resolves.toBe(true);
  act(() => void (answer = ui.confirm('Again?', 'Really')));
  fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  await expect(answer).resolves.toBe(false);
  expect(screen.queryByRole('dialog')).toBeNull();
});

it('opens an accessible modal with the focus inside, closed by OK or Escape', async () => {
  const ui = renderHost();
  const onClose = jest.fn();
  act(() => ui.openModal({ title: 'Notice', body: 'Read me', onClose }));
  const dialog = await screen.findByRole('dialog', { name: 'Notice' });
  expect(dialog.getAttribute('aria-modal')).toBe('true');
  expect(dialog.contains(document.activeElement)).toBe(true);
  fireEvent.keyDown(dialog, { key: 'Escape' });
  expect(onClose).toHaveBeenCalledTimes(1);
  expect(screen.queryByRole('dialog')).toBeNull();
});

it('keeps a non-closable modal open without an OK button', async () => {
  const ui = renderHost();
  act(() => ui.openModal({ title: 'Busy', body: 'Please wait', closable: false }));
  const dialog = await screen.findByRole('dialog', { name: 'Busy' });
  fireEvent.keyDown(dialog, { key: 'Escape' });
  expect(screen.queryByRole('button', { name: 'OK' })).toBeNull();
  expect(screen.getByRole('dialog', { name: 'Busy' })).toBe(dialog);
});

it('shows the loading bar while any loading is pending', () => {
  const ui = renderHost();
  act(() => {
    ui.startLoading();
    ui.startLoading();
  });
  act(() => ui.stopLoading());
  expect(screen.queryByRole('progressbar')).not.toBeNull();
  act(() => ui.stopLoading());
  expect(screen.queryByRole('progressbar')).toBeNull();
  expect(TOKENS.Ui).toBe(Symbol.for('vigil.Ui'));
});
