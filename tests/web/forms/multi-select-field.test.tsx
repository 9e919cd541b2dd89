import { act, fireEvent, render, screen } from '@testing-library/react';
import { Container } from 'inversify';
import { FormView, MultiSelectField, SubmitButton, createForm, splitListValue } from '../../../host/web/forms';
import { ServicesProvider } from '../../../host/web/services-context';
import { TOKENS } from '../../../host/web/services/tokens';
import type { UiService } from '../../../host/web/services/ui-service';

function renderPicker(onSubmit: (values: Record<string, string>) => Promise<void>, value = '') {
  const container = new Container();
  container.bind(TOKENS.Ui).toConstantValue({ toast: () => undefined } as unknown as UiService);
  const form = createForm({
    fields: {
      users: {
        label: 'Users',
        type: 'multiselect',
        value,
        // Names from the server are shown as they are, even when they look like i18n keys.
        options: [
          { value: '1', label: 'one', text: 'Ada: Admin' },
          { value: '2', label: 'two', text: 'St. Kitts' },
          { value: '3', label: 'three', text: 'Tom' },
        ],
        rules: [],
      },
    },
    onSubmit,
  });
  render(
    <ServicesProvider container={container}>
      <FormView form={form}>
        <MultiSelectField field="users" />
        <SubmitButton>Exclude</SubmitButton>
      </FormView>
    </ServicesProvider>,
  );
  return form;
}

async function choose(select: HTMLSelectElement, values: readonly string[]): Promise<void> {
  // The form validates asynchronously after a change: let it settle inside act.
  await act(async () => {
    for (const option of Array.from(select.options)) option.selected = values.includes(option.value);
    fireEvent.change(select);
  });
}

it('keeps the chosen options as one comma-joined value and submits it', async () => {
  const onSubmit = jest.fn(async () => undefined);
  const form = renderPicker(onSubmit);
  await act(async () => undefined);
  const select = screen.getByLabelText('Users') as HTMLSelectElement;
  expect(select.multiple).toBe(true);
  expect(Array.from(select.options, (option) => option.textContent)).toEqual(['Ada: Admin', 'St. Kitts', 'Tom']);
  await choose(select, ['1', '3']);
  expect(form.values().users).toBe('1,3');
  expect(splitListValue(form.values().users ?? '')).toEqual(['1', '3']);
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Exclude' }));
  });
  expect(onSubmit).toHaveBeenCalledWith({ users: '1,3' });
});

it('shows the initial value as selected options, and an empty choice as an empty value', async () => {
  const form = renderPicker(async () => undefined, '2,3');
  await act(async () => undefined);
  const select = screen.getByLabelText('Users') as HTMLSelectElement;
  expect(Array.from(select.selectedOptions, (option) => option.value)).toEqual(['2', '3']);
  await choose(select, []);
  expect(form.values().users).toBe('');
  expect(splitListValue('')).toEqual([]);
});
