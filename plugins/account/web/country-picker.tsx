import { observer } from 'mobx-react-lite';
import { useId, useState, type FormEvent, type ReactElement } from 'react';
import { useRegionNames, useTranslation } from '@vigil/web-sdk';
import { ACCOUNT_NS } from './account-i18n';
import type { MonitoredCountriesStore } from './monitored-countries-store';

/** A labelled select of the countries not monitored yet (newer API) and an Add button. */
export const CountryPicker = observer(function CountryPicker({ store }: { store: MonitoredCountriesStore }): ReactElement {
  const { t } = useTranslation(ACCOUNT_NS);
  const id = useId();
  const [chosen, setChosen] = useState('');
  const names = useRegionNames();
  // In the user's language and in its order.
  const choices = store.available
    .map((country) => ({ id: country.id, name: names.country(country.iso2, country.name) }))
    .sort((a, b) => names.compare(a.name, b.name));

  async function add(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    const country = Number(chosen);
    if (!country) return;
    await store.toggleCountry(country);
    setChosen('');
  }

  return (
    <form className="account-country-picker" onSubmit={(event) => void add(event)}>
      <label htmlFor={id}>{t('countries.picker')}</label>
      <select id={id} value={chosen} onChange={(event) => setChosen(event.target.value)}>
        <option value="" />
        {choices.map((country) => (
          <option key={country.id} value={country.id}>
            {country.name}
          </option>
        ))}
      </select>
      <button type="submit" className="button" disabled={!chosen || store.busy}>
        {t('countries.add')}
      </button>
    </form>
  );
});
