import type { newsBlockEn } from './news-block-en';

/** The dashboard's news block in Italian; loaded only when Italian is chosen. */
export const newsBlockIt: typeof newsBlockEn = {
  heading: 'Notizie dei tuoi paesi',
  period: 'Le allerte degli ultimi {{days}} giorni nei paesi che monitori, ai livelli che hai scelto.',
  none: 'Nessuna allerta ai tuoi livelli negli ultimi {{days}} giorni.',
  noCountries: 'Non monitori ancora nessun paese: sceglili nel tuo account, alla voce Paesi.',
  alert: '{{country}}, {{level}}: {{title}}',
  level: { low: 'basso', medium: 'medio', high: 'alto', extreme: 'estremo' },
  all: 'Tutte le allerte',
  affected: {
    travellers_one: '{{count}} viaggiatore coinvolto',
    travellers_other: '{{count}} viaggiatori coinvolti',
    contact: 'Contatta',
  },
};
