import type { ReactElement } from 'react';
import { Link, useLocation } from 'wouter';
import { usePageTitle, useTranslation } from '@vigil/web-sdk';
import { ACCOUNT_NS } from './account-i18n';

export const ACCOUNT_TAB_PATHS = {
  data: '/Account/data',
  countries: '/Account/countries',
  alerts: '/Account/alerts',
} as const;

/**
 * The three tabs as links (spec part 1 §2), so each has its own address and the browser's history works;
 * the open one is marked with aria-current="page". The tab's name follows the owner's in the tab title, so
 * each tab's title is its own.
 */
export function AccountTabs({ owner, countries, alerts }: { owner: string; countries: number; alerts: number }): ReactElement {
  const { t } = useTranslation(ACCOUNT_NS);
  const [pathname] = useLocation();
  const tabs = [
    { to: ACCOUNT_TAB_PATHS.data, label: t('tabs.data'), count: null },
    { to: ACCOUNT_TAB_PATHS.countries, label: t('tabs.countries'), count: countries },
    { to: ACCOUNT_TAB_PATHS.alerts, label: t('tabs.alerts'), count: alerts },
  ];
  const open = tabs.find((tab) => pathname.toLowerCase().startsWith(tab.to.toLowerCase()));
  usePageTitle(owner, open?.label);
  return (
    <nav className="account-tabs" aria-label={t('tabs.label')}>
      <ul>
        {tabs.map((tab) => (
          <li key={tab.to}>
            <Link to={tab.to} className="account-tab" aria-current={tab === open ? 'page' : undefined}>
              {tab.label}
              {tab.count === null ? null : <span className="account-tab-count"> ({tab.count})</span>}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
