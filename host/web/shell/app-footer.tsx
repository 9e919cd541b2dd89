import type { ReactElement } from 'react';
import { useTranslation } from '../i18n';
import { CONTACTS, telHref } from './contacts';
import { SHELL_NAMESPACE } from './i18n/shell-namespace';
import { LEGAL_LINKS, type LegalDocument } from './legal-links';
import { NewTabLink } from './new-tab-link';

const DOCUMENTS: readonly LegalDocument[] = ['guide', 'privacyPolicy', 'terms'];

/** The footer (spec part 1 §1): the four contact blocks from the contact file and the guide and legal links. */
export function AppFooter(): ReactElement {
  const { t } = useTranslation(SHELL_NAMESPACE);
  return (
    <footer className="app-footer">
      <h2 className="visually-hidden">{t('footer.contacts')}</h2>
      <ul className="footer-contacts">
        {CONTACTS.map((contact) => (
          <li key={contact.id} className="footer-contact" data-contact={contact.id}>
            <h3>{t(`footer.${contact.id}`)}</h3>
            <p>
              <span className="visually-hidden">{t('footer.email')}: </span>
              <a href={`mailto:${contact.email}`}>{contact.email}</a>
            </p>
            <p>
              <span className="visually-hidden">{t('footer.phone')}: </span>
              <a href={telHref(contact.phone)}>{contact.phone}</a>
            </p>
          </li>
        ))}
      </ul>
      <nav className="footer-links" aria-label={t('footer.legal')}>
        <ul>
          {DOCUMENTS.map((document) => (
            <li key={document}>
              <NewTabLink href={LEGAL_LINKS[document]}>{t(`footer.${document}`)}</NewTabLink>
            </li>
          ))}
        </ul>
      </nav>
    </footer>
  );
}
