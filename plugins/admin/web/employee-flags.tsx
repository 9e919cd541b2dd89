import { observer } from 'mobx-react-lite';
import { useId, type ReactElement } from 'react';
import type { EmployeeFlag, PersonnelEmployee } from '@vigil/core';
import { useTranslation } from '@vigil/web-sdk';
import { ADMIN_NS } from './admin-i18n';
import type { PersonnelStore } from './personnel-store';

/** 'User enabled' shows the inverse of hidden (spec part 2 §4); the other two show their flag. */
const TOGGLES: ReadonlyArray<{ flag: EmployeeFlag; inverse: boolean }> = [
  { flag: 'hidden', inverse: true },
  { flag: 'isTrackingEnable', inverse: false },
  { flag: 'politicalriskvisible', inverse: false },
];

/**
 * The three switches of the edit modal, each sent at once when toggled. The admin's own account cannot be
 * disabled: its switch is off limits, and says why.
 */
export const EmployeeFlags = observer(function EmployeeFlags({ store, employee }: { store: PersonnelStore; employee: PersonnelEmployee }): ReactElement {
  const { t } = useTranslation(ADMIN_NS);
  const headingId = useId();
  const ownHintId = useId();
  return (
    <section className="admin-editor-section" aria-labelledby={headingId}>
      <h3 id={headingId}>{t('editor.flags')}</h3>
      <ul className="admin-switches">
        {TOGGLES.map(({ flag, inverse }) => {
          const on = inverse ? !employee[flag] : employee[flag];
          const locked = flag === 'hidden' && employee.areYou;
          return (
            <li key={flag}>
              <label className="admin-switch">
                <input
                  type="checkbox"
                  role="switch"
                  checked={on}
                  disabled={locked || store.isSending(employee.id, flag)}
                  aria-describedby={locked ? ownHintId : undefined}
                  onChange={(event) => void store.setFlag(employee.id, flag, inverse ? !event.target.checked : event.target.checked)}
                />
                <span>{t(`editor.${flag}`)}</span>
              </label>
              {locked ? (
                <p id={ownHintId} className="admin-muted">
                  {t('editor.ownAccount')}
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
});
