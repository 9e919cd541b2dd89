import type { ShellCatalogue } from './en';

/** Italian texts of the shell and the gates; loaded only when Italian is chosen. */
export const shellIt: ShellCatalogue = {
  dashboard: {
    heading: 'Piattaforma di gestione della sicurezza aziendale',
    empty: 'Ancora nessuno strumento in questa sezione.',
    companyLogo: 'Logo di {{company}}',
  },
  section: { ANALYSE: 'ANALISI', INFORM: 'INFORMAZIONE', PROTECT: 'PROTEZIONE', MANAGE: 'GESTIONE', 'DVR-S': 'DVR-S' },
  header: {
    home: 'Home di Vigil',
    navigation: 'Strumenti',
    skip: 'Vai al contenuto',
    nothingVisible: 'Nessuno strumento disponibile per te in questa sezione',
    userMenu: 'Menu utente',
  },
  user: { help: 'Aiuto', logout: 'Esci' },
  help: {
    message: 'Messaggio',
    send: 'Invia',
    sending: 'Invio in corso…',
  },
  footer: {
    contacts: 'Contatti',
    enquiries: 'Informazioni',
    geopoliticalAnalysis: 'Analisi geopolitica',
    operations: 'Operazioni',
    emergency: 'Emergenze 24/7',
    email: 'Email',
    phone: 'Telefono',
    legal: 'Guida e documenti legali',
    guide: 'Guida',
    privacyPolicy: 'Informativa sulla privacy',
    terms: 'Termini e condizioni',
    newTab: '(si apre in una nuova scheda)',
  },
  privacy: {
    title: 'Informativa sulla privacy',
    read: 'Leggi la nostra Informativa sulla privacy',
    readFirst: "Apri l'Informativa sulla privacy per poterla accettare.",
    accept: 'Accetto',
    logout: 'Esci',
  },
  desktop: {
    title: 'Serve un browser desktop',
    text: "Vigil è pensato per i browser desktop. Usa una finestra larga almeno 992 pixel, oppure scarica l'app mobile.",
    download: "Scarica l'app mobile",
  },
};
