import { NAT_MESSAGES } from '../../contract';
import type { CatalogueOf } from '@vigil/web-sdk';

/** English texts of the news alerts page (namespace 'nat'). */
export const natEn = {
  /** The manifest's texts (docs/architecture.md): title, menu item, dashboard bubble. */
  manifest: {
    title: 'News alerts',
    menu: { label: 'News alerts' },
    bubble: { label: 'News alerts', description: 'The security news that concern you: alerts by country, level and threat, as they are published.' },
  },
  title: 'News alerts',
  loading: 'Loading the news alerts…',
  empty: 'No news alert matches these filters.',
  showMore: 'Show more',
  loadingMore: 'Loading…',
  demo: '(Demo content)',
  filters: {
    label: 'Filter the news alerts',
    search: 'Search',
    searchPlaceholder: 'Title, subtitle or country',
    zone: 'World area',
    country: 'Country',
    level: 'Alert level',
    category: 'Threat category',
    all: 'All',
    unavailable: 'The choices could not be loaded',
  },
  levels: {
    low: 'Low',
    medium: 'Medium',
    high: 'High',
    extreme: 'Extreme',
  },
  advice: {
    low: 'No action',
    medium: 'Stay aware and monitor',
    high: 'Exercise high caution',
    extreme: 'Take immediate action and leave',
  },
  definition: {
    button: 'Threat Level Definition',
    title: 'Threat Level Definition',
    caption: 'Alert levels and what to do',
    level: 'Level',
    advice: 'Advice',
  },
  csv: {
    title: 'Title',
    subtitle: 'Subtitle',
  },
  card: {
    level: 'Alert level: {{level}}',
    published: 'Published {{date}}',
  },
  detail: {
    area: 'World area',
    category: 'Threat category',
    date: 'Date',
    advice: 'Advice',
  },
  /** The server's coded refusals ('nat:<key>'), shown by translateError. */
  serverMessages: NAT_MESSAGES,
};

/** Every other language translates the same keys. */
export type NatCatalogue = CatalogueOf<typeof natEn>;
