import { useState, type ReactElement } from 'react';
import { getBuildingLocations, type BuildingLocation } from '@vigil/core';
import { LoadFailure, PageLoader, TOKENS, useLoad, useService, useTranslation } from '@vigil/web-sdk';
import { ADMIN_NS } from './admin-i18n';
import { ProjectLocationForm } from './project-location-form';

/** A coordinate as the list shows it, the same in every language: five decimals are about a metre. */
export function shownCoordinate(value: number): string {
  return value.toFixed(5);
}

/**
 * Project locations (issue 21), a modal of /Admin: every project with where it is, one chosen at a time to place
 * on the map (a click, or Enter at the map's centre) or by typing its latitude and longitude, saved or cleared.
 * The documents' map of /Ops puts a marker at each location.
 */
export function ProjectLocations(): ReactElement {
  const { t } = useTranslation(ADMIN_NS);
  const api = useService(TOKENS.Api);
  const load = useLoad(() => api.call(getBuildingLocations), 'project-locations');
  // Saved answers over the loaded list, so a save shows at once without reading every project again.
  const [saved, setSaved] = useState<ReadonlyMap<number, BuildingLocation>>(new Map());
  const [chosenId, setChosenId] = useState<number | null>(null);

  if (load.status === 'loading') return <PageLoader plugin="admin" label={t('locations.loading')} />;
  if (load.status === 'error') return <LoadFailure message={load.message} onRetry={load.retry} />;
  const projects = load.data.map((project) => saved.get(project.value) ?? project);
  if (projects.length === 0) return <p>{t('locations.empty')}</p>;
  const chosen = projects.find((project) => project.value === chosenId) ?? projects[0];

  const onSaved = (project: BuildingLocation): void => setSaved((current) => new Map(current).set(project.value, project));
  return (
    <div className="admin-locations">
      <p className="admin-muted">{t('locations.help')}</p>
      <fieldset className="admin-location-projects">
        <legend>{t('locations.projects')}</legend>
        <ul>
          {projects.map((project) => (
            <li key={project.value}>
              <label>
                <input type="radio" name="location-project" value={project.value} checked={project.value === chosen?.value} onChange={() => setChosenId(project.value)} />
                <span className="admin-name">{project.label}</span>{' '}
                <span className="admin-muted" data-location={project.value}>
                  {project.lat === null || project.lng === null
                    ? t('locations.none')
                    : `${shownCoordinate(project.lat)}, ${shownCoordinate(project.lng)}`}
                </span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      {/* Keyed by project: choosing another starts its form, and its map, afresh from its own location. */}
      {chosen ? <ProjectLocationForm key={chosen.value} project={chosen} projects={projects} onSaved={onSaved} /> : null}
    </div>
  );
}
