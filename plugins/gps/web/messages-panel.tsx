import { useState, type ReactElement } from 'react';
import { deleteAlert, formatDate, getEmployeeDetail, type EmployeeAlert } from '@vigil/core';
import { showFailure, TOKENS, translateMessage, useService, useTranslation } from '@vigil/web-sdk';
import { DocumentHistory, historyCount, useDocumentHistory } from './document-history';
import { GPS_NS } from './gps-i18n';
import { MessageGallery } from './message-gallery';
import { NewMessageForm } from './new-message-form';

type Tab = 'messages' | 'history';

export interface MessagesPanelProps {
  employee: number;
  alerts: readonly EmployeeAlert[];
  /** The person's messages changed (one deleted, or the list reloaded after a new one). */
  onAlerts(alerts: readonly EmployeeAlert[]): void;
  onClose(): void;
}

/**
 * The side panel of the mail icon (spec part 2 §2): Messages (the person's alerts, read or unread, each opening
 * the gallery at itself and deleted after a confirm, and a new message) and Document history, the documents the
 * person opened, from the docs module where it is installed (manifest optionalUses).
 */
export function MessagesPanel({ employee, alerts, onAlerts, onClose }: MessagesPanelProps): ReactElement {
  const { t } = useTranslation(GPS_NS);
  const api = useService(TOKENS.Api);
  const ui = useService(TOKENS.Ui);
  const [tab, setTab] = useState<Tab>('messages');
  const history = useDocumentHistory(employee);
  const tabs: ReadonlyArray<[Tab, string]> = [
    ['messages', t('side.messages', { count: alerts.length })],
    ['history', t('side.history', { count: historyCount(history) })],
  ];

  function openGallery(index: number): void {
    ui.openModal({ title: t('gallery.title'), content: () => <MessageGallery alerts={alerts} start={index} /> });
  }

  async function remove(alert: EmployeeAlert): Promise<void> {
    if (!(await ui.confirm(t('side.confirmDelete')))) return;
    try {
      const answer = await api.call(deleteAlert, { alert: String(alert.id) });
      onAlerts(alerts.filter((entry) => entry.id !== alert.id));
      ui.toast('success', translateMessage(answer.message));
    } catch (error) {
      showFailure(ui, error);
    }
  }

  async function reload(): Promise<void> {
    try {
      onAlerts((await api.call(getEmployeeDetail, { employee: String(employee) })).alerts);
    } catch (error) {
      showFailure(ui, error);
    }
  }

  function openNewMessage(): void {
    ui.openModal({
      title: t('message.title'),
      content: (close) => (
        <NewMessageForm
          employee={employee}
          onSent={() => {
            close();
            void reload();
          }}
        />
      ),
    });
  }

  return (
    <aside className="gps-side-panel" aria-label={t('side.title')}>
      <header className="gps-side-header">
        <h2>{t('side.title')}</h2>
        <button type="button" onClick={onClose}>
          {t('side.close')}
        </button>
      </header>
      <div role="tablist" className="gps-tabs">
        {tabs.map(([id, label]) => (
          <button key={id} type="button" role="tab" aria-selected={tab === id} onClick={() => setTab(id)}>
            {label}
          </button>
        ))}
      </div>
      <div role="tabpanel" aria-label={tabs.find(([id]) => id === tab)?.[1]}>
        {tab === 'history' ? (
          <DocumentHistory load={history} />
        ) : (
          <>
            <button type="button" className="button gps-new-message-button" onClick={openNewMessage}>
              {t('side.newMessage')}
            </button>
            <Messages alerts={alerts} onOpen={openGallery} onDelete={(alert) => void remove(alert)} />
          </>
        )}
      </div>
    </aside>
  );
}

interface MessagesProps {
  alerts: readonly EmployeeAlert[];
  onOpen(index: number): void;
  onDelete(alert: EmployeeAlert): void;
}

function Messages({ alerts, onOpen, onDelete }: MessagesProps): ReactElement {
  const { t, language } = useTranslation(GPS_NS);
  if (alerts.length === 0) return <p className="gps-muted">{t('side.noMessages')}</p>;
  return (
    <ul className="gps-messages">
      {alerts.map((alert, index) => {
        const date = formatDate(alert.last_update, language);
        return (
          <li key={alert.id} className={alert.isRead ? 'gps-message-read' : 'gps-message-unread'}>
            <span className="gps-read-icon" role="img" aria-label={alert.isRead ? t('side.read') : t('side.unread')}>
              {alert.isRead ? '✓' : '●'}
            </span>
            <span className="gps-message-date">{date}</span>
            <p>{alert.content}</p>
            <div className="gps-message-actions">
              <button type="button" aria-label={t('side.openLabel', { date })} onClick={() => onOpen(index)}>
                {t('side.open')}
              </button>
              <button type="button" aria-label={t('side.deleteLabel', { date })} onClick={() => onDelete(alert)}>
                {t('side.delete')}
              </button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
