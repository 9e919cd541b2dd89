import type { ContinentNames } from '@vigil/web-sdk';
import type { PrintLanguage } from '../../contract';
import type { GpaCatalogue } from '../i18n/en';

/** The language code of each language the print request offers (spec part 2 §5: Italian, English, French, German). */
export const REPORT_LANGUAGE_CODES = { Italian: 'it', English: 'en', French: 'fr', German: 'de' } as const satisfies Record<PrintLanguage, string>;
export type ReportLanguage = (typeof REPORT_LANGUAGE_CODES)[PrintLanguage];

export function isReportLanguage(value: unknown): value is ReportLanguage {
  return Object.values(REPORT_LANGUAGE_CODES).some((code) => code === value);
}

/**
 * What the printed report says, in one language: the texts of gpa's catalogue the report shows, and the continents.
 * English and Italian take them from the interface's catalogues (the continents from the common one, by
 * continentNames); French and German exist for the report alone.
 */
export interface ReportCatalogue {
  detail: Pick<
    GpaCatalogue['detail'],
    'mapImage' | 'callingCode' | 'security' | 'securityValue' | 'lastUpdate' | 'risks' | 'trend' | 'summary' | 'travelAdvices' | 'geopolitical'
  >;
  levels: GpaCatalogue['levels'];
  map: GpaCatalogue['map'];
  vocabulary: GpaCatalogue['vocabulary'];
  print: Omit<GpaCatalogue['print'], 'print' | 'back'>;
  continents: ContinentNames;
}

/** A report's texts in a language the interface has: its continents are the common catalogue's. */
export type InterfaceReportTexts = Omit<ReportCatalogue, 'continents'>;
