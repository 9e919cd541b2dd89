import { memo, type ReactElement } from 'react';
import { Link } from 'wouter';
import { CountryFlag } from '@vigil/web-sdk';
import type { ContinentCountry } from '../contract';
import { CountryClock } from './country-clock';
import type { CountryTimes } from './country-times';
import { RiskMeter } from './risk-meter';

export interface CountryBoxProps {
  country: ContinentCountry;
  /** Where the box leads: /Gpa/detail/{id}, or /Inf/detail/{country_id} in the e-learning variant. */
  linkTo: (country: ContinentCountry) => string;
  times: CountryTimes;
  /** Left out by the list's search, or not shown yet: kept mounted, so showing it again costs no render. */
  hidden: boolean;
}

const CountryLink = memo(function CountryLink({ country, linkTo }: Pick<CountryBoxProps, 'country' | 'linkTo'>): ReactElement {
  return (
    <Link to={linkTo(country)} className="gpa-country-link">
      <CountryFlag flag={country.flag} name={country.name} />
      {/* The flag's text alternative names the link; the name is shown once more, and heard once. */}
      <span aria-hidden="true">{country.name}</span>
    </Link>
  );
});

/**
 * One country of a list: flag and name as a link, its local time and its risk meter. Its parts are memoised, so
 * a search that hides or shows the box re-renders the box alone.
 */
export const CountryBox = memo(function CountryBox({ country, linkTo, times, hidden }: CountryBoxProps): ReactElement {
  return (
    <li className="gpa-country-box" hidden={hidden}>
      <CountryLink country={country} linkTo={linkTo} />
      <CountryClock country={country.country_id} times={times} />
      <RiskMeter risks={country.risks} />
    </li>
  );
});
