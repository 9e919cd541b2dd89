import { observer } from 'mobx-react-lite';
import type { ReactElement } from 'react';
import type { MonitoredCountry } from '@vigil/core';
import { useTranslation } from '@vigil/web-sdk';
import { ACCOUNT_NS } from './account-i18n';
import type { MonitoredCountriesStore } from './monitored-countries-store';

/** One toggle button per threat level (aria-pressed), low to extreme: alerts come for the pressed levels. */
export const ThreatLevelToggles = observer(function ThreatLevelToggles({
  store,
  country,
}: {
  store: MonitoredCountriesStore;
  country: MonitoredCountry;
}): ReactElement {
  const { t } = useTranslation(ACCOUNT_NS);
  return (
    <div className="account-levels" role="group" aria-label={t('countries.levels', { name: country.name })}>
      {store.levels.map((level) => {
        const pressed = store.hasLevel(country, level);
        return (
          <button
            key={level}
            type="button"
            className={`account-level account-level-${level}`}
            aria-pressed={pressed}
            disabled={store.busy}
            onClick={() => void store.toggleLevel(country.id, level)}
          >
            {t(`levels.${level}`)}
          </button>
        );
      })}
    </div>
  );
});
