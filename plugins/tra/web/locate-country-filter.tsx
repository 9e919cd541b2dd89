import { useId, useMemo, type ReactElement } from 'react';
import { useLocation } from 'wouter';
import { nameCollator, useTranslation } from '@vigil/web-sdk';
import type { LocateAnswer } from '../contract';
import { LOCATE_NS } from './locate-namespace';

export interface LocateCountryFilterProps {
  countries: LocateAnswer['countries'];
  countryId?: string;
}

/** All plus the countries of today's stops (spec part 2 §2); choosing one opens /Tra/Locate/{countryID}. */
export function LocateCountryFilter({ countries, countryId }: LocateCountryFilterProps): ReactElement {
  const { t, language } = useTranslation(LOCATE_NS);
  const [, navigate] = useLocation();
  const id = useId();
  const sorted = useMemo(() => {
    const collator = nameCollator(language);
    return [...countries].sort((a, b) => collator.compare(a.name, b.name));
  }, [countries, language]);
  return (
    <div className="tra-locate-filter">
      <label htmlFor={id}>{t('locate.country')}</label>
      <select id={id} value={countryId ?? ''} onChange={(event) => navigate(event.target.value ? `/Tra/Locate/${event.target.value}` : '/Tra/Locate')}>
        <option value="">{t('locate.all')}</option>
        {sorted.map((country) => (
          <option key={country.id} value={String(country.id)}>
            {country.name}
          </option>
        ))}
      </select>
    </div>
  );
}
