import type { ReactElement } from 'react';
import { Link } from 'wouter';
import { formatDate } from '@vigil/core';
import { DashboardBlockFrame, TOKENS, useLoad, useRegionNames, useService, useTranslation } from '@vigil/web-sdk';
import { getPeopleInRiskCountries } from '../../tracking/contract/risk-countries';
import { GPS_PERMISSIONS } from '../contract/permissions';
import { RISK_COUNTRIES_BLOCK_NS } from './risk-countries-block-i18n';

/**
 * The dashboard block of the people in high or extreme risk countries (issue 24, "a dashboard that answers
 * first"): how many, and who, where and since when, extreme risk first. The level is words, not a colour. Names
 * link to the GPS detail for those who may open it; tra users, who see the list for their travels, read it only.
 * The call sends countries, never positions, and records no look at anyone's position.
 */
export default function RiskCountriesBlock(): ReactElement {
  const { t, language } = useTranslation(RISK_COUNTRIES_BLOCK_NS);
  const api = useService(TOKENS.Api);
  const operator = useService(TOKENS.Permissions).holdsAny(GPS_PERMISSIONS);
  const names = useRegionNames();
  const state = useLoad(() => api.call(getPeopleInRiskCountries, {}), 'people in risk countries');

  return (
    <DashboardBlockFrame block="gps-risk-countries" heading={t('heading')} state={state} more={operator ? <Link to="/Gps">{t('all')}</Link> : undefined}>
      {({ people, total, capped }) => {
        if (total === 0) return <p>{t('none')}</p>;
        return (
          <>
            <p>{t('count', { count: total })}</p>
            {capped ? <p className="dashboard-block-meta">{t('capped', { shown: people.length })}</p> : null}
            <ul>
              {people.map((person) => {
                const name = `${person.name} ${person.surname}`.trim();
                return (
                  <li key={person.id}>
                    {operator ? <Link to={`/Gps/detail/${person.id}`}>{name}</Link> : <span>{name}</span>}
                    {': '}
                    {t('where', { country: names.country(person.iso2, person.country), level: t(`level.${person.level}`) })}
                    {person.since ? <span className="dashboard-block-meta"> {t('since', { time: formatDate(person.since, language) })}</span> : null}
                  </li>
                );
              })}
            </ul>
          </>
        );
      }}
    </DashboardBlockFrame>
  );
}
