import type { NatCatalogue } from './en';
import { natManifestIt } from './manifest-it';

/** Italian texts of the news alerts page (namespace 'nat'). */
export const natIt: NatCatalogue = {
  /** The manifest's texts. */
  manifest: natManifestIt,
  title: 'Allerte notizie',
  loading: 'Caricamento delle allerte…',
  empty: 'Nessuna allerta corrisponde a questi filtri.',
  showMore: 'Mostra altre',
  loadingMore: 'Caricamento…',
  demo: '(Contenuto dimostrativo)',
  filters: {
    label: 'Filtra le allerte',
    search: 'Cerca',
    searchPlaceholder: 'Titolo, sottotitolo o paese',
    zone: 'Area geografica',
    country: 'Paese',
    level: 'Livello di allerta',
    category: 'Categoria di minaccia',
    all: 'Tutti',
    unavailable: 'Impossibile caricare le scelte',
  },
  levels: {
    low: 'Basso',
    medium: 'Medio',
    high: 'Alto',
    extreme: 'Estremo',
  },
  advice: {
    low: 'Nessuna azione',
    medium: 'Restare vigili e monitorare',
    high: 'Usare la massima cautela',
    extreme: 'Agire immediatamente e partire',
  },
  definition: {
    button: 'Definizione dei livelli di minaccia',
    title: 'Definizione dei livelli di minaccia',
    caption: 'Livelli di allerta e cosa fare',
    level: 'Livello',
    advice: 'Consiglio',
  },
  csv: {
    title: 'Titolo',
    subtitle: 'Sottotitolo',
  },
  card: {
    level: 'Livello di allerta: {{level}}',
    published: 'Pubblicato il {{date}}',
  },
  detail: {
    area: 'Area geografica',
    category: 'Categoria di minaccia',
    date: 'Data',
    advice: 'Consiglio',
  },
  serverMessages: {
    notANumber: 'Numero non valido: {{field}}',
    notAnAlertLevel: 'Livello di allerta non valido: {{field}}',
    searchTooLong: 'Ricerca troppo lunga: {{field}}',
  },
};
