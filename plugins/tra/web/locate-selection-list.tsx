import { useState, type ReactElement } from 'react';
import { useTranslation } from '@vigil/web-sdk';
import type { LocatedTraveller } from '../contract';
import { LOCATE_NS } from './locate-namespace';

/** Rows drawn at first and per 'Show more': a selection of thousands must not cost thousands of checkboxes at once. */
export const SELECTION_ROWS = 100;

export interface LocateSelectionListProps {
  people: readonly LocatedTraveller[];
  /** Places in `people` of the selected. */
  chosen: readonly number[];
  /** Travel ids the user unchecked. */
  unchecked: ReadonlySet<number>;
  onChange(unchecked: ReadonlySet<number>): void;
}

/** The selected people, each with the checkbox that keeps them in the contact (all checked at first). */
export function LocateSelectionList({ people, chosen, unchecked, onChange }: LocateSelectionListProps): ReactElement {
  const { t } = useTranslation(LOCATE_NS);
  const [rows, setRows] = useState(SELECTION_ROWS);
  const shown = chosen.slice(0, rows);
  const toggle = (travel: number, checked: boolean): void => {
    const next = new Set(unchecked);
    if (checked) next.delete(travel);
    else next.add(travel);
    onChange(next);
  };
  return (
    <>
      <ul className="tra-locate-people">
        {shown.map((place) => {
          const person = people[place];
          if (!person) return null;
          const where = person.at === 'itinerary' ? t('locate.plannedAt') : t('locate.positionAt', { when: (person.detected_at ?? '').replace('T', ' ').slice(0, 16) });
          return (
            <li key={person.travel_id}>
              <label>
                <input type="checkbox" checked={!unchecked.has(person.travel_id)} onChange={(event) => toggle(person.travel_id, event.target.checked)} />
                <span>{person.name}</span> <span className="tra-muted">({where})</span>
              </label>
            </li>
          );
        })}
      </ul>
      {chosen.length > rows ? (
        <button type="button" onClick={() => setRows((value) => value + SELECTION_ROWS)}>
          {t('locate.showMore', { count: chosen.length - rows })}
        </button>
      ) : null}
    </>
  );
}
