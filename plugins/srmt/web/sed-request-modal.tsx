import { useEffect, useRef, useSyncExternalStore, type ReactElement } from 'react';
import type { GeoCountry } from '@vigil/core';
import {
  FormView,
  LoadFailure,
  SelectField,
  SubmitButton,
  TextField,
  TOKENS,
  useFormController,
  useLoad,
  useService,
  useTranslation,
  type FieldOption,
  type LoadState,
  type PluginModalProps,
} from '@vigil/web-sdk';
import { ENTIRE_COUNTRY_RADIUS, getCities, RADIUS_VALUES, REQUEST_RULES } from '../contract';
import { SRMT_NS } from './srmt-i18n';
import { countryOptions, useCountries } from './use-countries';
import { useSendRequest } from './use-send-request';
import './srmt.css';

type SedField = 'country' | 'location' | 'radius' | 'from_date' | 'end_date';

/** The location choices: the cities of the chosen country, loaded when it changes (none before a choice). */
function useCityOptions(country: GeoCountry | undefined): LoadState<FieldOption[]> & { retry: () => void } {
  const api = useService(TOKENS.Api);
  return useLoad(async () => {
    if (!country) return [];
    const cities = await api.call(getCities, { country: String(country.id) });
    return cities.map((city) => ({ value: city.name, label: city.name, text: city.name }));
  }, String(country?.id ?? ''));
}

/**
 * The Security Events Database request (spec part 1 §5): a country, optionally one of its cities, the radius
 * around it (or the entire country) and the period, from date to end date.
 */
export default function SedRequestModal({ onClose }: PluginModalProps): ReactElement {
  const { t } = useTranslation(SRMT_NS);
  const countries = useCountries();
  const rules = REQUEST_RULES.sed;
  const radiusOptions = RADIUS_VALUES.map((value) =>
    value === ENTIRE_COUNTRY_RADIUS
      ? { value, label: 'radius.entireCountry' }
      : { value, label: 'radius.km', text: t('radius.km', { count: Number(value) }) },
  );
  const form = useFormController<SedField>({
    namespace: SRMT_NS,
    fields: {
      country: { label: 'field.country', type: 'select', rules: rules.country },
      location: { label: 'field.location', type: 'select', rules: rules.location },
      radius: { label: 'field.radius', type: 'select', options: radiusOptions, rules: rules.radius },
      from_date: { label: 'field.from_date', type: 'date', rules: rules.from_date },
      end_date: { label: 'field.end_date', type: 'date', rules: rules.end_date },
    },
    onSubmit: useSendRequest('sed', onClose),
  });
  useSyncExternalStore(form.subscribe, form.version, form.version);
  const countryName = form.values().country;
  const country = countries.status === 'ready' ? countries.data.find((candidate) => candidate.name === countryName) : undefined;
  const cities = useCityOptions(country);

  // A city belongs to its country: another country clears the location.
  const shownCountry = useRef(countryName);
  useEffect(() => {
    if (shownCountry.current === countryName) return;
    shownCountry.current = countryName;
    form.setValue('location', '');
  }, [countryName, form]);

  return (
    <div className="srmt-request">
      {countries.status === 'error' ? <LoadFailure message={countries.message} onRetry={countries.retry} /> : null}
      {cities.status === 'error' ? <LoadFailure message={cities.message} onRetry={cities.retry} /> : null}
      <FormView form={form} className="srmt-form">
        <SelectField field="country" placeholder="field.chooseCountry" options={countries.status === 'ready' ? countryOptions(countries.data) : []} />
        <SelectField field="location" placeholder="field.chooseLocation" options={cities.status === 'ready' ? cities.data : []} />
        <SelectField field="radius" placeholder="field.chooseRadius" />
        <TextField field="from_date" />
        <TextField field="end_date" />
        <SubmitButton>{t('send')}</SubmitButton>
      </FormView>
    </div>
  );
}
