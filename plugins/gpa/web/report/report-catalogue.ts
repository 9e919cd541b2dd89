import type { PrintLanguage } from '../../contract';
import type { GpaCatalogue } from '../i18n/en';

/** The language code of each language the print request offers (spec part 2 §5: Italian, English, French, German). */
export const REPORT_LANGUAGE_CODES = { Italian: 'it', English: 'en', French: 'fr', German: 'de' } as const satisfies Record<PrintLanguage, string>;
export type ReportLanguage = (typeof REPORT_LANGUAGE_CODES)[PrintLanguage];

export function isReportLanguage(value: unknown): value is ReportLanguage {
  return Object.values(REPORT_LANGUAGE_CODES).some((code) => code === value);
}

/** The continents of the data, by the keys host/web/i18n/region-names.ts makes of their English names. */
export type ContinentNames = Record<'africa' | 'antarctica' | 'asia' | 'europe' | 'northAmerica' | 'oceania' | 'southAmerica', string>;

/**
 * What the printed report says, in one language: the texts of gpa's catalogue the report shows, and the continents.
 * English and Italian take them from the interface's catalogues; French and German exist for the report alone.
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
