import { observer } from 'mobx-react-lite';
import type { ReactElement } from 'react';
import { formatDate, type EmployeeAlert } from '@vigil/core';
import { TOKENS, useService, useTranslation } from '@vigil/web-sdk';
import { ACCOUNT_NS } from './account-i18n';
import type { AccountStore } from './account-store';

/** /Account/alerts: the notifications, newest first, each deletable after a confirmation. */
export const NotificationsTab = observer(function NotificationsTab({ store }: { store: AccountStore }): ReactElement {
  const { t } = useTranslation(ACCOUNT_NS);
  const ui = useService(TOKENS.Ui);
  const alerts = [...store.alerts].sort((a, b) => b.last_update.localeCompare(a.last_update));

  async function remove(alert: EmployeeAlert): Promise<void> {
    if (await ui.confirm(t('alerts.confirm'))) await store.deleteAlert(alert.id);
  }

  return (
    <section className="account-section" aria-labelledby="account-alerts-heading">
      <h2 id="account-alerts-heading">{t('alerts.heading')}</h2>
      {alerts.length === 0 ? <p>{t('alerts.empty')}</p> : null}
      <ul className="account-alerts">
        {alerts.map((alert) => {
          const date = formatDate(alert.last_update);
          return (
            <li key={alert.id} className="account-alert">
              {alert.image ? <img className="account-alert-image" src={alert.image} alt="" width={48} height={48} /> : null}
              <div className="account-alert-body">
                <time dateTime={alert.last_update}>{date}</time>
                {alert.isRead ? null : <span className="account-alert-unread"> {t('alerts.unread')}</span>}
                <p>{alert.content}</p>
              </div>
              <button
                type="button"
                className="button button-secondary"
                aria-label={t('alerts.deleteLabel', { date })}
                onClick={() => void remove(alert)}
              >
                {t('alerts.delete')}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
});
