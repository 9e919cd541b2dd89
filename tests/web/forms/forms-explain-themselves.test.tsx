import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { Container } from 'inversify';
import { VALIDATION_MESSAGES as M } from '../../../host/core/messages';
import { required } from '../../../host/core/validation-rules';
import { CheckboxGroupField, FormView, RadioGroupField, SubmitButton, TextField, createForm } from '../../../host/web/forms';
import { ServicesProvider } from '../../../host/web/services-context';
import { TOKENS } from '../../../host/web/services/tokens';
import type { UiService } from '../../../host/web/services/ui-service';

/*
 * Issue 24, "Forms and lists that explain themselves": required fields carry a visible sign, a dimmed submit says
 * what is missing on hover and on focus, radio groups for one choice, and an option's note.
 */

async function settle(): Promise<void> {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
}

function renderNewEmployee() {
  const container = new Container();
  container.bind(TOKENS.Ui).toConstantValue({ toast: () => undefined } as unknown as UiService);
  const form = createForm({
    form: 'newEmployee',
    fields: {
      name: { label: 'Name' },
      surname: { label: 'Surname' },
      email: { label: 'Email', type: 'email' },
      phone: { label: 'Phone', type: 'tel' },
      tools: {
        label: 'Tools',
        type: 'multiselect',
        rules: [],
        options: [
          { value: 'gpa', label: 'gpa', text: 'GPA' },
          { value: 'tep', label: 'tep', text: 'TEP', note: 'not installed here' },
        ],
      },
    },
    onSubmit: async () => undefined,
  });
  render(
    <ServicesProvider container={container}>
      <FormView form={form}>
        <TextField field="name" />
        <TextField field="surname" />
        <TextField field="email" />
        <TextField field="phone" />
        <CheckboxGroupField field="tools" />
        <SubmitButton>Add employee</SubmitButton>
      </FormView>
    </ServicesProvider>,
  );
}

const markOf = (label: string): Element | null | undefined => screen.getByText(label, { selector: 'label' }).parentElement?.querySelector('.form-required');

it('marks every required field beside its label, out of its accessible name, and no optional one', async () => {
  renderNewEmployee();
  await settle();
  for (const label of ['Name', 'Surname', 'Email', 'Phone']) {
    expect(markOf(label)?.textContent).toBe('*');
    expect(markOf(label)?.getAttribute('aria-hidden')).toBe('true');
    // The label's exact text stays the control's name.
    expect(screen.getByLabelText(label).getAttribute('aria-required')).toBe('true');
  }
  expect(screen.getByRole('group', { name: 'Tools' }).querySelector('.form-required')).toBeNull();
});

it('says what is missing on hover and on focus of the dimmed submit, as its description, with the spec messages', async () => {
  renderNewEmployee();
  await settle();
  const button = screen.getByRole('button', { name: 'Add employee' });
  expect(button.getAttribute('aria-disabled')).toBe('true');
  const hint = document.getElementById(button.getAttribute('aria-describedby') ?? '');
  expect(hint?.getAttribute('role')).toBe('tooltip');
  expect(hint?.hidden).toBe(true);
  expect([...(hint?.children ?? [])].map((line) => line.textContent)).toEqual([
    `Name: ${M.required}`,
    `Surname: ${M.required}`,
    `Email: ${M.required}`,
    `Phone: ${M.required}`,
  ]);

  fireEvent.focus(button);
  expect(hint?.hidden).toBe(false);
  // Escape dismisses it without moving the focus (WCAG 1.4.13).
  fireEvent.keyDown(button, { key: 'Escape' });
  expect(hint?.hidden).toBe(true);
  fireEvent.blur(button);
  fireEvent.mouseEnter(button);
  expect(hint?.hidden).toBe(false);
  fireEvent.mouseLeave(button);
  expect(hint?.hidden).toBe(true);

  // It follows the form: a bad phone is named with its own message; a complete form has no hint at all.
  for (const [label, value] of [['Name', 'Ada'], ['Surname', 'Rossi'], ['Email', 'ada@example.test'], ['Phone', 'call me']]) {
    fireEvent.change(screen.getByLabelText(label!), { target: { value } });
  }
  await settle();
  expect(document.getElementById(button.getAttribute('aria-describedby') ?? '')?.textContent).toBe(`Phone: ${M.phone}`);
  fireEvent.change(screen.getByLabelText('Phone'), { target: { value: '+39 02 1234567' } });
  await settle();
  expect(button.getAttribute('aria-disabled')).toBe('false');
  expect(button.getAttribute('aria-describedby')).toBeNull();
});

it('lists each missing field once, also two whose lines read alike', async () => {
  const container = new Container();
  container.bind(TOKENS.Ui).toConstantValue({ toast: () => undefined } as unknown as UiService);
  const form = createForm({ fields: { outbound: { label: 'Date', rules: [required] }, inbound: { label: 'Date', rules: [required] } }, onSubmit: async () => undefined });
  // React reports children that share a key with console.error, and may then drop or repeat one of them.
  const reported = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  try {
    render(
      <ServicesProvider container={container}>
        <FormView form={form}>
          <TextField field="outbound" />
          <TextField field="inbound" />
          <SubmitButton>Save</SubmitButton>
        </FormView>
      </ServicesProvider>,
    );
    await settle();
    const button = screen.getByRole('button', { name: 'Save' });
    const hint = document.getElementById(button.getAttribute('aria-describedby') ?? '');
    expect([...(hint?.children ?? [])].map((line) => line.textContent)).toEqual([`Date: ${M.required}`, `Date: ${M.required}`]);
    expect(reported).not.toHaveBeenCalled();
  } finally {
    reported.mockRestore();
  }
});

it("shows an option's note beside it as its description, its name unchanged", async () => {
  renderNewEmployee();
  await settle();
  const tep = screen.getByRole('checkbox', { name: 'TEP' });
  expect(document.getElementById(tep.getAttribute('aria-describedby') ?? '')?.textContent).toBe('not installed here');
  expect(screen.getByRole('checkbox', { name: 'GPA' }).getAttribute('aria-describedby')).toBeNull();
});

it('offers one choice as radio buttons: another click replaces it, and a required group is marked', async () => {
  const container = new Container();
  container.bind(TOKENS.Ui).toConstantValue({ toast: () => undefined } as unknown as UiService);
  const onSubmit = jest.fn(async () => undefined);
  const form = createForm({
    fields: {
      capital: {
        label: 'Capital',
        type: 'multiselect',
        rules: [required],
        options: ['Rome', 'Milan'].map((city) => ({ value: city.toLowerCase(), label: city, text: city })),
      },
    },
    onSubmit,
  });
  render(
    <ServicesProvider container={container}>
      <FormView form={form}>
        <RadioGroupField field="capital" />
        <SubmitButton>Send</SubmitButton>
      </FormView>
    </ServicesProvider>,
  );
  const group = screen.getByRole('radiogroup', { name: 'Capital' });
  expect(group.querySelector('.form-required')?.textContent).toBe('*');
  fireEvent.click(within(group).getByRole('radio', { name: 'Milan' }));
  fireEvent.click(within(group).getByRole('radio', { name: 'Rome' }));
  await settle();
  expect(form.values()).toEqual({ capital: 'rome' });
  expect((within(group).getByRole('radio', { name: 'Milan' }) as HTMLInputElement).checked).toBe(false);
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
  });
  expect(onSubmit).toHaveBeenCalledWith({ capital: 'rome' });
});
