import { useId, useMemo, useRef, useState, type ReactElement } from 'react';
import { Pagination, usePagination, useTranslation } from '@vigil/web-sdk';
import type { GpsEmployee } from '../contract';
import { EmployeeBox } from './employee-box';
import { GPS_NS } from './gps-i18n';
import { LIST_ORDERS, nextShown, projectsOf, type ListOrder, type ShownList } from './list-order';

/** Boxes per page: 10,000 people render a page at a time, so scrolling and live updates stay quick. */
export const PAGE_SIZE = 100;

export interface PeopleListProps {
  people: readonly GpsEmployee[];
  onHover(person: GpsEmployee): void;
}

/** The list of /Gps: order, project filter and name search over the boxes (spec part 2 §2). */
export function PeopleList({ people, onHover }: PeopleListProps): ReactElement {
  const { t } = useTranslation(GPS_NS);
  const ids = { order: useId(), project: useId(), search: useId() };
  const [order, setOrder] = useState<ListOrder>('nameAsc');
  const [project, setProject] = useState<number | null>(null);
  const [query, setQuery] = useState('');
  const projects = useMemo(() => projectsOf(people), [people]);
  // Ordered anew only when names, projects, statuses or the choice changed: live positions keep everyone's place.
  const last = useRef<ShownList | null>(null);
  const list = useMemo(() => nextShown(last.current, people, { order, project, query }), [people, order, project, query]);
  last.current = list;
  const { shown } = list;
  const pages = usePagination(shown, PAGE_SIZE);

  return (
    <section className="gps-list" aria-label={t('list.people')}>
      <div className="gps-list-controls">
        <label htmlFor={ids.order}>{t('list.order')}</label>
        <select id={ids.order} value={order} onChange={(event) => setOrder(event.target.value as ListOrder)}>
          {LIST_ORDERS.map((value) => (
            <option key={value} value={value}>
              {t(`list.orders.${value}`)}
            </option>
          ))}
        </select>
        <label htmlFor={ids.project}>{t('list.project')}</label>
        <select id={ids.project} value={project ?? ''} onChange={(event) => setProject(event.target.value ? Number(event.target.value) : null)}>
          <option value="">{t('list.allProjects')}</option>
          {projects.map((building) => (
            <option key={building.value} value={building.value}>
              {building.label}
            </option>
          ))}
        </select>
        <label htmlFor={ids.search}>{t('list.search')}</label>
        <input id={ids.search} type="search" value={query} onChange={(event) => setQuery(event.target.value)} />
      </div>
      {shown.length === 0 ? (
        <p className="gps-muted">{t('list.empty')}</p>
      ) : (
        <ul className="gps-boxes">
          {pages.pageItems.map((person) => (
            <EmployeeBox key={person.id} person={person} onHover={onHover} />
          ))}
        </ul>
      )}
      <Pagination page={pages.page} pageCount={pages.pageCount} onChange={pages.setPage} label={t('list.pages')} />
    </section>
  );
}
