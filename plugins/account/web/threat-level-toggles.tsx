import { observer } from 'mobx-react-lite';
import { useId, type ReactElement } from 'react';
import type { MonitoredCountry } from '@vigil/core';
import { useTranslation } from '@vigil/web-sdk';
import { ACCOUNT_NS } from './account-i18n';
import type { MonitoredCountriesStore } from './monitored-countries-store';

/**
 * One toggle button per threat level (aria-pressed), low to extreme: alerts come for the pressed levels. A visible
 * label says what the buttons choose, and a country with none pressed says it raises no alert, so an empty row
 * is not mistaken for "every alert".
 */
export const ThreatLevelToggles = observer(function ThreatLevelToggles({
  store,
  country,
}: {
  store: MonitoredCountriesStore;
  country: MonitoredCountry;
}): ReactElement {
  const { t } = useTranslation(ACCOUNT_NS);
  const noneId = useId();
  const none = !store.levels.some((level) => store.hasLevel(country, level));
  return (
    <div className="account-levels-block">
      <div
        className="account-levels"
        role="group"
        aria-label={t('countries.levels', { name: country.name })}
        aria-describedby={none ? noneId : undefined}
      >
        {/* Hidden from the group's reading: its name already begins with these words. */}
        <span className="account-levels-label" aria-hidden="true">
          {t('countries.levelsLabel')}
        </span>
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
      {none ? (
        <p id={noneId} className="account-levels-none">
          {t('countries.noLevel')}
        </p>
      ) : null}
    </div>
  );
});
