import { observer } from 'mobx-react-lite';
import { useEffect, useId, type ReactElement } from 'react';
import { Link, useLocation } from 'wouter';
import { PageHeading, PageLoader, useTranslation } from '@vigil/web-sdk';
import { ADMIN_NS } from './admin-i18n';
import { PERSONNEL_LIST_PATH } from './admin-paths';
import { NewEmployeeForm } from './new-employee-form';
import type { PersonnelStore } from './personnel-store';

const settled = (state: string): boolean => state === 'ready' || state === 'failed';

/**
 * /Admin/new and /Admin/addEmployee (spec part 1 §2): the new employee form. On success a toast and back to
 * /Admin, where the new employee is listed.
 */
export const NewEmployeePage = observer(function NewEmployeePage({ store }: { store: PersonnelStore }): ReactElement {
  const { t } = useTranslation(ADMIN_NS);
  const [, navigate] = useLocation();
  const headingId = useId();
  useEffect(() => {
    void store.loadBuildings();
    void store.loadCountries();
  }, [store]);
  const ready = settled(store.buildingsState) && settled(store.countriesState);
  return (
    <div className="admin-page admin-new-page">
      <Link className="admin-back" to={PERSONNEL_LIST_PATH}>
        {t('form.back')}
      </Link>
      <PageHeading subtitle={t('form.hint')}>
        <span id={headingId}>{t('form.title')}</span>
      </PageHeading>
      {store.countriesState === 'failed' ? <p className="admin-muted">{t('form.countriesFailed')}</p> : null}
      {ready ? (
        <NewEmployeeForm store={store} headingId={headingId} onAdded={() => navigate(PERSONNEL_LIST_PATH)} />
      ) : (
        <PageLoader plugin="admin" label={t('loading')} />
      )}
    </div>
  );
});
