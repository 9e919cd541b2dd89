import { gpaEn } from '../i18n/en';
import type { ReportCatalogue } from './report-catalogue';

/** The report in English: the interface's texts. */
export const reportEn: ReportCatalogue = gpaEn;
