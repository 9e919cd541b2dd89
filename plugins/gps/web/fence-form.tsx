import { useRef, useState, useSyncExternalStore, type ReactElement } from 'react';
import { required, type Rule } from '@vigil/core';
import {
  FormView,
  MarkerMap,
  SubmitButton,
  TextField,
  TOKENS,
  useFormController,
  useService,
  useTranslation,
  type LatLng,
  type MapMarker,
  type MapShape,
} from '@vigil/web-sdk';
import { FENCE_POINTS_MAX, saveFence, type TrackingFence } from '../../tracking/contract';
import { fenceShapes } from './fence-shapes';
import { GPS_NS } from './gps-i18n';

type FenceKind = TrackingFence['kind'];
type FenceField = 'name' | 'radius';

/** A street-level view: a few kilometres across, where a fence of some hundred metres can be clicked out. */
export const FENCE_DRAWING_ZOOM = 13;
/** The server reads at most 12 decimals; six are a tenth of a metre. */
const DECIMALS = 6;

/** What the server reads as a radius (its Decimal), and more than nothing. */
function positiveMetres(value: string): boolean {
  const text = value.trim();
  return /^\d{1,7}(\.\d{1,12})?$/.test(text) && Number(text) > 0;
}

export interface FenceFormProps {
  /** The fences already drawn, shown under the new one. */
  fences: readonly TrackingFence[];
  /** Where the drawing map opens. */
  center?: LatLng;
  onSaved(fence: TrackingFence): void;
  onCancel(): void;
}

/**
 * A new geofence (issue 20): its name, a circle (its centre clicked on the map, its radius typed in metres) or a
 * polygon (its corners clicked, from 3 to FENCE_POINTS_MAX, with undo and clear). The server checks the same
 * again; its refusal shows as an error notice with its message.
 */
