import type { ReactElement } from 'react';
import { Link } from 'wouter';
import { useRegionNames, useTranslation } from '@vigil/web-sdk';
import type { ContinentSummary } from '../contract';
import { GPA_NS } from './gpa-i18n';

export interface ContinentsGridProps {
  continents: readonly ContinentSummary[];
  /** Where a continent leads: /Gpa/list/{id}, or /Inf/list/{id} in the e-learning variant. */
  linkTo: (continent: ContinentSummary) => string;
}

/** The continents with their country counts, each a link to its country list. */
export function ContinentsGrid({ continents, linkTo }: ContinentsGridProps): ReactElement {
  const { t } = useTranslation(GPA_NS);
  const names = useRegionNames();
  return (
    <ul className="gpa-continents">
      {continents.map((continent) => (
        <li key={continent.id}>
          <Link to={linkTo(continent)} className="gpa-continent">
            {continent.image ? <img src={continent.image} alt="" /> : null}
            <span className="gpa-continent-name">{names.continent(continent.name)}</span>
            <span className="gpa-continent-count">{t('home.countryCount', { count: continent.count })}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
