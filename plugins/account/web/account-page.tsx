import { observer } from 'mobx-react-lite';
import { useEffect, useState, type ReactElement } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { fullName } from '@vigil/core';
import { LoadFailure, PageLoader, TOKENS, useService, useTranslation } from '@vigil/web-sdk';
import { ACCOUNT_NS } from './account-i18n';
import { AccountHeader } from './account-header';
import { AccountStore } from './account-store';
import { AccountTabs, ACCOUNT_TAB_PATHS } from './account-tabs';
import { AccountDataTab } from './account-data-tab';
import { MonitoredCountriesStore } from './monitored-countries-store';
import { MonitoredCountriesTab } from './monitored-countries-tab';
import { NotificationsTab } from './notifications-tab';
import './account.css';

/**
 * /Account (spec part 1 §2): the header, three tabs as links with their counts, and the tab under
 * /Account/data, /Account/countries or /Account/alerts. /Account and unknown sub-paths go to /Account/data.
 */
const AccountPage = observer(function AccountPage(): ReactElement {
  const api = useService(TOKENS.Api);
  const ui = useService(TOKENS.Ui);
  const storage = useService(TOKENS.Storage);
  const auth = useService(TOKENS.Auth);
  const { t } = useTranslation(ACCOUNT_NS);
  const [account] = useState(() => new AccountStore(api, ui, storage, auth));
  const [monitored] = useState(() => new MonitoredCountriesStore(api, ui));

  useEffect(() => {
    // Both at once: the tab counts need the notifications and the monitored countries from the start.
    void account.load();
    void monitored.load();
  }, [account, monitored]);

  const employee = account.employee;
  if (!employee) {
    // Spec part 1 §2: a loader until the employee id is known.
    return account.status === 'error' ? (
      <LoadFailure message={account.error} onRetry={() => void account.load()} />
    ) : (
      <PageLoader plugin="account" label={t('loading')} />
    );
  }

  return (
    <div className="account-page">
      <AccountHeader employee={employee} />
      <AccountTabs owner={fullName(employee)} countries={monitored.countries.length} alerts={account.alerts.length} />
      <div className="account-tab-panel">
        <Switch>
          <Route path={ACCOUNT_TAB_PATHS.data}>
            <AccountDataTab store={account} />
          </Route>
          <Route path={ACCOUNT_TAB_PATHS.countries}>
            <MonitoredCountriesTab store={monitored} />
          </Route>
          <Route path={ACCOUNT_TAB_PATHS.alerts}>
            <NotificationsTab store={account} />
          </Route>
          <Route>
            <Redirect to={ACCOUNT_TAB_PATHS.data} replace />
          </Route>
        </Switch>
      </div>
    </div>
  );
});

export default AccountPage;
