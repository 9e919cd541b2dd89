import type { SrmtCatalogue } from './en';

/** Italian texts of the evaluation requests; loaded only when Italian is chosen. */
export const srmtIt: SrmtCatalogue = {
  manifest: {
    title: 'Richieste di valutazione',
    menu: { cte: 'Valutazione della minaccia Paese', ie: "Valutazione d'impatto", sed: 'Database degli eventi di sicurezza' },
    bubble: {
      label: 'Richieste di valutazione',
      description: "Richiedi una Valutazione della minaccia Paese, una Valutazione d'impatto o un estratto del Database degli eventi di sicurezza.",
    },
  },
  title: 'Richieste di valutazione',
  circles: 'Valutazioni che puoi richiedere',
  source: {
    cte: 'Valutazione della minaccia Paese',
    ie: "Valutazione d'impatto",
    sed: 'Database degli eventi di sicurezza',
  },
  dvrs: {
    circle: 'DVR-S',
    title: 'DVR-S: il documento di valutazione dei rischi di sicurezza',
    text:
      "Il DVR-S è il documento di valutazione dei rischi di sicurezza che il datore di lavoro tiene per il personale " +
      "inviato all'estero. I nostri analisti di sicurezza lo redigono dalle valutazioni dei luoghi in cui lavorano le " +
      "tue persone: richiedi la Valutazione della minaccia Paese di ogni paese, la Valutazione d'impatto di ogni " +
      "progetto e il Database degli eventi di sicurezza di ogni area, e gli analisti rispondono via email.",
    request: 'Richiedi una delle sue valutazioni:',
  },
  mine: {
    heading: 'Le tue richieste',
    empty: 'Non hai ancora richiesto alcuna valutazione.',
    date: 'Data',
    request: 'Richiesta',
    country: 'Paese',
    status: 'Stato',
    loading: 'Caricamento delle tue richieste…',
  },
  status: { sent: 'Inviata agli analisti di sicurezza' },
  field: {
    country: 'Paese',
    chooseCountry: 'Scegli un paese',
    language: 'Lingua',
    chooseLanguage: 'Scegli una lingua',
    project: 'Progetto',
    chooseProject: 'Scegli un progetto',
    asset: 'Valore economico dei beni',
    chooseAsset: 'Scegli un valore',
    personnel: 'Personale in sito',
    choosePersonnel: 'Scegli un numero',
    location: 'Località',
    chooseLocation: 'Scegli una città (facoltativo)',
    radius: 'Raggio',
    chooseRadius: 'Scegli un raggio',
    from_date: 'Dalla data',
    end_date: 'Alla data',
  },
  language: { Italian: 'Italiano', English: 'Inglese', French: 'Francese', German: 'Tedesco' },
  asset: {
    'more-than-50m': 'Più di 50M di euro',
    '10m-50m': 'Da 10M a 50M',
    '5m-10m': 'Da 5M a 10M',
    '500k-5m': 'Da 500k a 5M',
    'less-than-500k': 'Meno di 500k euro',
  },
  personnel: {
    'more-than-501': 'Più di 501',
    '251-500': 'Da 251 a 500',
    '51-250': 'Da 51 a 250',
    '11-50': 'Da 11 a 50',
    'fewer-than-10': 'Meno di 10',
  },
  radius: { entireCountry: 'Intero Paese', km: '{{count}} chilometri' },
  send: 'Invia',
  loadingCities: 'Caricamento delle città…',
  messages: {
    missingCountry: 'Dato mancante: country',
    missingLanguage: 'Dato mancante: language',
    missingProject: 'Dato mancante: project',
    missingAsset: 'Dato mancante: asset',
    missingPersonnel: 'Dato mancante: personnel',
    missingRadius: 'Dato mancante: radius',
    missingFromDate: 'Dato mancante: from_date',
    missingEndDate: 'Dato mancante: end_date',
    notADateFrom: 'Data non valida: from_date',
    notADateEnd: 'Data non valida: end_date',
    endBeforeFrom: 'La data di fine non può precedere la data di inizio',
    unknownCountry: 'Paese sconosciuto',
    unknownLocation: 'Non è una città del paese scelto',
    unknownProject: 'Non è un progetto della tua azienda',
  },
};
