import type { riskCountriesBlockEn } from './risk-countries-block-en';

/** The dashboard's block of the people in high or extreme risk countries, in Italian; loaded only when Italian is chosen. */
export const riskCountriesBlockIt: typeof riskCountriesBlockEn = {
  heading: 'Persone in paesi a rischio alto o estremo',
  count_one: '{{count}} persona si trova ora in un paese a rischio alto o estremo.',
  count_other: '{{count}} persone si trovano ora in un paese a rischio alto o estremo.',
  capped: 'Le prime {{shown}}, prima il rischio estremo:',
  where: '{{country}}, {{level}}',
  level: { high: 'rischio alto', extreme: 'rischio estremo' },
  since: 'dal {{time}}',
  none: 'Nessuno si trova ora in un paese a rischio alto o estremo.',
  all: 'Tracciamento GPS',
};
