import { observer } from 'mobx-react-lite';
import { useEffect, type ReactElement } from 'react';
import { formatDate, PICKUP_FIELDS, type EmployeeAlert } from '@vigil/core';
import { TOKENS, useService, useTranslation } from '@vigil/web-sdk';
import { ACCOUNT_NS } from './account-i18n';
import type { AccountStore } from './account-store';

/** A pickup's details (spec part 2 §3 Alert/message), in the order of the form that sent them. */
function PickupDetails({ alert }: { alert: EmployeeAlert }): ReactElement {
  const { t } = useTranslation(ACCOUNT_NS);
  return (
    <dl className="account-alert-pickup">
      {PICKUP_FIELDS.map((field) => (
        <div key={field}>
          <dt>{t(`alerts.fields.${field}`)}</dt>
          <dd>{alert[field] ?? ''}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * /Account/alerts: the messages sent to the person, newest first, each deletable after a confirmation. Each is
 * shown in full, so showing the tab is reading them: the unread ones are marked read as the tab shows them.
 */
export const NotificationsTab = observer(function NotificationsTab({ store }: { store: AccountStore }): ReactElement {
  const { t, language } = useTranslation(ACCOUNT_NS);
  const ui = useService(TOKENS.Ui);
  const alerts = [...store.alerts].sort((a, b) => b.last_update.localeCompare(a.last_update));
  const unread = alerts.filter((alert) => !alert.isRead).length;

  useEffect(() => {
    // Again when a reload brings new unread messages; a failed mark leaves the count, so it does not loop.
    if (unread > 0) void store.readShownAlerts();
  }, [store, unread]);

  async function remove(alert: EmployeeAlert): Promise<void> {
    if (await ui.confirm(t('alerts.confirm'))) await store.deleteAlert(alert.id);
  }

  return (
    <section className="account-section" aria-labelledby="account-alerts-heading">
      <h2 id="account-alerts-heading">{t('alerts.heading')}</h2>
      {alerts.length === 0 ? <p>{t('alerts.empty')}</p> : null}
      <ul className="account-alerts">
        {alerts.map((alert) => {
          const date = formatDate(alert.last_update, language);
          return (
            <li key={alert.id} className="account-alert">
              {alert.image ? (
                <a href={alert.image} target="_blank" rel="noreferrer">
                  <img className="account-alert-image" src={alert.image} alt={t('alerts.image')} width={48} height={48} />
                </a>
              ) : null}
              <div className="account-alert-body">
                <time dateTime={alert.last_update}>{date}</time>
                {alert.kind === 'pickup' ? <strong className="account-alert-kind"> {t('alerts.pickup')}</strong> : null}
                {alert.isRead ? null : <span className="account-alert-unread"> {t('alerts.unread')}</span>}
                {alert.sender ? <span className="account-alert-sender"> {t('alerts.from', { sender: alert.sender })}</span> : null}
                <p>{alert.content}</p>
                {alert.kind === 'pickup' ? <PickupDetails alert={alert} /> : null}
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
