import type { Translate } from '@vigil/web-sdk';
import { RISK_INDICATORS, TRAVEL_ADVICE_TOPICS } from '../server/seed/demo-vocabulary';
import { gpaEn } from '../web/i18n/en';
import { gpaIt } from '../web/i18n/it';
import { reportDe } from '../web/report/report-de';
import { reportFr } from '../web/report/report-fr';
import { reportTranslator } from '../web/report/report-texts';
import { vocabularyName } from '../web/vocabulary-name';

const italian = reportTranslator({ ...gpaIt, continents: reportFr.continents });

it('has a translation for every name the data gives risk indicators and travel advices', () => {
  const english = new Set(Object.values(gpaEn.vocabulary));
  for (const { name } of [...RISK_INDICATORS, ...TRAVEL_ADVICE_TOPICS]) expect(english).toContain(name);
  for (const catalogue of [gpaIt, reportFr, reportDe]) expect(Object.keys(catalogue.vocabulary).sort()).toEqual(Object.keys(gpaEn.vocabulary).sort());
});

it("translates a name of the vocabulary whatever its case and spacing, and shows any other name as written", () => {
  expect(vocabularyName(italian, 'Civil unrest')).toBe('Disordini civili');
  expect(vocabularyName(italian, '  local LAWS and  customs ')).toBe('Leggi e usanze locali');
  expect(vocabularyName(italian, 'Sharks')).toBe('Sharks');
});

it("fills a report's placeholders and falls back to English for a key its language lacks", () => {
  const french: Translate = reportTranslator(reportFr);
  expect(french('detail.lastUpdate', { date: '10 févr. 2025' })).toBe('Dernière mise à jour : 10 févr. 2025');
  expect(french('no.such.key')).toBe('no.such.key');
  expect(reportTranslator({ ...reportFr, print: { ...reportFr.print, kicker: undefined as unknown as string } })('print.kicker')).toBe('Country risk report');
});
