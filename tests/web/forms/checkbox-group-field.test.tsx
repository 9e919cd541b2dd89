import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { CheckboxGroupField, FormView, SubmitButton, createForm } from '../../../host/web/forms';
import { ServicesProvider } from '../../../host/web/services-context';
import { Container } from 'inversify';
import { TOKENS } from '../../../host/web/services/tokens';
import type { UiService } from '../../../host/web/services/ui-service';

function renderBoxes(value: string, max?: number) {
  const container = new Container();
  container.bind(TOKENS.Ui).toConstantValue({ toast: () => undefined } as unknown as UiService);
  const onSubmit = jest.fn(async () => undefined);
  const form = createForm({
    fields: {
      tools: {
        label: 'Tools',
        type: 'multiselect',
        value,
        options: [
          { value: 'gpa', label: 'gpa', text: 'GPA' },
          { value: 'nat', label: 'nat', text: 'NAT' },
          { value: 'ops', label: 'ops', text: 'OPS' },
        ],
        rules: [],
      },
    },
    onSubmit,
  });
  render(
    <ServicesProvider container={container}>
      <FormView form={form}>
        <CheckboxGroupField field="tools" max={max} />
        <SubmitButton>Save</SubmitButton>
      </FormView>
    </ServicesProvider>,
  );
  return { form, onSubmit };
}

async function click(name: string): Promise<void> {
  await act(async () => {
    fireEvent.click(within(screen.getByRole('group', { name: 'Tools' })).getByRole('checkbox', { name }));
  });
}

it('toggles one box per click and keeps the others, in the order of the options', async () => {
  const { form, onSubmit } = renderBoxes('nat');
  await act(async () => undefined);
  expect((screen.getByRole('checkbox', { name: 'NAT' }) as HTMLInputElement).checked).toBe(true);

  await click('OPS');
  await click('GPA');
  expect(form.values().tools).toBe('gpa,nat,ops');
  await click('NAT');
  expect(form.values().tools).toBe('gpa,ops');

  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  });
  expect(onSubmit).toHaveBeenCalledWith({ tools: 'gpa,ops' });
});

it('keeps a chosen value the options do not list', async () => {
  const { form } = renderBoxes('legacy,nat');
  await act(async () => undefined);
  await click('GPA');
  expect(form.values().tools).toBe('gpa,nat,legacy');
});

it('disables the unticked boxes once the most answers are ticked, and frees them again', async () => {
  renderBoxes('gpa', 2);
  await act(async () => undefined);
  await click('NAT');
  const ops = screen.getByRole('checkbox', { name: 'OPS' }) as HTMLInputElement;
  expect(ops.disabled).toBe(true);
  expect((screen.getByRole('checkbox', { name: 'GPA' }) as HTMLInputElement).disabled).toBe(false);
  await click('GPA');
  expect(ops.disabled).toBe(false);
});
