import { GPA_MESSAGES } from '../../contract';
import type { CatalogueOf } from '@vigil/web-sdk';

/** English texts of the country risk analysis pages (namespace 'gpa'). */
export const gpaEn = {
  /** The manifest's texts (docs/architecture.md): title, menu item, dashboard bubble. */
  manifest: {
    title: 'Country risk analysis',
    menu: { label: 'Country risk analysis' },
    bubble: { label: 'Country risk analysis', description: 'How safe each country is today: its risk levels, latest news and travel advice, for more than 200 countries.' },
  },
  title: 'Country risk analysis',
  loading: 'Loading…',
  breadcrumb: 'Breadcrumb',
  home: {
    mapTitle: 'World risk map',
    mapImage: 'World risk map',
    disclaimer:
      'The risk ratings are an aid to planning, not a guarantee of safety. Check the latest news and your company procedures before travelling.',
    scrollDown: 'Scroll down to the continents',
    continents: 'Continents',
    countryCount: '{{count}} countries',
    downloadMap: 'Download the map',
    search: 'Search a country in every continent',
    found_one: '{{count}} country found',
    found_other: '{{count}} countries found',
  },
  list: {
    heading: 'countries - {{name}}',
    search: 'Search a country by name',
    empty: 'not found',
    localTime: 'Local time',
    risks: 'Risks: {{names}}',
    noRisks: 'No risks rated',
    shownOf: '{{shown}} of {{total}} countries shown, scroll for more',
    continentImage: 'Map of {{name}}',
  },
  detail: {
    mapImage: 'Map of {{name}}',
    callingCode: 'Calling code: {{code}}',
    security: 'Security evaluation',
    securityValue: 'Security evaluation {{value}} out of 10',
    lastUpdate: 'Last update: {{date}}',
    risks: 'Risk indicators',
    trend: { stable: 'stable', increase: 'increasing', decrease: 'decreasing' },
    background: 'Country background',
    summary: 'Security summary',
    travelAdvices: 'Travel advices',
    geopolitical: 'Geopolitical risks',
    news: 'Latest news',
    year: 'Year',
    month: 'Month',
    all: 'All',
    previous: 'Previous',
    next: 'Next',
    position: '{{current}} of {{total}}',
    noNews: 'not found',
    riskUpdates: 'Risk updates',
    gallery: 'Gallery of {{title}}',
    riskLegend: 'Risk value legend',
    threatLegend: 'Threat level legend',
    print: 'Print report',
    printTitle: 'Print report',
    language: 'Language',
    chooseLanguage: 'Choose a language',
    send: 'Send',
    scrollTop: 'Back to the top',
    /** Issue 22: the travellers of the company in the country now or soon, for admins and tra users. */
    travellers_one: '{{count}} traveller in this country now or in the next {{days}} days',
    travellers_other: '{{count}} travellers in this country now or in the next {{days}} days',
    contact: 'Contact',
  },
  levels: { low: 'Low', medium: 'Medium', high: 'High', extreme: 'Extreme' },
  /**
   * The names the data gives risk indicators and travel advices (server/seed/demo-vocabulary.ts), shown in the
   * reader's language (issue 24); the English is the data's own, so a name found here is translated
   * (web/vocabulary-name.ts) and any other name an installation writes is shown as written.
   */
  vocabulary: {
    terrorism: 'Terrorism',
    crime: 'Crime',
    civilUnrest: 'Civil unrest',
    health: 'Health',
    naturalHazards: 'Natural hazards',
    kidnapping: 'Kidnapping',
    infrastructure: 'Infrastructure',
    entryRequirements: 'Entry requirements',
    localTransport: 'Local transport',
    healthPrecautions: 'Health precautions',
    communications: 'Communications',
    accommodation: 'Accommodation',
    localLaws: 'Local laws and customs',
  },
  threat: {
    low: 'No action',
    medium: 'Stay aware and monitor',
    high: 'Exercise high caution',
    extreme: 'Take immediate action and leave',
  },
  languages: { Italian: 'Italian', English: 'English', French: 'French', German: 'German' },
  map: {
    areaLevel: 'Level {{number}} of 4: {{level}}',
  },
  print: {
    kicker: 'Country risk report',
    print: 'Print or save as PDF',
    back: 'Back to {{name}}',
    printed: 'Printed {{date}}',
    demo: 'Demo content: not real intelligence.',
    risk: 'Risk',
    level: 'Level',
    trend: 'Trend',
    latest: 'Latest change',
    contacts: 'Contacts',
    contact: {
      enquiries: 'Enquiries',
      geopoliticalAnalysis: 'Geopolitical analysis',
      operations: 'Operations',
      emergency: '24/7 emergency',
    },
  },
  /** The server's coded refusals ('gpa:<key>'), shown by translateError. */
  serverMessages: GPA_MESSAGES,
};

/** Every other language translates the same keys. */
export type GpaCatalogue = CatalogueOf<typeof gpaEn>;
