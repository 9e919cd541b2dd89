import { useState, type FormEvent, type ReactElement } from 'react';
import { formatDate } from '@vigil/core';
import { LoadFailure, PageLoader, showFailure, TOKENS, useLoad, useService, useTranslation } from '@vigil/web-sdk';
import { getDevices, pairDevice, revokeDevice, TRACKING_APPS, type DevicePanelViewProps, type DeviceSetup, type TrackingApp, type TrackingDevice } from '../contract';
import { SetupPanel } from './setup-panel';
import { TRACKING_NS } from './tracking-i18n';

export type DevicePanelProps = DevicePanelViewProps;

function DeviceRow({ device, onRevoke }: { device: TrackingDevice; onRevoke: (device: TrackingDevice) => void }): ReactElement {
  const { t, language } = useTranslation(TRACKING_NS);
  const seen = device.last_seen_at ? t('devices.lastSeen', { time: formatDate(device.last_seen_at, language) }) : t('devices.neverSeen');
  return (
    <li>
      <strong>{device.label}</strong> · {t(`devices.apps.${device.app}`)} · {t('devices.paired', { time: formatDate(device.created_at, language) })} · {seen}{' '}
      <button type="button" onClick={() => onRevoke(device)}>
        {t('devices.revoke')}
      </button>
    </li>
  );
}

/** A person's devices: the paired ones with Revoke, and pairing a new one for one of the free apps. */
export function DevicePanel({ employee }: DevicePanelProps): ReactElement {
  const { t } = useTranslation(TRACKING_NS);
  const api = useService(TOKENS.Api);
  const ui = useService(TOKENS.Ui);
  const target = employee === undefined ? {} : { employee: String(employee) };
  const devices = useLoad(() => api.call(getDevices, target), `tracking-devices-${employee ?? 'own'}`);
  const [app, setApp] = useState<TrackingApp>('traccar');
  const [label, setLabel] = useState('');
  const [setup, setSetup] = useState<DeviceSetup | null>(null);
  const [busy, setBusy] = useState(false);

  async function pair(event: FormEvent): Promise<void> {
    event.preventDefault();
    setBusy(true);
    try {
      const answer = await api.call(pairDevice, { ...target, app, label: label.trim() || t('devices.labelDefault') });
      setSetup(answer.setup);
      setLabel('');
      devices.retry();
    } catch (error) {
      showFailure(ui, error);
    } finally {
      setBusy(false);
    }
  }

  async function revoke(device: TrackingDevice): Promise<void> {
    if (!(await ui.confirm(t('devices.revokeConfirm')))) return;
    try {
      await api.call(revokeDevice, { device: String(device.id) });
      ui.toast('success', t('devices.revoked'));
      devices.retry();
    } catch (error) {
      showFailure(ui, error);
    }
  }

  let list: ReactElement;
  if (devices.status === 'loading') list = <PageLoader plugin="tracking" label={t('loading')} />;
  else if (devices.status === 'error') list = <LoadFailure message={devices.message} onRetry={devices.retry} />;
  else {
    const active = devices.data.devices.filter((device) => !device.revoked);
    list = active.length === 0 ? <p>{t('devices.none')}</p> : (
      <ul aria-label={t('devices.heading')}>
        {active.map((device) => <DeviceRow key={device.id} device={device} onRevoke={(chosen) => void revoke(chosen)} />)}
      </ul>
    );
  }

  return (
    <section className="tracking-devices" aria-labelledby="tracking-devices-heading">
      <h2 id="tracking-devices-heading">{t('devices.heading')}</h2>
      {list}
      {setup ? (
        <SetupPanel setup={setup} onClose={() => setSetup(null)} />
      ) : (
        <form onSubmit={(event) => void pair(event)} aria-label={t('devices.pair')}>
          <label>
            {t('devices.app')}{' '}
            <select value={app} onChange={(event) => setApp(event.target.value as TrackingApp)}>
              {TRACKING_APPS.map((choice) => (
                <option key={choice} value={choice}>{t(`devices.apps.${choice}`)}</option>
              ))}
            </select>
          </label>{' '}
          <label>
            {t('devices.label')}{' '}
            <input value={label} maxLength={60} placeholder={t('devices.labelDefault')} onChange={(event) => setLabel(event.target.value)} />
          </label>{' '}
          <button type="submit" disabled={busy}>{t('devices.pair')}</button>
        </form>
      )}
    </section>
  );
}
