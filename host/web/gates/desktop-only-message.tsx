import type { ReactElement } from 'react';
import '../styles/gates.css';
import { useTranslation } from '../i18n';
import { useService } from '../services-context';
import { TOKENS } from '../services/tokens';
import { SHELL_NAMESPACE } from '../shell/i18n/shell-namespace';

/** The desktop-only message with the mobile-app link (config `mobileAppUrl`). */
export default function DesktopOnlyMessage(): ReactElement {
  const { t } = useTranslation(SHELL_NAMESPACE);
  const { mobileAppUrl } = useService(TOKENS.Config).config;
  return (
    <main className="gate-page" aria-labelledby="desktop-gate-title">
      <section className="surface-card gate-card">
        <h1 id="desktop-gate-title">{t('desktop.title')}</h1>
        <p className="gate-text">{t('desktop.text')}</p>
        {mobileAppUrl ? (
          <a className="button" href={mobileAppUrl}>
            {t('desktop.download')}
          </a>
        ) : null}
      </section>
    </main>
  );
}
