import type { ReactElement } from 'react';
import { Link } from 'wouter';
import { formatDay, getHighlightedCountries } from '@vigil/core';
import { DashboardBlockFrame, TOKENS, useLoad, useRegionNames, useService, useTranslation } from '@vigil/web-sdk';
import { getList } from '../contract';
import { AffectedTravellers } from './affected-travellers';
import { NEWS_BLOCK_NS } from './news-block-i18n';
import { NEWS_ALERT_PARAM, NEWS_URL_KEYS } from './news-url';
import { monitoredAsWatched, RECENT_NEWS_DAYS, RECENT_NEWS_SHOWN, recentWatchedAlerts, WATCHED_COUNTRIES_MAX } from './watched-news';

/** The alert's detail on /Nat: its country's alerts, the detail open. */
function alertHref(countryId: number, alertId: number): string {
  return `/Nat?${new URLSearchParams({ [NEWS_URL_KEYS.country]: String(countryId), [NEWS_ALERT_PARAM]: String(alertId) }).toString()}`;
}

/**
 * The dashboard block of the news alerts (issue 24, "a dashboard that answers first"): the alerts of the last days
 * in the countries the person watches, at the levels they chose, newest first, each a link to its detail on /Nat,
 * and for admins and tra users the travellers a high or extreme one affects (issue 22).
 */
export default function NewsBlock(): ReactElement {
  const { t, language } = useTranslation(NEWS_BLOCK_NS);
  const api = useService(TOKENS.Api);
  const names = useRegionNames();
  const state = useLoad(async () => {
    const watched = monitoredAsWatched(await api.call(getHighlightedCountries, {})).slice(0, WATCHED_COUNTRIES_MAX);
    // The newest few of each country are enough to fill the block.
    const lists = await Promise.all(
      watched.map((country) => api.call(getList, { country: String(country.id), limit: String(RECENT_NEWS_SHOWN), offset: '0' })),
    );
    return { watched, alerts: recentWatchedAlerts(watched, lists.flat(), new Date()).slice(0, RECENT_NEWS_SHOWN) };
  }, 'news');

  return (
    <DashboardBlockFrame block="nat-news" heading={t('heading')} state={state} more={<Link to="/Nat">{t('all')}</Link>}>
      {({ watched, alerts }) => {
        if (watched.length === 0) return <p>{t('noCountries')}</p>;
        const iso2 = new Map(watched.map((country) => [country.id, country.iso2]));
        return (
          <>
            <p className="dashboard-block-meta">{t('period', { days: RECENT_NEWS_DAYS })}</p>
            {alerts.length === 0 ? (
              <p>{t('none', { days: RECENT_NEWS_DAYS })}</p>
            ) : (
              <ul>
                {alerts.map((alert) => (
                  <li key={alert.id}>
                    <Link to={alertHref(alert.countryID, alert.id)}>
                      {t('alert', { country: names.country(iso2.get(alert.countryID), alert.country), level: t(`level.${alert.alert_level}`), title: alert.title })}
                    </Link>{' '}
                    <span className="dashboard-block-meta">{formatDay(alert.creation_date, language)}</span>{' '}
                    <AffectedTravellers affected={alert.affected} />
                  </li>
                ))}
              </ul>
            )}
          </>
        );
      }}
    </DashboardBlockFrame>
  );
}
