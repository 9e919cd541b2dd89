import { useState, type ReactElement } from 'react';
import { showFailure, TOKENS, translateMessage, useService, useTranslation, type LatLng } from '@vigil/web-sdk';
import { deleteFence, type TrackingFence } from '../../tracking/contract';
import { FenceForm } from './fence-form';
import { fencePointCount } from './fence-shapes';
import { GPS_NS } from './gps-i18n';
import type { FencesState } from './use-fences';
import './fence-panel.css';

export interface FencePanelProps {
  fences: FencesState;
  /** Where the drawing map of a new fence opens. */
  center?: LatLng;
}

/**
 * The Geofences section of /Gps (admins, opened from the page's heading, above the map): the company's fences with
 * their shape and a delete after a confirm, and the form that draws a new one. The page's map shows the fences;
 * both follow every save and delete.
 */
export function FencePanel({ fences, center }: FencePanelProps): ReactElement {
  const { t } = useTranslation(GPS_NS);
  const api = useService(TOKENS.Api);
  const ui = useService(TOKENS.Ui);
  const [adding, setAdding] = useState(false);

  async function remove(fence: TrackingFence): Promise<void> {
    if (!(await ui.confirm(t('fences.confirmDelete', { name: fence.name })))) return;
    try {
      const answer = await api.call(deleteFence, { fence: String(fence.id) });
      ui.toast('success', translateMessage(answer.message));
      fences.reload();
    } catch (error) {
      showFailure(ui, error);
    }
  }

  const first = fences.fences[0];
  const opening = center ?? (first?.lat != null && first.lon != null ? { lat: first.lat, lng: first.lon } : undefined);
  return (
    <section id="gps-fences" className="gps-panel gps-fences" aria-labelledby="gps-fences-title">
      <h2 id="gps-fences-title">{t('fences.title')}</h2>
      <p className="gps-muted">{t('fences.help')}</p>
      {fences.error ? (
        <p role="alert">{fences.error}</p>
      ) : !fences.loaded ? (
        <p role="status">{t('fences.loading')}</p>
      ) : fences.fences.length === 0 ? (
        <p className="gps-muted">{t('fences.empty')}</p>
      ) : (
        <ul className="gps-fence-list" aria-label={t('fences.title')}>
          {fences.fences.map((fence) => (
            <li key={fence.id}>
              <span className="gps-fence-name">{fence.name}</span>
              <span className="gps-muted">
                {fence.kind === 'circle' ? t('fences.circleOf', { radius: Math.round(fence.radius ?? 0) }) : t('fences.polygonOf', { count: fencePointCount(fence) })}
              </span>
              <button type="button" aria-label={t('fences.deleteLabel', { name: fence.name })} onClick={() => void remove(fence)}>
                {t('fences.delete')}
              </button>
            </li>
          ))}
        </ul>
      )}
      {adding ? (
        <FenceForm
          fences={fences.fences}
          center={opening}
          onSaved={() => {
            setAdding(false);
            fences.reload();
          }}
          onCancel={() => setAdding(false)}
        />
      ) : (
        <button type="button" onClick={() => setAdding(true)}>
          {t('fences.add')}
        </button>
      )}
    </section>
  );
}
