import type { ReactElement } from 'react';
import { Link } from 'react-router-dom';
import type { ContinentCountry } from '../../../host/core/risk-content-contract';
import { CountryClock } from './country-clock';
import type { CountryTimes } from './country-times';
import { RiskMeter } from './risk-meter';

export interface CountryBoxProps {
  country: ContinentCountry;
  /** Where the box leads: /Gpa/detail/{id}, or /Inf/detail/{country_id} in the e-learning variant. */
  linkTo: (country: ContinentCountry) => string;
  times: CountryTimes;
}

/** One country of a list: flag and name as a link, its local time and its risk meter. */
export function CountryBox({ country, linkTo, times }: CountryBoxProps): ReactElement {
  return (
    <li className="gpa-country-box">
      <Link to={linkTo(country)} className="gpa-country-link">
        <span className="gpa-flag" aria-hidden="true">
          {country.flag}
        </span>
        <span className="gpa-country-name">{country.name}</span>
      </Link>
      <CountryClock country={country.country_id} times={times} />
      <RiskMeter risks={country.risks} />
    </li>
  );
}
