import { gpaIt } from '../i18n/it';
import type { ReportCatalogue } from './report-catalogue';

/** The report in Italian: the interface's texts. */
export const reportIt: ReportCatalogue = {
  ...gpaIt,
};
