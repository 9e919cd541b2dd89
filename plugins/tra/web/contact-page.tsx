import { useState, type ReactElement } from 'react';
import { Link } from 'wouter';
import { PageHeading, PageLoader, TOKENS, useLoad, useSearchParams, useService, useTranslation } from '@vigil/web-sdk';
import { ContactForm } from './contact-form';
import { contactNames } from './contact-names';
import { LOCATE_NS } from './locate-namespace';
import { parseTravels } from './locate-people';
import { useCountryName } from './use-country-name';
import './locate.css';

export interface ContactPageProps {
  /** /Tra/Locate/{countryID}/contact: the back link returns to that country's map (tra-page.tsx reads the route). */
  countryId?: string;
}

/**
 * /Tra/Locate/contact and /Tra/Locate/{countryID}/contact (spec part 2 §2, §5, §8): the people of the `travels`
 * query, each with a checkbox, and the message to them. With nobody checked the page says the spec's sentence
 * and shows no form.
 */
export default function ContactPage({ countryId }: ContactPageProps): ReactElement {
  const { t } = useTranslation(LOCATE_NS);
  const api = useService(TOKENS.Api);
  const [params] = useSearchParams();
  const country = useCountryName(countryId);
  const query = params.get('travels') ?? '';
  const [travels] = useState(() => parseTravels(query));
  const names = useLoad(() => contactNames(api, travels), query);
  const [unchecked, setUnchecked] = useState<ReadonlySet<number>>(() => new Set());
  const checked = travels.filter((travel) => !unchecked.has(travel));
  const back = countryId ? `/Tra/Locate/${encodeURIComponent(countryId)}` : '/Tra/Locate';

  const toggle = (travel: number, on: boolean): void =>
    setUnchecked((current) => {
      const next = new Set(current);
      if (on) next.delete(travel);
      else next.add(travel);
      return next;
    });

  return (
    <div className="tra-contact">
      <PageHeading>{country ? t('contact.titleIn', { country }) : t('contact.title')}</PageHeading>
      <p>
        <Link to={back}>{t('contact.back')}</Link>
      </p>
      {travels.length > 0 && names.status === 'loading' ? <PageLoader plugin="tra" /> : null}
      {travels.length > 0 && names.status === 'ready' ? (
        <section aria-label={t('contact.people')}>
          <h2>{t('contact.people')}</h2>
          <ul className="tra-contact-people">
            {travels.map((travel) => (
              <li key={travel}>
                <label>
                  <input type="checkbox" checked={!unchecked.has(travel)} onChange={(event) => toggle(travel, event.target.checked)} />
                  <span>{names.data.get(travel) ?? t('contact.unknown', { id: travel })}</span>
                </label>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {checked.length === 0 ? (
        <p role="status" className="tra-contact-nobody">
          {t('messages.nobodySelected')}
        </p>
      ) : (
        <ContactForm travels={checked} />
      )}
    </div>
  );
}
