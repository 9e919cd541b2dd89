import { useEffect, useRef, useState, type ReactElement } from 'react';
import { showFailure, TOKENS, useSearchParams, useService, useTranslation } from '@vigil/web-sdk';
import { sharePosition } from '../contract';
import { TRACKING_NS } from './tracking-i18n';

/** The browser's one position, fresh (no cached fix), or the reason it could not be had. */
function currentPosition(): Promise<GeolocationPosition> {
  return new Promise((resolve, reject) => {
    if (!('geolocation' in navigator)) {
      reject(new Error('unavailable'));
      return;
    }
    navigator.geolocation.getCurrentPosition(resolve, reject, { enableHighAccuracy: true, timeout: 30_000, maximumAge: 0 });
  });
}

/** Degrees as the call takes them: at most 12 decimals, no exponent. */
function degrees(value: number): string {
  return value.toFixed(7);
}

/**
 * "Share my position now": the browser's position becomes the person's newest (tracking.sharePosition). A contact
 * that asks for it links to /Tracking?share=1 (issue 22), where the panel says so and takes the focus.
 */
export function SharePositionPanel({ onShared }: { onShared(): void }): ReactElement {
  const { t } = useTranslation(TRACKING_NS);
  const api = useService(TOKENS.Api);
  const ui = useService(TOKENS.Ui);
  const [params] = useSearchParams();
  const asked = params.get('share') === '1';
  const [busy, setBusy] = useState(false);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (asked) button.current?.focus();
  }, [asked]);

  async function share(): Promise<void> {
    setBusy(true);
    try {
      let position: GeolocationPosition;
      try {
        position = await currentPosition();
      } catch {
        ui.toast('error', t('share.unavailable'));
        return;
      }
      const { latitude, longitude, accuracy } = position.coords;
      const measured = Number.isFinite(accuracy) && accuracy >= 0 ? { accuracy: accuracy.toFixed(1) } : {};
      await api.call(sharePosition, { lat: degrees(latitude), lng: degrees(longitude), ...measured });
      ui.toast('success', t('share.done'));
      onShared();
    } catch (error) {
      showFailure(ui, error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="tracking-share" aria-labelledby="tracking-share-heading">
      <h2 id="tracking-share-heading">{t('share.heading')}</h2>
      <p role={asked ? 'status' : undefined}>{asked ? t('share.asked') : t('share.what')}</p>
      <button ref={button} type="button" disabled={busy} onClick={() => void share()}>
        {t('share.button')}
      </button>
    </section>
  );
}
