import { useEffect, useId, useState, type ReactElement } from 'react';
import { editEmployee, getBuildings, PERMISSION_LABELS, PERMISSION_VALUES, type Building, type EmployeeDetail, type EmployeeFlag } from '@vigil/core';
import {
  CheckboxGroupField,
  FormView,
  PageLoader,
  SubmitButton,
  joinListValue,
  showFailure,
  splitListValue,
  TOKENS,
  translateMessage,
  useFormController,
  useService,
  useTranslation,
} from '@vigil/web-sdk';
import { GPS_NS } from './gps-i18n';

/** 'User enabled' shows the inverse of hidden (spec part 2 §4); the other two show their flag. */
const TOGGLES: ReadonlyArray<{ flag: EmployeeFlag; inverse: boolean }> = [
  { flag: 'hidden', inverse: true },
  { flag: 'isTrackingEnable', inverse: false },
  { flag: 'politicalriskvisible', inverse: false },
];

export interface EditUserModalProps {
  detail: EmployeeDetail;
  onChange(change: Partial<EmployeeDetail>): void;
  onClose(): void;
}

/**
 * The edit-user modal (spec part 2 §4, §5): the three switches, each sent at once through the platform's
 * editEmployee (flags as 1 or 0, `customer` the employee), and the permission (required) and project lists
 * saved by a form; on success the modal closes and the detail updates.
 */
export function EditUserModal({ detail, onChange, onClose }: EditUserModalProps): ReactElement {
  const { t } = useTranslation(GPS_NS);
  const api = useService(TOKENS.Api);
  const ui = useService(TOKENS.Ui);
  const headingId = useId();
  const [flags, setFlags] = useState(() => ({ hidden: detail.hidden, isTrackingEnable: detail.isTrackingEnable, politicalriskvisible: detail.politicalriskvisible }));
  const [sending, setSending] = useState<EmployeeFlag | null>(null);
  const [buildings, setBuildings] = useState<readonly Building[] | null>(null);

  useEffect(() => {
    let live = true;
    api.call(getBuildings).then(
      (answer) => live && setBuildings(answer),
      (error: unknown) => {
        if (!live) return;
        showFailure(ui, error);
        setBuildings([]);
      },
    );
    return () => {
      live = false;
    };
  }, [api, ui]);

  async function toggle(flag: EmployeeFlag, value: boolean): Promise<void> {
    setSending(flag);
    try {
      const answer = await api.call(editEmployee, { customer: String(detail.id), [flag]: value ? '1' : '0' });
      setFlags((current) => ({ ...current, [flag]: value }));
      onChange({ [flag]: value });
      ui.toast('success', translateMessage(answer.message));
    } catch (error) {
      showFailure(ui, error);
    } finally {
      setSending(null);
    }
  }

  return (
    <div className="gps-editor">
      <section aria-labelledby={headingId}>
        <h3 id={headingId}>{t('editor.flags')}</h3>
        <ul className="gps-switches">
          {TOGGLES.map(({ flag, inverse }) => (
            <li key={flag}>
              <label>
                <input
                  type="checkbox"
                  role="switch"
                  checked={inverse ? !flags[flag] : flags[flag]}
                  disabled={sending === flag || (flag === 'hidden' && detail.areYou)}
                  onChange={(event) => void toggle(flag, inverse ? !event.target.checked : event.target.checked)}
                />
                <span>{t(`editor.${flag}`)}</span>
              </label>
            </li>
          ))}
        </ul>
      </section>
      {buildings ? <AccessForm detail={detail} buildings={buildings} onChange={onChange} onClose={onClose} /> : <PageLoader plugin="gps" label={t('editor.loading')} />}
    </div>
  );
}

interface AccessFormProps extends EditUserModalProps {
  buildings: readonly Building[];
}

function AccessForm({ detail, buildings, onChange, onClose }: AccessFormProps): ReactElement {
  const { t } = useTranslation(GPS_NS);
  const api = useService(TOKENS.Api);
  const ui = useService(TOKENS.Ui);
  const headingId = useId();
  const form = useFormController<'permission' | 'building'>({
    form: 'employeeAccess',
    namespace: GPS_NS,
    fields: {
      permission: {
        label: 'editor.permission',
        type: 'multiselect',
        options: PERMISSION_VALUES.map((value) => ({ value, label: `permissionLabels.${value}` })),
        value: joinListValue(detail.permission.map((permission) => permission.value)),
      },
      building: {
        label: 'editor.building',
        type: 'multiselect',
        options: buildings.map((building) => ({ value: String(building.value), label: building.label, text: building.label })),
        value: joinListValue(detail.building.map((building) => String(building.value))),
      },
    },
    async onSubmit(values) {
      const permission = splitListValue(values.permission);
      const building = splitListValue(values.building);
      // Comma lists, so that an emptied project list is sent (as '') and clears the projects.
      const answer = await api.call(editEmployee, { customer: String(detail.id), permission: permission.join(','), building: building.join(',') });
      const saved = answer.employee?.permission ?? permission;
      onChange({
        permission: saved.map((value) => ({ value, label: PERMISSION_LABELS[value as keyof typeof PERMISSION_LABELS] ?? value })),
        building: answer.employee?.building ?? buildings.filter((entry) => building.includes(String(entry.value))),
      });
      ui.toast('success', translateMessage(answer.message));
      onClose();
    },
  });
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId}>{t('editor.access')}</h3>
      <FormView form={form} aria-labelledby={headingId}>
        <CheckboxGroupField field="permission" />
        <CheckboxGroupField field="building" />
        <SubmitButton>{t('editor.save')}</SubmitButton>
      </FormView>
    </section>
  );
}
