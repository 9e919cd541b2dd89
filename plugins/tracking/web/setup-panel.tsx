import type { ReactElement } from 'react';
import { useTranslation } from '@vigil/web-sdk';
import type { DeviceSetup } from '../contract';
import { TRACKING_NS } from './tracking-i18n';

/** What the app needs, shown once after pairing: the address, the identifier or password, a QR code and the steps. */
export function SetupPanel({ setup, onClose }: { setup: DeviceSetup; onClose: () => void }): ReactElement {
  const { t } = useTranslation(TRACKING_NS);
  const appName = t(`devices.apps.${setup.app}`);
  // The SVG comes from our server's QR encoder; as an image it cannot run script.
  const qrSource = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.qrSvg)}`;
  return (
    <section className="tracking-setup" aria-label={t('setup.heading', { app: appName })}>
      <h3>{t('setup.heading', { app: appName })}</h3>
      <p role="note">{t('setup.once')}</p>
      <dl>
        <dt>{t('setup.url')}</dt>
        <dd><code data-testid="setup-url">{setup.url}</code></dd>
        {setup.identifier !== null && (
          <>
            <dt>{t(`setup.identifier.${setup.app}`)}</dt>
            <dd><code data-testid="setup-identifier">{setup.identifier}</code></dd>
          </>
        )}
        {setup.password !== null && (
          <>
            <dt>{t('setup.password')}</dt>
            <dd><code data-testid="setup-password">{setup.password}</code></dd>
          </>
        )}
      </dl>
      <img className="tracking-setup__qr" src={qrSource} alt={t('setup.qr')} width={180} height={180} />
      <ol>
        {setup.steps.map((step) => (
          <li key={step}>{t(step)}</li>
        ))}
      </ol>
      <button type="button" onClick={onClose}>
        {t('setup.close')}
      </button>
    </section>
  );
}
