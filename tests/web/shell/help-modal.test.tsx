import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GATE_TEXTS, SUCCESS_MESSAGES, VALIDATION_MESSAGES } from '../../../host/core/messages';
import { askHelp } from '../../../host/core/contract/help';
import { ApiError } from '../../../host/web/services/api-client';
import { renderHeader } from './render-header';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

async function openHelp(post: jest.Mock) {
  const result = renderHeader(['gpa'], { legacyApi: { post } });
  fireEvent.click(screen.getByRole('button', { name: /User menu/ }));
  fireEvent.click(screen.getByRole('button', { name: 'Help' }));
  const dialog = await screen.findByRole('dialog', { name: GATE_TEXTS.helpTitle });
  // The form is loaded on demand.
  const message = (await within(dialog).findByLabelText('Message')) as HTMLTextAreaElement;
  return { ...result, dialog, message };
}

it("opens 'need help?' with the focus on the required Message", async () => {
  const { message } = await openHelp(jest.fn());
  expect(message.required).toBe(true);
  await waitFor(() => expect(document.activeElement).toBe(message));
});

it('requires a message: nothing is sent and the field says why', async () => {
  const post = jest.fn();
  const { dialog, message } = await openHelp(post);
  fireEvent.change(message, { target: { value: '   ' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
  expect(post).not.toHaveBeenCalled();
  expect(message.getAttribute('aria-invalid')).toBe('true');
  expect(within(dialog).getByRole('alert').textContent).toBe(VALIDATION_MESSAGES.required);
});

it('locks the form while sending, then toasts the success and closes', async () => {
  const answer = deferred<{ message: string }>();
  const post = jest.fn().mockReturnValue(answer.promise);
  const { dialog, message } = await openHelp(post);
  fireEvent.change(message, { target: { value: 'The map does not load' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
  expect(post).toHaveBeenCalledWith(askHelp.path, { message: 'The map does not load' });
  expect(message.closest('fieldset')?.disabled).toBe(true);
  expect(within(dialog).getByRole('button', { name: 'Sending…' })).toBeTruthy();
  await act(async () => answer.resolve({ message: SUCCESS_MESSAGES.messageSent }));
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(screen.getByRole('status').textContent).toBe('Your message has been sent');
  // The focus goes back to the user menu's trigger, the opener's place.
  expect(document.activeElement).toBe(screen.getByRole('button', { name: /User menu/ }));
});

it("toasts the server's message on failure and re-enables the form", async () => {
  const answer = deferred<never>();
  const post = jest.fn().mockReturnValue(answer.promise);
  const { dialog, message } = await openHelp(post);
  fireEvent.change(message, { target: { value: 'Help!' } });
  fireEvent.submit(message.closest('form') as HTMLFormElement);
  expect(message.closest('fieldset')?.disabled).toBe(true);
  await act(async () => answer.reject(new ApiError(502, 'The mail server did not answer')));
  expect(screen.getByRole('alert').textContent).toBe('The mail server did not answer');
  expect(message.closest('fieldset')?.disabled).toBe(false);
  expect(message.value).toBe('Help!');
  expect(screen.getByRole('dialog')).toBe(dialog);
  await waitFor(() => expect(document.activeElement).toBe(message));
});
