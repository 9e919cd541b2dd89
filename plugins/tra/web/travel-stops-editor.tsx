import { useId, type ReactElement } from 'react';
import { VALIDATION_MESSAGES, type GeoCountry } from '@vigil/core';
import { TOKENS, translateMessage, useLoad, useService, useTranslation } from '@vigil/web-sdk';
import { GEOREFERENCES_MAX, getCities } from '../contract';
import { TRA_NS } from './tra-i18n';

/** One itinerary stop as the form edits it: ids as the selects hold them, '' when not chosen. */
export interface StopDraft {
  /** Stable across edits, so removing a stop keeps the others' city lists. */
  key: number;
  country_id: string;
  city_id: string;
  date: string;
}

/** The first stop's problem ('Must be compiled' for a stop without its country or day), or null. */
export function stopsProblem(stops: readonly StopDraft[]): string | null {
  if (stops.length === 0) return VALIDATION_MESSAGES.required;
  return stops.some((stop) => stop.country_id === '' || stop.date === '') ? VALIDATION_MESSAGES.required : null;
}

export interface TravelStopsEditorProps {
  stops: readonly StopDraft[];
  countries: readonly GeoCountry[];
  /** Shows each missing country or day as the form's other fields show theirs, once a save was tried. */
  showErrors: boolean;
  onChange(stops: StopDraft[]): void;
}

/** The itinerary (spec part 2 §3 Georeference): each stop a country, optionally one of its cities, and its day. */
export function TravelStopsEditor({ stops, countries, showErrors, onChange }: TravelStopsEditorProps): ReactElement {
  const { t } = useTranslation(TRA_NS);
  const headingId = useId();
  const change = (key: number, patch: Partial<StopDraft>): void => onChange(stops.map((stop) => (stop.key === key ? { ...stop, ...patch } : stop)));
  const nextKey = stops.reduce((max, stop) => Math.max(max, stop.key), 0) + 1;
  return (
    <fieldset className="tra-stops" aria-labelledby={headingId}>
      <legend id={headingId}>{t('form.stops')}</legend>
      <ol>
        {stops.map((stop, index) => (
          <StopRow
            key={stop.key}
            index={index + 1}
            stop={stop}
            countries={countries}
            showErrors={showErrors}
            onChange={(patch) => change(stop.key, patch)}
            onRemove={stops.length > 1 ? () => onChange(stops.filter((other) => other.key !== stop.key)) : null}
          />
        ))}
      </ol>
      {stops.length < GEOREFERENCES_MAX ? (
        <button type="button" className="tra-button" onClick={() => onChange([...stops, { key: nextKey, country_id: '', city_id: '', date: stops.at(-1)?.date ?? '' }])}>
          {t('form.addStop')}
        </button>
      ) : null}
    </fieldset>
  );
}

interface StopRowProps {
  index: number;
  stop: StopDraft;
  countries: readonly GeoCountry[];
  showErrors: boolean;
  onChange(patch: Partial<StopDraft>): void;
  onRemove: (() => void) | null;
}

function StopRow({ index, stop, countries, showErrors, onChange, onRemove }: StopRowProps): ReactElement {
  const { t } = useTranslation(TRA_NS);
  const api = useService(TOKENS.Api);
  const id = useId();
  const cities = useLoad(
    () => (stop.country_id === '' ? Promise.resolve([]) : api.call(getCities, { country: stop.country_id })),
    `tra-cities-${stop.country_id}`,
  );
  const required = translateMessage(VALIDATION_MESSAGES.required);
  const countryError = showErrors && stop.country_id === '';
  const dateError = showErrors && stop.date === '';
  return (
    <li className="tra-stop" aria-label={t('form.stop', { index })}>
      <label htmlFor={`${id}-country`}>{t('form.country')}</label>
      <select
        id={`${id}-country`}
        className="form-input"
        value={stop.country_id}
        aria-required
        aria-invalid={countryError}
        onChange={(event) => onChange({ country_id: event.target.value, city_id: '' })}
      >
        <option value="">{t('form.choose')}</option>
        {countries.map((country) => (
          <option key={country.id} value={String(country.id)}>
            {country.name}
          </option>
        ))}
      </select>
      {countryError ? <span className="form-error">{required}</span> : null}
      <label htmlFor={`${id}-city`}>{t('form.city')}</label>
      <select id={`${id}-city`} className="form-input" value={stop.city_id} disabled={stop.country_id === ''} onChange={(event) => onChange({ city_id: event.target.value })}>
        <option value="">{t('form.noCity')}</option>
        {(cities.status === 'ready' ? cities.data : []).map((city) => (
          <option key={city.id} value={String(city.id)}>
            {city.name}
          </option>
        ))}
      </select>
      <label htmlFor={`${id}-date`}>{t('form.day')}</label>
      <input
        id={`${id}-date`}
        type="date"
        className="form-input"
        value={stop.date}
        aria-required
        aria-invalid={dateError}
        onChange={(event) => onChange({ date: event.target.value })}
      />
      {dateError ? <span className="form-error">{required}</span> : null}
      {onRemove ? (
        <button type="button" className="tra-button" aria-label={t('form.removeStop', { index })} onClick={onRemove}>
          ×
        </button>
      ) : null}
    </li>
  );
}
