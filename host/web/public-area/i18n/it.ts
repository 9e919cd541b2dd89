import type { PublicCatalogue } from './en';

/** I testi italiani dell'area pubblica, caricati solo quando si sceglie l'italiano. */
export const publicIt: PublicCatalogue = {
  brand: 'Vigil',
  tagline: 'Piattaforma di gestione della sicurezza aziendale',
  fields: {
    username: 'Nome utente',
    password: 'Password',
    newPassword: 'Nuova password',
    passwordConfirm: 'Conferma password',
    email: 'Email',
    name: 'Nome',
    surname: 'Cognome',
    company: 'Azienda',
    token: 'Codice',
  },
  passwordHint: 'Almeno 8 caratteri, con un numero e un simbolo, senza spazi.',
  language: 'Lingua',
  unavailable: {
    title: 'Servizio non disponibile',
    text: 'Il servizio è momentaneamente non disponibile. Riprova tra qualche minuto.',
    retry: 'Riprova',
  },
  backToSignIn: "Torna all'accesso",
  login: {
    title: 'Accedi',
    submit: 'Accedi',
    forgotPassword: 'Password dimenticata?',
    unavailable: "L'accesso non è disponibile al momento, riprova.",
  },
  forgotPassword: {
    title: 'Password dimenticata',
    intro: "Inserisci l'indirizzo email del tuo account: ti invieremo un link per scegliere una nuova password.",
    submit: 'Invia il link',
  },
  signUp: {
    title: 'Registrati',
    intro: 'Crea il tuo account per {{company}}.',
    submit: 'Registrati',
  },
  newPassword: {
    title: 'Scegli una nuova password',
    submit: 'Salva la nuova password',
  },
  confirmRegistration: {
    title: 'Conferma la registrazione',
    intro: 'Scegli il nome utente e la password con cui accederai.',
    submit: 'Conferma la registrazione',
  },
  confirmEmail: {
    title: 'Conferma il tuo nuovo indirizzo email',
    intro: 'Rendi questo l’indirizzo email del tuo account Vigil. Le tue altre sessioni verranno chiuse.',
    submit: 'Conferma il nuovo indirizzo',
  },
  server: {
    emailChanged: 'Il tuo indirizzo email è stato cambiato',
  },
  side: {
    label: 'Informazioni su Vigil',
    heading: 'Informazioni di sicurezza per chi viaggia',
    description:
      'Vigil offre alla tua azienda aggiornamenti su rischi e sicurezza di oltre 200 paesi, monitorati 24 ore su 24: analisi dei paesi, allerte, sicurezza dei viaggi, localizzazione del personale e gli strumenti per agire.',
    manageRisk: 'Gestisci il tuo rischio',
    returnToWebsite: 'Torna al sito',
  },
  risk: {
    title: 'Gestisci il tuo rischio',
    intro: 'I nostri analisti preparano su richiesta tre valutazioni, consegnate via email:',
    cteTitle: 'Valutazione delle minacce del paese (CTE)',
    cteBody:
      'Una valutazione scritta delle minacce politiche, criminali, terroristiche e sanitarie di un paese, con la tendenza di ciascuna e consigli pratici per le persone che vi mandi.',
    ieTitle: 'Valutazione d’impatto (IE)',
    ieBody:
      "Come una crisi nel paese colpirebbe il tuo progetto: il valore dei beni e il numero di persone sul posto confrontati con le minacce locali, con le misure che ne riducono l'impatto.",
    sedTitle: 'Banca dati degli eventi di sicurezza (SED)',
    sedBody:
      'Tutti gli eventi di sicurezza registrati entro un raggio scelto da un luogo e in un periodo, per vedere cosa è davvero accaduto intorno a un sito prima di decidere.',
    contact: 'Vuoi saperne di più? Contattaci',
    close: 'Chiudi',
  },
};
