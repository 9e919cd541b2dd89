import { ACCOUNT_MESSAGES, ERROR_MESSAGES, GATE_TEXTS, PERMISSION_WARNING, SUCCESS_MESSAGES, VALIDATION_MESSAGES } from '../../../core/messages';
import type { CatalogueOf } from '../catalogue-of';

/**
 * The English catalogue of texts every screen shares. The spec's messages come from host/core so that the
 * catalogue and the server can never drift apart.
 */
export const commonEn = {
  validation: VALIDATION_MESSAGES,
  success: SUCCESS_MESSAGES,
  error: ERROR_MESSAGES,
  account: { password_error: ACCOUNT_MESSAGES.password_error, password_not_match: ACCOUNT_MESSAGES.password_not_match },
  gate: GATE_TEXTS,
  permission: PERMISSION_WARNING,
  action: { ok: 'OK', cancel: 'Cancel', close: 'Close', retry: 'Retry', send: 'Send', save: 'Save', delete: 'Delete' },
  confirm: { title: 'Are you sure?' },
  pagination: { label: 'Pages of {{list}}', previous: 'Previous', next: 'Next', page: 'Page {{page}}' },
  // The shared list controls (host/web/ui/use-list-view.ts).
  list: {
    search: 'Search {{list}}',
    count_one: '{{shown}} of {{count}} row',
    count_other: '{{shown}} of {{count}} rows',
    noMatch: 'No row matches the search.',
    showAll: 'Show all rows',
    downloadCsv: 'Download CSV',
  },
  loading: 'Loading…',
  /** The data's continents, by their English name in lower camel case (host/web/i18n/region-names.ts). */
  continents: {
    africa: 'Africa',
    antarctica: 'Antarctica',
    asia: 'Asia',
    europe: 'Europe',
    northAmerica: 'North America',
    oceania: 'Oceania',
    southAmerica: 'South America',
  },
} as const;

/** Every other language must translate the same keys. */
export type CommonCatalogue = CatalogueOf<typeof commonEn>;
