import { act, fireEvent, render, screen } from '@testing-library/react';
import { Container } from 'inversify';
import { VALIDATION_MESSAGES as M } from '../../../host/core/messages';
import { FORM_ERROR_DELAY_MS, FormView, SelectField, SubmitButton, TextAreaField, createForm } from '../../../host/web/forms';
import { ServicesProvider } from '../../../host/web/services-context';
import { ApiError } from '../../../host/web/services/api-client';
import { TOKENS } from '../../../host/web/services/tokens';
import type { ToastKind, UiService } from '../../../host/web/services/ui-service';

function renderForm(onSubmit: (values: Record<string, string>) => Promise<void>) {
  const toasts: { kind: ToastKind; message: string }[] = [];
  const ui = { toast: (kind: ToastKind, message: string) => toasts.push({ kind, message }) } as unknown as UiService;
  const container = new Container();
  container.bind(TOKENS.Ui).toConstantValue(ui);
  const form = createForm({
    form: 'help',
    fields: {
      topic: { label: 'Topic', type: 'select', options: [{ value: 'a', label: 'Access' }], value: 'a', rules: [] },
      message: { label: 'Message', type: 'textarea' },
    },
    onSubmit,
  });
  render(
    <ServicesProvider container={container}>
      <FormView form={form}>
        <SelectField field="topic" />
        <TextAreaField field="message" />
        <SubmitButton>Send</SubmitButton>
      </FormView>
    </ServicesProvider>,
  );
  return { form, toasts };
}

afterEach(() => jest.useRealTimers());

it('shows the first error as an error toast exactly 100 ms after an invalid attempt, and sends nothing', async () => {
  jest.useFakeTimers();
  const onSubmit = jest.fn(async () => undefined);
  const { toasts } = renderForm(onSubmit);
  const button = screen.getByRole('button', { name: 'Send' });
  expect(button.getAttribute('aria-disabled')).toBe('true');
  await act(async () => {
    fireEvent.click(button);
    await jest.advanceTimersByTimeAsync(FORM_ERROR_DELAY_MS - 1);
  });
  expect(toasts).toEqual([]);
  const message = screen.getByLabelText('Message');
  expect(message.getAttribute('aria-invalid')).toBe('true');
  expect(document.activeElement).toBe(message);
  await act(async () => {
    await jest.advanceTimersByTimeAsync(1);
  });
  expect(toasts).toEqual([{ kind: 'error', message: M.required }]);
  expect(onSubmit).not.toHaveBeenCalled();
});

it('shows a loader overlay and locks the form while the handler runs', async () => {
  let finish: () => void = () => undefined;
  renderForm(() => new Promise<void>((resolve) => (finish = resolve)));
  fireEvent.change(screen.getByLabelText('Message'), { target: { value: 'Help' } });
  const button = screen.getByRole('button', { name: 'Send' });
  await screen.findByRole('button', { name: 'Send' });
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
  expect(button.getAttribute('aria-disabled')).toBe('false');
  fireEvent.click(button);
  const overlay = await screen.findByRole('status');
  expect(overlay.getAttribute('aria-busy')).toBe('true');
  expect((screen.getByLabelText('Message') as HTMLTextAreaElement).closest('fieldset')?.disabled).toBe(true);
  await act(async () => finish());
  expect(screen.queryByRole('status')).toBeNull();
});

it('marks the field a server 400 names and toasts the message', async () => {
  const { toasts } = renderForm(async () => {
    throw new ApiError(400, M.required, undefined, 'message');
  });
  fireEvent.change(screen.getByLabelText('Message'), { target: { value: ' x ' } });
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
  fireEvent.click(screen.getByRole('button', { name: 'Send' }));
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
  expect(toasts).toEqual([{ kind: 'error', message: M.required }]);
  expect(screen.getByLabelText('Message').getAttribute('aria-invalid')).toBe('true');
});
