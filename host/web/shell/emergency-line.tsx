import type { ReactElement } from 'react';
import { useTranslation } from '../i18n';
import { EMERGENCY_CONTACT, telHref } from './contacts';
import { SHELL_NAMESPACE } from './i18n/shell-namespace';
import './emergency-line.css';

/**
 * The company's 24/7 emergency number in the header, so it is in sight on every signed-in page and not only in
 * the footer below the fold (issue 24, "Help in an emergency"). A tel: link: one click calls it where a phone can.
 */
export function EmergencyLine(): ReactElement | null {
  const { t } = useTranslation(SHELL_NAMESPACE);
  if (!EMERGENCY_CONTACT) return null;
  return (
    <a className="emergency-line" href={telHref(EMERGENCY_CONTACT.phone)} data-contact="emergency">
      <span className="emergency-line-label">{t('header.emergency')}</span>
      <span className="emergency-line-number">{EMERGENCY_CONTACT.phone}</span>
    </a>
  );
}
