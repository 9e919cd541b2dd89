import type { ReactElement } from 'react';
import contactFile from '../../../config/contacts.json';
import { useLazyTranslation } from '../i18n/lazy-translation';
import { DialogFrame } from '../ui/dialog-frame';
import { PUBLIC_NAMESPACE } from './i18n/register';

const FALLBACK_CONTACT = 'info@vigil.example';

/** The enquiries address of config/contacts.json (the footer's first block). */
export const CONTACT_EMAIL: string =
  contactFile.contacts.find((contact) => contact.id === 'enquiries')?.email ?? FALLBACK_CONTACT;

const EVALUATIONS = ['cte', 'ie', 'sed'] as const;

/** 'Manage your risk': the three risk evaluations on request and a contact-us mail link (spec part 1 §2). */
export default function RiskModal({ onClose }: { onClose: () => void }): ReactElement {
  const t = useLazyTranslation(PUBLIC_NAMESPACE);
  return (
    <DialogFrame
      title={t('risk.title')}
      onDismiss={onClose}
      actions={
        <button type="button" className="button" onClick={onClose}>
          {t('risk.close')}
        </button>
      }
    >
      <p>{t('risk.intro')}</p>
      <ul className="risk-list">
        {EVALUATIONS.map((evaluation) => (
          <li key={evaluation}>
            <h3>{t(`risk.${evaluation}Title`)}</h3>
            <p>{t(`risk.${evaluation}Body`)}</p>
          </li>
        ))}
      </ul>
      <p>
        <a href={`mailto:${CONTACT_EMAIL}`}>{t('risk.contact')}</a>
      </p>
    </DialogFrame>
  );
}
