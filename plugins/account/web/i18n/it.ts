import type { AccountCatalogue } from './en';
import { accountManifestIt } from './manifest-it';

/** Italian texts of the account pages; loaded only when Italian is chosen. */
export const accountIt: AccountCatalogue = {
  /** The manifest's texts. */
  manifest: accountManifestIt,
  title: 'Account',
  you: '(tu)',
  lastLogin: 'Ultimo accesso: {{date}}',
  firstLogin: 'Primo accesso',
  avatarAlt: 'Immagine di {{name}}',
  noAvatar: 'Nessuna immagine',
  loading: 'Caricamento dell’account…',
  tabs: {
    label: 'Sezioni dell’account',
    data: 'Dati account',
    countries: 'Paesi monitorati',
    alerts: 'Notifiche',
  },
  data: {
    heading: 'Dati personali',
    name: 'Nome',
    surname: 'Cognome',
    username: 'Nome utente',
    email: 'Email',
    phone: 'Telefono',
    foreign_phone: 'Telefono estero',
    language: 'Lingua',
    save: 'Salva',
    emailPending: 'Abbiamo inviato un link di conferma a {{email}}: la tua email cambia quando lo apri.',
  },
  // Each language is named in itself, whatever the interface language.
  languages: { en: 'English', it: 'Italiano' },
  password: {
    heading: 'Cambia password',
    current: 'Password attuale',
    password: 'Nuova password',
    confirm: 'Conferma nuova password',
    submit: 'Cambia password',
  },
  image: {
    heading: 'Immagine del profilo',
    choose: 'Scegli un’immagine',
    cropTitle: 'Ritaglia l’immagine',
  },
  countries: {
    heading: 'Paesi monitorati',
    picker: 'Paese da monitorare',
    add: 'Aggiungi',
    remove: 'Rimuovi',
    removeLabel: 'Rimuovi {{name}}',
    levels: 'Livelli di minaccia segnalati per {{name}}',
    levelsLabel: 'Livelli di minaccia segnalati:',
    noLevel: 'Nessun livello di minaccia scelto: questo paese non genera alcuna allerta.',
    empty: 'Non monitori ancora nessun paese.',
    loadFailed: 'Non è stato possibile caricare i paesi monitorati.',
  },
  levels: { low: 'Basso', medium: 'Medio', high: 'Alto', extreme: 'Estremo' },
  server: {
    currentPasswordMissing: 'Inserisci la tua password attuale',
  },
  alerts: {
    heading: 'Notifiche',
    empty: 'Non hai notifiche.',
    delete: 'Elimina',
    deleteLabel: 'Elimina la notifica del {{date}}',
    confirm: 'Eliminare questa notifica?',
    unread: 'Nuova',
    from: 'Da {{sender}}',
    pickup: 'Trasferimento',
    image: 'L’immagine del messaggio',
    fields: {
      date: 'Data',
      airport: 'Aeroporto',
      location: 'Luogo',
      driver: 'Autista',
      driverDetail: 'Dettagli autista',
      company: 'Compagnia',
      vhl: 'Veicolo',
    },
  },
};
