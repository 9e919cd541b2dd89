import type { LocateCatalogue } from './locate-en';

/** Italian texts of Locate and the contact form. */
export const locateIt: LocateCatalogue = {
  locate: {
    title: 'Localizza personale',
    titleIn: 'Localizza personale: {{country}}',
    map: 'Presenza del personale',
    country: 'Paese',
    all: 'Tutti',
    count_one: '{{count}} viaggiatore oggi',
    count_other: '{{count}} viaggiatori oggi',
    none: 'Nessun viaggiatore è in viaggio oggi',
    planned: '{{name}} (posizione prevista)',
    legend: 'Legenda',
    legendPosition: 'Ultima posizione',
    legendPlanned: 'Posizione prevista (itinerario di oggi)',
    selected: '{{count}} dipendenti selezionati nell’area',
    selectHint: 'Seleziona un’area con «Seleziona area» (o Maiusc+trascina) per scegliere le persone da contattare; un clic sulla mappa annulla la selezione.',
    people: 'Persone selezionate',
    positionAt: 'posizione del {{when}}',
    plannedAt: 'posizione prevista',
    showMore: 'Mostra altri ({{count}})',
    contact: 'Contatta',
    back: 'Torna ai viaggi',
  },
  contact: {
    title: 'Contatta i dipendenti',
    titleIn: 'Contatta i dipendenti: {{country}}',
    people: 'Persone da contattare',
    unknown: 'Viaggio {{id}}',
    content: 'Messaggio',
    position: 'Chiedi di condividere la posizione',
    image: 'Foto',
    imageAlt: 'Foto del messaggio',
    send: 'Invia',
    back: 'Torna alla mappa',
  },
};
