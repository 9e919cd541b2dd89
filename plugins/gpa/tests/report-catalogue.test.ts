import { continentKey } from '@vigil/web-sdk';
import { loadReportCatalogue, reportTranslator } from '../web/report/report-texts';
import type { ReportLanguage } from '../web/report/report-catalogue';

async function continent(language: ReportLanguage, english: string): Promise<string> {
  return reportTranslator(await loadReportCatalogue(language))(`continents.${continentKey(english)}`, { defaultValue: english });
}

it("names an English or Italian report's continents as the interface does, a French or German one's as the report does", async () => {
  expect(await continent('en', 'North America')).toBe('North America');
  expect(await continent('it', 'North America')).toBe('Nord America');
  expect(await continent('it', 'Antarctica')).toBe('Antartide');
  expect(await continent('fr', 'North America')).toBe('Amérique du Nord');
  expect(await continent('de', 'South America')).toBe('Südamerika');
});

it("writes an Italian report with gpa's Italian texts, whatever the interface's language", async () => {
  const italian = reportTranslator(await loadReportCatalogue('it'));
  expect(italian('detail.risks')).toBe('Indicatori di rischio');
  expect(italian('detail.callingCode', { code: '+39' })).toBe('Prefisso: +39');
});
