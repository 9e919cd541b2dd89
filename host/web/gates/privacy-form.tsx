import { useState, type ReactElement } from 'react';
import { acceptPrivacy } from '../../core/contract/session';
import { GATE_TEXTS } from '../../core/messages';
import { STORAGE_KEYS } from '../../core/storage-keys';
import '../styles/gates.css';
import { useTranslation } from '../i18n';
import { useService } from '../services-context';
import { TOKENS } from '../services/tokens';
import { SHELL_NAMESPACE } from '../shell/i18n/shell-namespace';
import { LEGAL_LINKS } from '../shell/legal-links';
import { NewTabLink } from '../shell/new-tab-link';

/**
 * The privacy gate's full-page form: the spec's text, a link to the policy, and Accept, which appears only once
 * the link has been opened. Accepting posts {privacy: 1}; USER_PRIVACY becomes 'true', or 'false' on failure.
 */
export function PrivacyForm({ onAnswered }: { onAnswered: () => void }): ReactElement {
  const { t } = useTranslation(SHELL_NAMESPACE);
  const api = useService(TOKENS.Api);
  const storage = useService(TOKENS.Storage);
  const ui = useService(TOKENS.Ui);
  const auth = useService(TOKENS.Auth);
  const [opened, setOpened] = useState(false);
  const [sending, setSending] = useState(false);

  async function accept(): Promise<void> {
    setSending(true);
    try {
      const answer = await api.call(acceptPrivacy, { privacy: 1 });
      storage.set(STORAGE_KEYS.privacy, 'true');
      if (answer?.message) ui.toast('success', answer.message);
      onAnswered();
    } catch (error) {
      storage.set(STORAGE_KEYS.privacy, 'false');
      ui.toast('error', error instanceof Error ? error.message : String(error));
      setSending(false);
      onAnswered();
    }
  }

  return (
    <main id="main" className="gate-page">
      <section className="surface-card gate-card" aria-labelledby="privacy-gate-title">
        <h1 id="privacy-gate-title">{t('privacy.title')}</h1>
        <p className="gate-text">{t('gate.privacy', { ns: 'common', defaultValue: GATE_TEXTS.privacy })}</p>
        <p>
          <NewTabLink href={LEGAL_LINKS.privacyPolicy} onOpen={() => setOpened(true)}>
            {t('privacy.read')}
          </NewTabLink>
        </p>
        {/* Announced when Accept appears, so that screen-reader users know the page changed. */}
        <div className="gate-actions" aria-live="polite">
          {opened ? (
            <button type="button" className="button" disabled={sending} onClick={() => void accept()}>
              {t('privacy.accept')}
            </button>
          ) : (
            <p className="gate-hint">{t('privacy.readFirst')}</p>
          )}
          <button type="button" className="button button-secondary" onClick={() => void auth.logout()}>
            {t('privacy.logout')}
          </button>
        </div>
      </section>
    </main>
  );
}
