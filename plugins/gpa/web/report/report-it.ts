import { gpaIt } from '../i18n/it';
import type { ReportCatalogue } from './report-catalogue';

/** The report in Italian: the interface's texts, and the continents as the common catalogue names them. */
export const reportIt: ReportCatalogue = {
  ...gpaIt,
  continents: {
    africa: 'Africa',
    antarctica: 'Antartide',
    asia: 'Asia',
    europe: 'Europa',
    northAmerica: 'Nord America',
    oceania: 'Oceania',
    southAmerica: 'Sud America',
  },
};
