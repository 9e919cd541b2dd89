/**
 * The dashboard's news block (namespace 'nat-now', news-block-i18n.ts): its own few texts, so the dashboard does
 * not download the news screens' catalogue.
 */
export const newsBlockEn = {
  heading: 'News in your countries',
  period: 'Alerts of the last {{days}} days in the countries you monitor, at the levels you chose.',
  none: 'No alerts at your levels in the last {{days}} days.',
  noCountries: 'You monitor no countries yet: choose them in your account, under Countries.',
  alert: '{{country}}, {{level}}: {{title}}',
  level: { low: 'low', medium: 'medium', high: 'high', extreme: 'extreme' },
  all: 'All news alerts',
  /** Issue 22: the travellers a high or extreme alert affects, on the card, the detail and this block. */
  affected: {
    travellers_one: '{{count}} traveller affected',
    travellers_other: '{{count}} travellers affected',
    contact: 'Contact',
  },
};
