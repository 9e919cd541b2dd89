import { useState, type ReactElement } from 'react';
import { formatDate } from '@vigil/core';
import { LoadFailure, PageHeading, PageLoader, showFailure, TOKENS, useLoad, useService, useTranslation } from '@vigil/web-sdk';
import { getMyTracking, raiseSos, setPaused } from '../contract';
import { DevicePanel } from './device-panel';
import { SharePositionPanel } from './share-position-panel';
import { TRACKING_NS } from './tracking-i18n';
import { ViewsList } from './views-list';
import './tracking.css';

/**
 * /Tracking: the person's own tracking — whether it is on, the pause, the SOS button, sharing their position now,
 * their devices and who looked.
 */
export default function MyTrackingPage(): ReactElement {
  const { t, language } = useTranslation(TRACKING_NS);
  const api = useService(TOKENS.Api);
  const ui = useService(TOKENS.Ui);
  const mine = useLoad(() => api.call(getMyTracking), 'tracking-mine');
  const [busy, setBusy] = useState(false);

  async function act(action: () => Promise<unknown>, done: string): Promise<void> {
    setBusy(true);
    try {
      await action();
      ui.toast('success', done);
      mine.retry();
    } catch (error) {
      showFailure(ui, error);
    } finally {
      setBusy(false);
    }
  }

  async function sendSos(): Promise<void> {
    if (!(await ui.confirm(t('sos.confirm')))) return;
    await act(() => api.call(raiseSos, {}), t('sos.sent'));
  }

  if (mine.status === 'loading') return <><PageHeading>{t('title')}</PageHeading><PageLoader plugin="tracking" label={t('loading')} /></>;
  if (mine.status === 'error') return <><PageHeading>{t('title')}</PageHeading><LoadFailure message={mine.message} onRetry={mine.retry} /></>;
  const state = mine.data;
  const stateText = !state.tracking ? t('state.off') : state.paused ? t('state.paused') : t('state.on');
  return (
    <>
      <PageHeading>{t('title')}</PageHeading>
      <section className="tracking-state" aria-labelledby="tracking-state-heading">
        <h2 id="tracking-state-heading">{t('state.heading')}</h2>
        <p>{stateText}</p>
        <p>{state.last_fix ? t('state.lastFix', { time: formatDate(state.last_fix.fix_time, language) }) : t('state.noFix')}</p>
        <p>{t('state.retention', { days: state.retention_days })}</p>
        {state.tracking && (
          <button
            type="button"
            disabled={busy}
            onClick={() => void act(() => api.call(setPaused, { paused: state.paused ? '0' : '1' }), state.paused ? t('state.resumed_done') : t('state.paused_done'))}
          >
            {state.paused ? t('state.resume') : t('state.pause')}
          </button>
        )}
      </section>
      <section className="tracking-sos" aria-labelledby="tracking-sos-heading">
        <h2 id="tracking-sos-heading">{t('sos.heading')}</h2>
        {state.sos && <p role="status">{t('sos.open', { time: formatDate(state.sos.raised_at, language) })}</p>}
        <button type="button" className="tracking-sos__button" disabled={busy} onClick={() => void sendSos()}>
          {t('sos.button')}
        </button>
      </section>
      <SharePositionPanel onShared={mine.retry} />
      <DevicePanel />
      <ViewsList views={state.views} />
    </>
  );
}
