/**
 * The dashboard's block of the people in high or extreme risk countries (namespace 'gps-risk',
 * risk-countries-block-i18n.ts): its own few texts, so the dashboard does not download the GPS screens' catalogue.
 */
export const riskCountriesBlockEn = {
  heading: 'People in high or extreme risk countries',
  count_one: '{{count}} person is in a high or extreme risk country now.',
  count_other: '{{count}} people are in a high or extreme risk country now.',
  capped: 'The first {{shown}} of them, extreme risk first:',
  where: '{{country}}, {{level}}',
  level: { high: 'high risk', extreme: 'extreme risk' },
  since: 'since {{time}}',
  none: 'Nobody is in a high or extreme risk country now.',
  all: 'GPS tracking',
};
