import { gpaEn } from '../i18n/en';
import type { ReportCatalogue } from './report-catalogue';

/** The report in English: the interface's texts, and the continents as the data writes them. */
export const reportEn: ReportCatalogue = {
  ...gpaEn,
  continents: {
    africa: 'Africa',
    antarctica: 'Antarctica',
    asia: 'Asia',
    europe: 'Europe',
    northAmerica: 'North America',
    oceania: 'Oceania',
    southAmerica: 'South America',
  },
};
