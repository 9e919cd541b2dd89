import { useCallback, useMemo, useState, type ReactElement } from 'react';
import { LoadFailure, PageHeading, PageLoader, TOKENS, useService, useTranslation, type LatLng } from '@vigil/web-sdk';
import type { GpsEmployee } from '../contract';
import { GPS_NS } from './gps-i18n';
import { GpsMap } from './gps-map';
import { PeopleList } from './people-list';
import { TrackingSettingsForm } from './tracking-settings-form';
import { useTrackedPeople } from './use-tracked-people';

/**
 * /Gps (spec part 2 §2): the map of the people on tracking with their count and the expand/collapse toggle, and
 * their list, ordered, filtered and searched. Hovering a person pans the map to them.
 */
export default function GpsListPage(): ReactElement {
  const { t } = useTranslation(GPS_NS);
  const people = useTrackedPeople();

  if (people.status === 'loading') return <PageLoader plugin="gps" label={t('loading')} />;
  if (people.status === 'error') return <LoadFailure message={people.message} onRetry={people.retry} />;
  return <GpsList people={people.data} />;
}

function GpsList({ people }: { people: readonly GpsEmployee[] }): ReactElement {
  const { t } = useTranslation(GPS_NS);
  const [center, setCenter] = useState<LatLng | undefined>(undefined);
  const panTo = useCallback((person: GpsEmployee) => {
    if (person.lat !== null && person.lng !== null) setCenter({ lat: person.lat, lng: person.lng });
  }, []);
  const markers = useMemo(
    () => people.filter((person) => person.lat !== null && person.lng !== null).map((person) => ({ id: person.id, lat: person.lat ?? 0, lng: person.lng ?? 0, name: `${person.name} ${person.surname}` })),
    [people],
  );
  return (
    <div className="gps-page">
      <div className="gps-list-heading">
        <PageHeading>{t('list.title')}</PageHeading>
        <SettingsButton />
      </div>
      <GpsMap markers={markers} count={people.length} center={center} />
      <PeopleList people={people} onHover={panTo} />
    </div>
  );
}

/** The company's tracking settings, an admin's (the gear opens them in a modal). */
function SettingsButton(): ReactElement | null {
  const { t } = useTranslation(GPS_NS);
  const ui = useService(TOKENS.Ui);
  const admin = useService(TOKENS.Permissions).holdsAny(['admin']);
  if (!admin) return null;
  const open = (): void => ui.openModal({ title: t('settings.title'), content: (close) => <TrackingSettingsForm onSaved={close} /> });
  return (
    <button type="button" className="gps-icon-button" aria-label={t('settings.open')} title={t('settings.open')} onClick={open}>
      <span aria-hidden="true">⚙</span>
    </button>
  );
}