export function FenceForm({ fences, center, onSaved, onCancel }: FenceFormProps): ReactElement {
  const { t } = useTranslation(GPS_NS);
  const api = useService(TOKENS.Api);
  const ui = useService(TOKENS.Ui);
  const [kind, setKind] = useState<FenceKind>('circle');
  const [centre, setCentre] = useState<LatLng | null>(null);
  const [points, setPoints] = useState<readonly LatLng[]>([]);
  // The radius's rules apply to circles only: the form is built once, its rules read the current kind.
  const kindNow = useRef<FenceKind>('circle');
  const forCircle = (rule: Rule): Rule => (value) => (kindNow.current === 'circle' ? rule(value) : null);

  const form = useFormController<FenceField>({
    namespace: GPS_NS,
    fields: {
      name: { label: 'fences.name', value: '', rules: [required] },
      radius: { label: 'fences.radius', value: '', rules: [forCircle(required), forCircle((value) => (positiveMetres(value) ? null : t('fences.radiusInvalid')))] },
    },
    async onSubmit(values) {
      const name = values.name.trim();
      let shape: { lat: string; lon: string; radius: string } | { ring: string };
      if (kindNow.current === 'circle') {
        if (!centre) throw new Error(t('fences.needCentre'));
        shape = { lat: centre.lat.toFixed(DECIMALS), lon: centre.lng.toFixed(DECIMALS), radius: values.radius.trim() };
      } else {
        if (points.length < 3) throw new Error(t('fences.needPoints'));
        shape = { ring: JSON.stringify(points.map((point) => [Number(point.lng.toFixed(DECIMALS)), Number(point.lat.toFixed(DECIMALS))])) };
      }
      const answer = await api.call(saveFence, { name, kind: kindNow.current, ...shape });
      ui.toast('success', t('fences.saved', { name: answer.fence.name }));
      onSaved(answer.fence);
    },
  });

  // The draft circle follows the radius as it is typed.
  useSyncExternalStore(form.subscribe, form.version, form.version);
  const radius = positiveMetres(form.values().radius) ? Number(form.values().radius) : 0;

  function switchKind(next: FenceKind): void {
    kindNow.current = next;
    setKind(next);
    // Re-checks the radius against the kind, so an old radius error does not hold a polygon back.
    form.setValue('radius', form.values().radius);
  }

  function place(point: LatLng): void {
    if (kindNow.current === 'circle') setCentre(point);
    else setPoints((current) => (current.length < FENCE_POINTS_MAX ? [...current, point] : current));
  }

  const decimals = (value: number): string => value.toFixed(5);
  return (
    <FormView form={form} className="gps-fence-form" aria-label={t('fences.form')}>
      <TextField field="name" />
      <fieldset className="gps-fence-kind">
        <legend>{t('fences.kind')}</legend>
        {(['circle', 'polygon'] as const).map((value) => (
          <label key={value}>
            <input type="radio" name="fence-kind" value={value} checked={kind === value} onChange={() => switchKind(value)} />
            <span>{t(`fences.kinds.${value}`)}</span>
          </label>
        ))}
      </fieldset>
      {kind === 'circle' ? <TextField field="radius" /> : null}
      <p className="gps-muted">{kind === 'circle' ? t('fences.circleHelp') : t('fences.polygonHelp', { max: FENCE_POINTS_MAX })}</p>
      <DraftMap fences={fences} center={center} kind={kind} centre={centre} radius={radius} points={points} onPlace={place} />
      {kind === 'circle' ? (
        <p className="gps-fence-draft" role="status">
          {centre ? t('fences.centre', { lat: decimals(centre.lat), lng: decimals(centre.lng) }) : t('fences.noCentre')}
        </p>
      ) : (
        <div className="gps-fence-draft">
          <span role="status">{t('fences.points', { count: points.length })}</span>
          <button type="button" disabled={points.length === 0} onClick={() => setPoints((current) => current.slice(0, -1))}>
            {t('fences.undo')}
          </button>
          <button type="button" disabled={points.length === 0} onClick={() => setPoints([])}>
            {t('fences.clear')}
          </button>
        </div>
      )}
      <div className="gps-fence-actions">
        <SubmitButton>{t('fences.save')}</SubmitButton>
        <button type="button" onClick={onCancel}>
          {t('fences.cancel')}
        </button>
      </div>
    </FormView>
  );
}

interface DraftMapProps {
  fences: readonly TrackingFence[];
  center?: LatLng;
  kind: FenceKind;
  centre: LatLng | null;
  /** Metres; 0 while none is valid. */
  radius: number;
  points: readonly LatLng[];
  onPlace(point: LatLng): void;
}

/** The drawing map: the fences there are, the new one as it is drawn (its circle follows the radius typed). */
function DraftMap({ fences, center, kind, centre, radius, points, onPlace }: DraftMapProps): ReactElement {
  const { t } = useTranslation(GPS_NS);
  // Opened where the page pointed, not moved by the clicks: the map never moves by itself.
  const [opening] = useState(center);
  const draft: MapShape | null =
    kind === 'circle'
      ? centre && radius > 0
        ? { kind: 'circle', id: 'draft', center: centre, radius }
        : null
      : points.length >= 2
        ? { kind: 'polygon', id: 'draft', ring: points.map((point) => [point.lng, point.lat]) }
        : null;
  const shapes = draft ? [...fenceShapes(fences), draft] : fenceShapes(fences);
  const placed = kind === 'circle' ? (centre ? [centre] : []) : points;
  const markers: MapMarker[] = placed.map((point, index) => ({ id: `point-${index}`, lat: point.lat, lng: point.lng, name: t('fences.point', { number: index + 1 }) }));
  return (
    <div className="gps-fence-map">
      <MarkerMap markers={markers} shapes={shapes} onMapClick={onPlace} center={opening} zoom={FENCE_DRAWING_ZOOM} title={t('fences.map')} />
    </div>
  );
}
