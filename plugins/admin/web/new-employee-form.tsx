import type { ReactElement } from 'react';
import type { NewEmployeePayload } from '@vigil/core';
import {
  CheckboxGroupField,
  FormView,
  SelectField,
  SubmitButton,
  TextField,
  splitListValue,
  useFormController,
  useRegionNames,
  useTranslation,
} from '@vigil/web-sdk';
import { ADMIN_NS } from './admin-i18n';
import { usePermissionOptions } from './permission-options';
import type { PersonnelStore } from './personnel-store';

type NewEmployeeField = 'name' | 'surname' | 'email' | 'phone' | 'permission' | 'building' | 'country';

export interface NewEmployeeFormProps {
  store: PersonnelStore;
  /** Runs after the employee was added (back to the list). */
  onAdded(): void;
  headingId: string;
}

/** The form's values as the call's payload: lists as arrays, an unchosen nationality left out. */
export function newEmployeePayload(values: Readonly<Record<NewEmployeeField, string>>): NewEmployeePayload {
  return {
    name: values.name.trim(),
    surname: values.surname.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    permission: splitListValue(values.permission),
    building: splitListValue(values.building).map(Number),
    ...(values.country ? { country: Number(values.country) } : {}),
  };
}

/**
 * The new employee form with the rules of FORM_RULES.newEmployee (spec part 1 §5): name and surname letters and
 * spaces, email and phone required and valid, permission, project and nationality optional. Mounted once the
 * choices are known (or failed), so its options are there from the start.
 */
export function NewEmployeeForm({ store, onAdded, headingId }: NewEmployeeFormProps): ReactElement {
  const { t } = useTranslation(ADMIN_NS);
  const names = useRegionNames();
  const permissions = usePermissionOptions();
  // Nationalities in the user's language and in its order.
  const countries = store.countries
    .map((country) => ({ value: String(country.id), text: names.country(country.iso2, country.name) }))
    .sort((a, b) => names.compare(a.text, b.text));
  const form = useFormController<NewEmployeeField>({
    form: 'newEmployee',
    namespace: ADMIN_NS,
    fields: {
      name: { label: 'form.name' },
      surname: { label: 'form.surname' },
      email: { label: 'form.email', type: 'email' },
      phone: { label: 'form.phone', type: 'tel' },
      permission: { label: 'form.permission', type: 'multiselect', options: permissions },
      building: {
        label: 'form.building',
        type: 'multiselect',
        options: store.buildings.map((building) => ({ value: String(building.value), label: building.label, text: building.label })),
      },
      country: {
        label: 'form.country',
        type: 'select',
        options: countries.map((country) => ({ ...country, label: country.text })),
      },
    },
    async onSubmit(values) {
      await store.add(newEmployeePayload(values));
      onAdded();
    },
  });
  return (
    <FormView form={form} className="admin-new-form" aria-labelledby={headingId}>
      <TextField field="name" />
      <TextField field="surname" />
      <TextField field="email" />
      <TextField field="phone" />
      <CheckboxGroupField field="permission" />
      <CheckboxGroupField field="building" />
      <SelectField field="country" placeholder="form.noCountry" />
      <SubmitButton>{t('form.submit')}</SubmitButton>
    </FormView>
  );
}
