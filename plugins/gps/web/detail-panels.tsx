import { useState, type ReactElement } from 'react';
import type { EmployeeDetail } from '@vigil/core';
import { PluginView, TOKENS, useService, useTranslation } from '@vigil/web-sdk';
import type { DevicePanelViewProps } from '../../tracking/contract/views';
import type { FenceEvent, TrackedPerson, TrackPoint } from '../../tracking/contract/tracked-person';
import { EditUserModal } from './edit-user-modal';
import { FenceEventsPanel } from './fence-events-panel';
import { GPS_NS } from './gps-i18n';
import { LogsPanel } from './logs-panel';
import { MessagesPanel } from './messages-panel';
import { SosPanel } from './sos-panel';
import { TrackingMapPanel } from './tracking-map-panel';
import { TravelPanel } from './travel-panel';
import { UserDataPanel } from './user-data-panel';

/** What tracking's getPersonTrack answers. */
export interface PersonTrack {
  person: TrackedPerson;
  positions: readonly TrackPoint[];
  fenceEvents: readonly FenceEvent[];
}

export interface DetailPanelsProps {
  detail: EmployeeDetail;
  track: PersonTrack | null;
  onChange(change: Partial<EmployeeDetail>): void;
  /** Reads the person's track again (after an SOS is closed). */
  onTrackChange(): void;
}

/**
 * The detail's panels (spec part 2 §2): User data, Travel (only while tracking is on: the person's current travel,
 * from the travel module where it is installed), Logs and the Tracking map. The mail icon and the edit icon are an
 * admin's: the messages and documents are admins' only, as is the edit-user modal. An open SOS comes first.
 */
export function DetailPanels({ detail, track, onChange, onTrackChange }: DetailPanelsProps): ReactElement {
  const { t } = useTranslation(GPS_NS);
  const ui = useService(TOKENS.Ui);
  const admin = useService(TOKENS.Permissions).holdsAny(['admin']);
  const [sideOpen, setSideOpen] = useState(false);

  function openEditor(): void {
    ui.openModal({ title: t('editor.title'), content: (close) => <EditUserModal detail={detail} onChange={onChange} onClose={close} /> });
  }

  const sos = track?.person.sos ?? null;
  return (
    <>
      {sos ? <SosPanel sos={sos} onClosed={onTrackChange} /> : null}
      {admin ? (
        <div className="gps-detail-actions">
          <button type="button" className="gps-icon-button" aria-label={t('detail.openMessages')} aria-expanded={sideOpen} onClick={() => setSideOpen((open) => !open)}>
            <span aria-hidden="true">✉</span>
          </button>
          <button type="button" className="gps-icon-button" aria-label={t('detail.edit')} onClick={openEditor}>
            <span aria-hidden="true">✎</span>
          </button>
        </div>
      ) : null}
      <div className="gps-panels">
        <UserDataPanel detail={detail} person={track?.person ?? null} />
        {detail.isTrackingEnable ? <TravelPanel employee={detail.id} /> : null}
        <LogsPanel positions={track?.positions ?? []} />
        <FenceEventsPanel events={track?.fenceEvents ?? []} />
        <TrackingMapPanel detail={detail} person={track?.person ?? null} />
        {/* The person's phones: an operator pairs one here for them (tracking's own panel). */}
        <div className="gps-panel gps-devices">
          <PluginView<DevicePanelViewProps> plugin="tracking" view="devicePanel" props={{ employee: detail.id }} />
        </div>
      </div>
      {admin && sideOpen ? (
        <MessagesPanel employee={detail.id} alerts={detail.alerts} onAlerts={(alerts) => onChange({ alerts: [...alerts] })} onClose={() => setSideOpen(false)} />
      ) : null}
    </>
  );
}
