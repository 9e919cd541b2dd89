import { fieldMessage, SRMT_MESSAGES } from '../../contract';
import type { CatalogueOf } from '@vigil/web-sdk';

/** English texts of the evaluation requests (namespace 'srmt'). The spec's texts are word for word. */
export const srmtEn = {
  /** The manifest's texts (docs/architecture.md): title, menu items, dashboard bubble. */
  manifest: {
    title: 'Evaluation requests',
    menu: { cte: 'Country Threat Evaluation', ie: 'Impact Evaluation', sed: 'Security Events Database' },
    bubble: {
      label: 'Evaluation requests',
      description: 'Request a Country Threat Evaluation, an Impact Evaluation or a Security Events Database extract.',
    },
  },
  title: 'Evaluation requests',
  circles: 'Evaluations you can request',
  source: {
    cte: 'Country Threat Evaluation',
    ie: 'Impact Evaluation',
    sed: 'Security Events Database',
  },
  dvrs: {
    circle: 'DVR-S',
    title: 'DVR-S: the security risk evaluation document',
    text:
      'DVR-S is the security risk evaluation document an employer keeps for the personnel it sends abroad. Our ' +
      'security analysts draft it from the evaluations of the places where your people work: request the Country ' +
      'Threat Evaluation of each country, the Impact Evaluation of each project and the Security Events Database ' +
      'of each area, and the analysts reply by email.',
    request: 'Request one of its evaluations:',
  },
  mine: {
    heading: 'Your requests',
    empty: 'You have not requested any evaluation yet.',
    date: 'Date',
    request: 'Request',
    country: 'Country',
    status: 'Status',
    loading: 'Loading your requests…',
  },
  status: { sent: 'Sent to the security analysts' },
  field: {
    country: 'Country',
    chooseCountry: 'Choose a country',
    language: 'Language',
    chooseLanguage: 'Choose a language',
    project: 'Project',
    chooseProject: 'Choose a project',
    asset: 'Asset economic value',
    chooseAsset: 'Choose a value',
    personnel: 'Personnel on site',
    choosePersonnel: 'Choose a number',
    location: 'Location',
    chooseLocation: 'Choose a city (optional)',
    radius: 'Radius',
    chooseRadius: 'Choose a radius',
    from_date: 'From date',
    end_date: 'End date',
  },
  language: { Italian: 'Italian', English: 'English', French: 'French', German: 'German' },
  asset: {
    'more-than-50m': 'More than 50M euro',
    '10m-50m': '10M to 50M',
    '5m-10m': '5M to 10M',
    '500k-5m': '500k to 5M',
    'less-than-500k': 'Less than 500k euro',
  },
  personnel: {
    'more-than-501': 'More than 501',
    '251-500': '251 to 500',
    '51-250': '51 to 250',
    '11-50': '11 to 50',
    'fewer-than-10': 'Fewer than 10',
  },
  radius: { entireCountry: 'Entire Country', km: '{{count}} km' },
  send: 'Send',
  loadingCities: 'Loading the cities…',
  /**
   * The rules' and the server's own messages, word for word, so that they are shown translated (the spec's
   * others are in the common catalogue).
   */
  messages: {
    missingCountry: 'Missing input: country',
    missingLanguage: 'Missing input: language',
    missingProject: 'Missing input: project',
    missingAsset: 'Missing input: asset',
    missingPersonnel: 'Missing input: personnel',
    missingRadius: 'Missing input: radius',
    missingFromDate: 'Missing input: from_date',
    missingEndDate: 'Missing input: end_date',
    notADateFrom: 'Not a valid date: from_date',
    notADateEnd: 'Not a valid date: end_date',
    endBeforeFrom: 'The end date cannot be before the from date',
    unknownCountry: 'Unknown country',
    unknownLocation: 'Not a city of the chosen country',
    unknownProject: 'Not a project of your company',
  },
  /** The server's coded refusals ('srmt:<key>'), shown by translateError; a field's is '<text>: {{field}}'. */
  serverMessages: {
    notAChoice: fieldMessage(SRMT_MESSAGES.notAChoice, '{{field}}'),
    tooLong: fieldMessage(SRMT_MESSAGES.tooLong, '{{field}}'),
    notADate: fieldMessage(SRMT_MESSAGES.notADate, '{{field}}'),
    endBeforeFrom: SRMT_MESSAGES.endBeforeFrom,
    unknownCountry: SRMT_MESSAGES.unknownCountry,
    unknownLocation: SRMT_MESSAGES.unknownLocation,
    unknownProject: SRMT_MESSAGES.unknownProject,
  },
};

/** Every other language translates the same keys. */
export type SrmtCatalogue = CatalogueOf<typeof srmtEn>;
