import { defineManifest } from '@vigil/core';
// The permission list only (a module that imports nothing): the declarations stay out of the dashboard's load.
import { TEP_PERMISSIONS } from './contract/permissions';

const TITLE = "Travellers' enrolment";

/**
 * Travellers' enrolment (spec part 2 §1, §2 "Enrolment (TEP)"; issue 22): the page titled TEP with the spec's
 * sample enrolment records, labelled as sample data. The spec asks for "a static sample table only", so the
 * module has no server part: the records ship with the page (web/sample-enrolments.ts).
 */
export default defineManifest({
  id: 'tep',
  title: TITLE,
  section: 'PROTECT',
  // The Italian of title, menu and bubble (keys manifest.*), for the header and dashboard before any page loads.
  translations: { it: () => import('./web/i18n/manifest-it').then((module) => module.tepManifestCatalogue) },
  routes: [{ path: '/Tep', allowed: TEP_PERMISSIONS, page: () => import('./web/tep-page') }],
  menu: [{ kind: 'route', label: TITLE, to: '/Tep' }],
  bubble: {
    label: TITLE,
    description: "Travellers' enrolment: a sample of the staff list enrolled for travel, with every field of a record.",
    to: '/Tep',
    active: true,
  },
});
