import { useState, useSyncExternalStore, type ReactElement } from 'react';
import { required, setBuildingLocation, type BuildingLocation, type Rule } from '@vigil/core';
import {
  FormView,
  MarkerMap,
  showFailure,
  SubmitButton,
  TextField,
  TOKENS,
  useFormController,
  useService,
  useTranslation,
  type LatLng,
  type MapMarker,
} from '@vigil/web-sdk';
import { ADMIN_NS } from './admin-i18n';

type LocationField = 'lat' | 'lng';

/** Six decimals are a tenth of a metre; the server takes up to twelve. */
const DECIMALS = 6;
/** Where a located project's map opens: a city across, enough to place a site. */
const LOCATED_ZOOM = 11;
/** The same shape the server checks (a plain decimal); the range is checked on the number. */
const DECIMAL = /^-?[0-9]{1,3}(\.[0-9]{1,12})?$/;

/** A coordinate typed or placed, within ±`limit`; null when it is not one. */
export function coordinateOf(text: string, limit: number): number | null {
  const value = text.trim();
  if (!DECIMAL.test(value)) return null;
  const number = Number(value);
  return Math.abs(number) <= limit ? number : null;
}

export interface ProjectLocationFormProps {
  project: BuildingLocation;
  /** Every project, the located ones shown on the map. */
  projects: readonly BuildingLocation[];
  onSaved(project: BuildingLocation): void;
}

/**
 * One project's location: latitude and longitude, typed or set by a click on the map (the fields follow it), saved
 * together; Clear removes the location. The server checks the same rules again.
 */
export function ProjectLocationForm({ project, projects, onSaved }: ProjectLocationFormProps): ReactElement {
  const { t } = useTranslation(ADMIN_NS);
  const api = useService(TOKENS.Api);
  const ui = useService(TOKENS.Ui);
  const [clearing, setClearing] = useState(false);
  const inRange = (limit: number, message: string): Rule => (value) => (coordinateOf(value, limit) === null ? t(message) : null);
  const form = useFormController<LocationField>({
    namespace: ADMIN_NS,
    fields: {
      lat: { label: 'locations.lat', value: project.lat === null ? '' : String(project.lat), rules: [required, inRange(90, 'locations.latInvalid')] },
      lng: { label: 'locations.lng', value: project.lng === null ? '' : String(project.lng), rules: [required, inRange(180, 'locations.lngInvalid')] },
    },
    async onSubmit(values) {
      const answer = await api.call(setBuildingLocation, { building: String(project.value), lat: values.lat.trim(), lng: values.lng.trim() });
      ui.toast('success', t('locations.saved', { name: project.label }));
      onSaved(answer);
    },
  });
  // The marker being placed follows the fields as they are typed.
  useSyncExternalStore(form.subscribe, form.version, form.version);
  const lat = coordinateOf(form.values().lat, 90);
  const lng = coordinateOf(form.values().lng, 180);
  // Opened at the project's saved place, not moved by the clicks: the map never moves by itself.
  const [opening] = useState<LatLng | undefined>(project.lat !== null && project.lng !== null ? { lat: project.lat, lng: project.lng } : undefined);

  function place(point: LatLng): void {
    form.setValue('lat', point.lat.toFixed(DECIMALS));
    form.setValue('lng', point.lng.toFixed(DECIMALS));
  }

  async function clear(): Promise<void> {
    setClearing(true);
    try {
      const answer = await api.call(setBuildingLocation, { building: String(project.value), lat: '', lng: '' });
      form.setValue('lat', '');
      form.setValue('lng', '');
      ui.toast('success', t('locations.cleared', { name: project.label }));
      onSaved(answer);
    } catch (error) {
      showFailure(ui, error);
    } finally {
      setClearing(false);
    }
  }

  const others: MapMarker[] = projects
    .filter((other) => other.value !== project.value && other.lat !== null && other.lng !== null)
    .map((other) => ({ id: other.value, lat: other.lat ?? 0, lng: other.lng ?? 0, name: other.label }));
  const markers = lat !== null && lng !== null ? [...others, { id: project.value, lat, lng, name: project.label }] : others;
  const located = project.lat !== null && project.lng !== null;
  return (
    <FormView form={form} className="admin-location-form" aria-label={t('locations.form', { name: project.label })}>
      <div className="admin-location-map">
        <MarkerMap markers={markers} onMapClick={place} center={opening} zoom={opening ? LOCATED_ZOOM : undefined} title={t('locations.map', { name: project.label })} />
      </div>
      <div className="admin-location-fields">
        <TextField field="lat" />
        <TextField field="lng" />
      </div>
      <div className="admin-location-actions">
        <SubmitButton>{t('locations.save')}</SubmitButton>
        <button type="button" onClick={() => void clear()} disabled={!located || clearing}>
          {t('locations.clear')}
        </button>
      </div>
    </FormView>
  );
}
