import { lazy, Suspense, useState, type ReactElement } from 'react';
import { useLazyTranslation } from '../i18n/lazy-translation';
import { useService } from '../services-context';
import { TOKENS } from '../services/tokens';
import { PUBLIC_NAMESPACE } from './i18n/register';
import { LanguageSwitch } from './language-switch';

// Its own small chunk: most visitors never open it, so /Login's entry does not carry its texts and contacts.
const RiskModal = lazy(() => import('./risk-modal'));

/** The public area's side panel: what the product does, 'manage your risk' and the way back to the website. */
export function SidePanel(): ReactElement {
  const t = useLazyTranslation(PUBLIC_NAMESPACE);
  const { websiteUrl } = useService(TOKENS.Config).config;
  const [riskOpen, setRiskOpen] = useState(false);
  return (
    <aside className="public-side" aria-labelledby="public-side-heading">
      <LanguageSwitch />
      <p className="public-side-label">{t('side.label')}</p>
      <h2 id="public-side-heading">{t('side.heading')}</h2>
      <p>{t('side.description')}</p>
      <button type="button" className="button button-secondary" aria-haspopup="dialog" onClick={() => setRiskOpen(true)}>
        {t('side.manageRisk')}
      </button>
      {websiteUrl ? (
        <p className="public-side-return">
          <a href={websiteUrl}>{t('side.returnToWebsite')}</a>
        </p>
      ) : null}
      {riskOpen ? (
        <Suspense fallback={null}>
          <RiskModal onClose={() => setRiskOpen(false)} />
        </Suspense>
      ) : null}
    </aside>
  );
}
