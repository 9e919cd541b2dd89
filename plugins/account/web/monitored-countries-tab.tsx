import { observer } from 'mobx-react-lite';
import { useEffect, type ReactElement } from 'react';
import { LoadFailure, useRegionNames, useTranslation } from '@vigil/web-sdk';
import { ACCOUNT_NS } from './account-i18n';
import { CountryPicker } from './country-picker';
import type { MonitoredCountriesStore } from './monitored-countries-store';
import { ThreatLevelToggles } from './threat-level-toggles';

/** /Account/countries: the picker to add a country, then each monitored country with its levels and Remove. */
export const MonitoredCountriesTab = observer(function MonitoredCountriesTab({
  store,
}: {
  store: MonitoredCountriesStore;
}): ReactElement {
  const { t } = useTranslation(ACCOUNT_NS);
  const names = useRegionNames();

  useEffect(() => {
    void store.loadChoices();
  }, [store]);

  return (
    <section className="account-section" aria-labelledby="account-countries-heading">
      <h2 id="account-countries-heading">{t('countries.heading')}</h2>
      <CountryPicker store={store} />
      {store.status === 'error' ? <LoadFailure message={t('countries.loadFailed')} onRetry={() => void store.reload()} /> : null}
      {store.status === 'ready' && store.countries.length === 0 ? <p>{t('countries.empty')}</p> : null}
      <ul className="account-countries">
        {store.countries.map((answer) => ({ ...answer, name: names.country(answer.iso2, answer.name) })).map((country) => (
          <li key={country.id} className="account-country">
            <span className="account-country-name">{country.name}</span>
            <ThreatLevelToggles store={store} country={country} />
            <button
              type="button"
              className="button button-secondary"
              aria-label={t('countries.removeLabel', { name: country.name })}
              disabled={store.busy}
              onClick={() => void store.toggleCountry(country.id)}
            >
              {t('countries.remove')}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
});
