import type { ReactElement } from 'react';
import { TOKENS, useService, useTranslation } from '@vigil/web-sdk';
import { ADMIN_NS } from './admin-i18n';
import { ProjectLocations } from './project-locations';

/**
 * Opens Project locations (issue 21) from the personnel list: a modal, since every other path under /Admin goes
 * back to /Admin (spec part 1 §2).
 */
export function ProjectLocationsButton(): ReactElement {
  const { t } = useTranslation(ADMIN_NS);
  const ui = useService(TOKENS.Ui);
  return (
    <button type="button" onClick={() => ui.openModal({ title: t('locations.title'), content: () => <ProjectLocations /> })}>
      {t('locations.open')}
    </button>
  );
}
