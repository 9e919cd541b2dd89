import type { ReactElement } from 'react';
import { Link } from 'wouter';
import { DashboardBlockFrame, TOKENS, useLoad, useRegionNames, useService, useTranslation } from '@vigil/web-sdk';
import { getOverview } from '../contract';
import { TESTS_BLOCK_NS } from './tests-block-i18n';
import { TESTS_SHOWN, testsToPass } from './tests-to-pass';

/**
 * The dashboard block of e-learning (issue 24, "a dashboard that answers first"): the knowledge tests the person
 * still has to pass, failed ones first, each a link to its country's induction and test.
 */
export default function TestsBlock(): ReactElement {
  const { t } = useTranslation(TESTS_BLOCK_NS);
  const api = useService(TOKENS.Api);
  const names = useRegionNames();
  const state = useLoad(async () => (await api.call(getOverview, {})).countries, 'tests');

  return (
    <DashboardBlockFrame block="inf-tests" heading={t('heading')} state={state} more={<Link to="/Inf">{t('all')}</Link>}>
      {(countries) => {
        const due = testsToPass(countries, names.compare);
        if (due.length === 0) return <p>{t('none')}</p>;
        return (
          <>
            <p>{t('count', { count: due.length })}</p>
            <ul>
              {due.slice(0, TESTS_SHOWN).map((country) => (
                <li key={country.quiz_id}>
                  <Link to={`/Inf/detail/${country.country_id}`}>
                    {t(country.state === 'failed' ? 'failed' : 'notStarted', { country: country.name })}
                  </Link>
                </li>
              ))}
            </ul>
          </>
        );
      }}
    </DashboardBlockFrame>
  );
}
