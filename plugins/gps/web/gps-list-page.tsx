import { useCallback, useMemo, useState, type ReactElement } from 'react';
import { LoadFailure, markerPosition, PageHeading, PageLoader, TOKENS, useService, useTranslation, type LatLng } from '@vigil/web-sdk';
import type { GpsEmployee } from '../contract';
import { FencePanel } from './fence-panel';
import { fenceShapes } from './fence-shapes';
import { GPS_NS } from './gps-i18n';
import { GpsMap, peopleMarkers } from './gps-map';
import { PeopleList } from './people-list';
import { TrackingSettingsForm } from './tracking-settings-form';
import { useFences } from './use-fences';
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
  // Coloured by status; a person whose row did not change keeps the same marker object.
  const markers = useMemo(() => peopleMarkers(people), [people]);
  const admin = useService(TOKENS.Permissions).holdsAny(['admin']);
  const fences = useFences();
  const shapes = useMemo(() => fenceShapes(fences.fences), [fences.fences]);
  const firstPlace = markerPosition(markers[0] ?? {});
  const [fencesOpen, setFencesOpen] = useState(false);
  return (
    <div className="gps-page">
      <div className="gps-list-heading">
        <PageHeading>{t('list.title')}</PageHeading>
        <div className="gps-list-tools">
          {admin ? (
            <button type="button" aria-expanded={fencesOpen} aria-controls="gps-fences" onClick={() => setFencesOpen((open) => !open)}>
              {t('fences.title')}
            </button>
          ) : null}
          <SettingsButton />
        </div>
      </div>
      {admin && fencesOpen ? <FencePanel fences={fences} center={center ?? firstPlace ?? undefined} /> : null}
      <GpsMap markers={markers} count={people.length} center={center} shapes={shapes} />
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
