import { useCallback, useMemo, useState, type ReactElement } from 'react';
import { Link } from 'wouter';
import { MarkerMap, useTranslation, type MapBounds, type MapShape } from '@vigil/web-sdk';
import type { LocateAnswer } from '../contract';
import { LocateCountryFilter } from './locate-country-filter';
import { LocateLegend } from './locate-legend';
import { LocateSelectionList } from './locate-selection-list';
import { LOCATE_NS } from './locate-namespace';
import {
  centreOf,
  contactHref,
  employeesIn,
  indexPeople,
  LOCATE_CENTER,
  LOCATE_COUNTRY_ZOOM,
  LOCATE_ZOOM,
  locateMarkers,
  peopleInArea,
} from './locate-people';
import './locate.css';

export interface LocateViewProps {
  answer: LocateAnswer;
  countryId?: string;
}

interface Selection {
  bounds: MapBounds;
  /** Places in the shown people. */
  chosen: number[];
}

const NO_SHAPES: MapShape[] = [];

/**
 * The map and the selection. Markers, the index and the centre are computed once per answer and country; a
 * rectangle replaces the selection (spec part 2 §4) and a plain click on the map clears it. Everyone selected is
 * checked at first; the list's checkboxes narrow who the Contact button takes to the form.
 */
export function LocateView({ answer, countryId }: LocateViewProps): ReactElement {
  const { t } = useTranslation(LOCATE_NS);
  const people = useMemo(
    () => (countryId ? answer.people.filter((person) => String(person.country_id) === countryId) : answer.people),
    [answer, countryId],
  );
  const index = useMemo(() => indexPeople(people), [people]);
  const markers = useMemo(() => locateMarkers(people, (name) => t('locate.planned', { name })), [people, t]);
  const centre = useMemo(() => (countryId ? centreOf(people) : LOCATE_CENTER), [countryId, people]);
  const [selection, setSelection] = useState<Selection | null>(null);
  const [unchecked, setUnchecked] = useState<ReadonlySet<number>>(() => new Set());

  const select = useCallback(
    (bounds: MapBounds) => {
      setSelection({ bounds, chosen: peopleInArea(index, bounds) });
      setUnchecked(new Set());
    },
    [index],
  );
  const clear = useCallback(() => {
    setSelection(null);
    setUnchecked(new Set());
  }, []);
  const shapes = useMemo<MapShape[]>(() => {
    if (!selection) return NO_SHAPES;
    const { north, south, east, west } = selection.bounds;
    const ring = [[west, north], [east, north], [east, south], [west, south]];
    return [{ kind: 'polygon', id: 'selection', ring, label: t('locate.people') }];
  }, [selection, t]);

  const chosen = selection?.chosen ?? [];
  const travels: number[] = [];
  for (const place of chosen) {
    const travel = people[place]?.travel_id;
    if (travel !== undefined && !unchecked.has(travel)) travels.push(travel);
  }

  return (
    <>
      <div className="tra-locate-bar">
        <LocateCountryFilter countries={answer.countries} countryId={countryId} />
        <p className="tra-locate-count">{people.length ? t('locate.count', { count: people.length }) : t('locate.none')}</p>
        <Link className="button tra-contact-button" to={contactHref(countryId, travels)}>
          {t('locate.contact')}
        </Link>
      </div>
      <p className="tra-locate-hint">{t('locate.selectHint')}</p>
      <div className="tra-locate-map">
        <MarkerMap
          markers={markers}
          center={centre}
          zoom={countryId ? LOCATE_COUNTRY_ZOOM : LOCATE_ZOOM}
          shapes={shapes}
          onAreaSelect={select}
          onMapClick={clear}
          title={t('locate.map')}
        />
      </div>
      <LocateLegend />
      {selection ? (
        <section className="tra-locate-selection" aria-label={t('locate.people')}>
          <p role="status" className="tra-locate-selected">
            {t('locate.selected', { count: employeesIn(people, chosen) })}
          </p>
          <LocateSelectionList people={people} chosen={chosen} unchecked={unchecked} onChange={setUnchecked} />
        </section>
      ) : null}
    </>
  );
}
