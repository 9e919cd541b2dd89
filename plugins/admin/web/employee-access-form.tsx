import { useId, type ReactElement } from 'react';
import type { PersonnelEmployee } from '@vigil/core';
import {
  CheckboxGroupField,
  FormView,
  SubmitButton,
  joinListValue,
  splitListValue,
  useFormController,
  useTranslation,
} from '@vigil/web-sdk';
import { ADMIN_NS } from './admin-i18n';
import { usePermissionOptions } from './permission-options';
import type { PersonnelStore } from './personnel-store';

export interface EmployeeAccessFormProps {
  store: PersonnelStore;
  employee: PersonnelEmployee;
  /** Runs after a successful save (the modal closes). */
  onSaved(): void;
}

/**
 * Permission list (required) and project list, saved together with the rules of FORM_RULES.employeeAccess
 * (spec part 2 §4, §5). Mounted once the projects are known, so the choices are there from the start.
 */
export function EmployeeAccessForm({ store, employee, onSaved }: EmployeeAccessFormProps): ReactElement {
  const { t } = useTranslation(ADMIN_NS);
  const headingId = useId();
  const permissions = usePermissionOptions();
  const form = useFormController<'permission' | 'building'>({
    form: 'employeeAccess',
    namespace: ADMIN_NS,
    fields: {
      permission: { label: 'editor.permission', type: 'multiselect', options: permissions, value: joinListValue(employee.permission) },
      building: {
        label: 'editor.building',
        type: 'multiselect',
        options: store.buildings.map((building) => ({ value: String(building.value), label: building.label, text: building.label })),
        value: joinListValue(employee.building.map((building) => String(building.value))),
      },
    },
    async onSubmit(values) {
      await store.saveAccess(employee.id, splitListValue(values.permission), splitListValue(values.building));
      onSaved();
    },
  });
  return (
    <section className="admin-editor-section" aria-labelledby={headingId}>
      <h3 id={headingId}>{t('editor.access')}</h3>
      <FormView form={form} className="admin-access-form" aria-labelledby={headingId}>
        <CheckboxGroupField field="permission" />
        <CheckboxGroupField field="building" />
        <SubmitButton>{t('editor.save')}</SubmitButton>
      </FormView>
    </section>
  );
}
