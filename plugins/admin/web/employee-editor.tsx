import { observer } from 'mobx-react-lite';
import { useEffect, type ReactElement } from 'react';
import { PageLoader, useTranslation } from '@vigil/web-sdk';
import { ADMIN_NS } from './admin-i18n';
import { EmployeeAccessForm } from './employee-access-form';
import { EmployeeFlags } from './employee-flags';
import type { PersonnelStore } from './personnel-store';

export interface EmployeeEditorProps {
  store: PersonnelStore;
  employeeId: number;
  onClose(): void;
}

/**
 * The edit modal's content (spec part 2 §4): the switches, sent on toggle, and the permission and project form.
 * It follows the store, so a toggle's answer shows at once; an employee deleted meanwhile closes it.
 */
export const EmployeeEditor = observer(function EmployeeEditor({ store, employeeId, onClose }: EmployeeEditorProps): ReactElement | null {
  const { t } = useTranslation(ADMIN_NS);
  const employee = store.employee(employeeId);
  useEffect(() => {
    void store.loadBuildings();
  }, [store]);
  useEffect(() => {
    if (!employee) onClose();
  }, [employee, onClose]);
  if (!employee) return null;
  const choicesKnown = store.buildingsState === 'ready' || store.buildingsState === 'failed';
  return (
    <div className="admin-editor">
      <EmployeeFlags store={store} employee={employee} />
      {choicesKnown ? <EmployeeAccessForm store={store} employee={employee} onSaved={onClose} /> : <PageLoader plugin="admin" label={t('loading')} />}
    </div>
  );
});
