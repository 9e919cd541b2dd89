import type { QuizCatalogue } from './en';
import { quizManifestIt } from './manifest-it';

/** Italian texts of the knowledge evaluation test administration; loaded only when Italian is chosen. */
export const quizIt: QuizCatalogue = {
  /** The manifest's texts. */
  manifest: quizManifestIt,
  title: 'TEST DI VALUTAZIONE DELLE CONOSCENZE',
  loading: 'Caricamento del test di valutazione delle conoscenze…',
  exclude: {
    heading: 'ESCLUDI UTENTI DAL TEST DI VALUTAZIONE DELLE CONOSCENZE',
    users: 'Utenti',
    tests: 'Test di valutazione delle conoscenze',
    hint: 'Spunta gli utenti e i test da cui escluderli: ogni clic aggiunge o toglie una sola voce.',
    submit: 'Escludi',
  },
  excluded: {
    heading: 'ELENCO DEL PERSONALE ESCLUSO',
    closed: 'Elenco degli utenti autorizzati a non sostenere il test di valutazione delle conoscenze',
    user: 'Utente',
    test: 'Paese oggetto del test di valutazione delle conoscenze',
    remove: 'Rimuovi',
    removeLabel: 'Rimuovi l’esclusione di {{user}} da {{test}}',
  },
  results: {
    heading: 'RISULTATI DEI TEST DI VALUTAZIONE DELLE CONOSCENZE',
    user: 'Utente',
    test: 'Paese oggetto',
    date: 'Data e ora di completamento',
    result: 'Esito',
    percentage: 'Percentuale',
    passed: 'Superato',
    failed: 'Non superato',
    empty: 'Nessun test di valutazione delle conoscenze è stato ancora completato.',
    loadFailed: 'Non è stato possibile caricare i risultati.',
    searchLabel: 'risultati dei test',
  },
  logs: {
    heading: 'ELENCO DEI LOG',
    closed: 'Risorse consultate dagli utenti',
    userName: 'Nome utente',
    company: 'Azienda dell’utente',
    type: 'Tipo',
    resource: 'Risorsa',
    country: 'Paese',
    date: 'Data',
    video: 'VIDEO',
    pdf: 'PDF',
    newTab: '(si apre in una nuova scheda)',
    noCountry: '—',
    searchLabel: 'registro delle risorse',
    loadFailed: 'Non è stato possibile caricare il registro delle risorse.',
  },
  serverMessages: {
    employeeNotFound: 'Dipendente non trovato nella tua azienda',
    testNotFound: 'Test di valutazione delle conoscenze non trovato',
    notExcluded: 'Questo utente non è escluso da questo test',
    tooManyIds: 'Troppi identificativi in una sola richiesta: {{field}}',
  },
};
