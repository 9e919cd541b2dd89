import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Container } from 'inversify';
import { dateTime, optional, required, time } from '../../../host/core/validation-rules';
import { DateTimeField, FormView, SubmitButton, TimeField, createForm } from '../../../host/web/forms';
import { setLanguage } from '../../../host/web/i18n';
import { ServicesProvider } from '../../../host/web/services-context';
import { TOKENS } from '../../../host/web/services/tokens';
import type { ToastKind, UiService } from '../../../host/web/services/ui-service';

function renderMeeting(onSubmit: (values: Record<string, string>) => Promise<void>) {
  const toasts: { kind: ToastKind; message: string }[] = [];
  const container = new Container();
  container.bind(TOKENS.Ui).toConstantValue({ toast: (kind: ToastKind, message: string) => toasts.push({ kind, message }) } as unknown as UiService);
  const form = createForm({
    fields: {
      starts: { label: 'Starts', rules: [required, dateTime] },
      reminder: { label: 'Reminder', rules: [optional(time)] },
    },
    onSubmit,
  });
  render(
    <ServicesProvider container={container}>
      <FormView form={form}>
        <DateTimeField field="starts" min="2025-01-01T00:00" max="2030-12-31T23:59" />
        <TimeField field="reminder" step={1} />
        <SubmitButton>Save</SubmitButton>
      </FormView>
    </ServicesProvider>,
  );
  return { form, toasts };
}

/** Runs a change and lets the form's asynchronous validation settle inside act. */
async function settle(change: () => void): Promise<void> {
  await act(async () => {
    change();
    await new Promise((resolve) => setTimeout(resolve, 10));
  });
}

function type(label: string, value: string): Promise<void> {
  return settle(() => fireEvent.change(screen.getByLabelText(label), { target: { value } }));
}

async function submit(): Promise<void> {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await new Promise((resolve) => setTimeout(resolve, 150));
  });
}

afterEach(() => setLanguage('en'));

it("draws the browser's own date-time and time pickers, labelled, with the given bounds and step", async () => {
  await settle(() => renderMeeting(async () => undefined));
  const starts = screen.getByLabelText('Starts') as HTMLInputElement;
  expect([starts.type, starts.min, starts.max, starts.getAttribute('aria-required')]).toEqual(['datetime-local', '2025-01-01T00:00', '2030-12-31T23:59', 'true']);
  const reminder = screen.getByLabelText('Reminder') as HTMLInputElement;
  expect([reminder.type, reminder.step, reminder.hasAttribute('aria-required')]).toEqual(['time', '1', false]);
});

it('submits the values as the pickers write them', async () => {
  const onSubmit = jest.fn(async () => undefined);
  renderMeeting(onSubmit);
  await type('Starts', '2025-03-14T09:30');
  await type('Reminder', '08:15:30');
  await submit();
  await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ starts: '2025-03-14T09:30', reminder: '08:15:30' }));
});

it("refuses a date-time or time that does not exist with the rules' messages, and sends nothing", async () => {
  const onSubmit = jest.fn(async () => undefined);
  const { form, toasts } = renderMeeting(onSubmit);
  await submit();
  await waitFor(() => expect(toasts.at(-1)).toEqual({ kind: 'error', message: 'Must be compiled' }));

  // The picker itself never writes an impossible day (it empties instead); a value the page sets may hold one.
  await type('Starts', '2025-02-29T09:30');
  expect(form.values().starts).toBe('');
  await settle(() => form.setValue('starts', '2025-02-29T09:30'));
  await submit();
  await waitFor(() => expect(toasts.at(-1)).toEqual({ kind: 'error', message: 'Not a valid date and time' }));
  const starts = screen.getByLabelText('Starts');
  expect(starts.getAttribute('aria-invalid')).toBe('true');
  expect(document.getElementById(starts.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Not a valid date and time');

  await type('Starts', '2025-03-14T09:30');
  await settle(() => form.setValue('reminder', '25:00'));
  await submit();
  await waitFor(() => expect(toasts.at(-1)).toEqual({ kind: 'error', message: 'Not a valid time' }));
  expect(onSubmit).not.toHaveBeenCalled();
});

it("says the rules' messages in Italian", async () => {
  await act(async () => {
    await setLanguage('it');
  });
  const { form } = renderMeeting(async () => undefined);
  await type('Starts', '2025-03-14T09:30');
  await settle(() => form.setValue('reminder', '12:60'));
  await submit();
  const reminder = screen.getByLabelText('Reminder');
  await waitFor(() => expect(document.getElementById(reminder.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Ora non valida'));
});
