/**
 * The texts of the mails an account holder receives, in each account language (issue 15: every mail in the
 * recipient's language). English is the spec's; Italian its translation. Mails to the operator's support team
 * (help requests, print requests) stay in English: they are read by staff, not by the account holder.
 */
export const MAIL_LANGUAGES = ['en', 'it'] as const;
export type MailLanguage = (typeof MAIL_LANGUAGES)[number];

export interface MailTexts {
  hello(name: string): string;
  registration: { subject: string; usernameTaken: string; open: string };
  signUpAgain: { subject: string; tried: string; what: string };
  emailChange: { subject: string; open: string };
  emailInUse: { subject: string; asked: string; what: string };
  emailChanged: { subject: string; changed(newEmail: string): string; notYou: string };
  passwordReset: { subject: string; open: string };
}

export const MAIL_TEXTS: Readonly<Record<MailLanguage, MailTexts>> = {
  en: {
    hello: (name) => `Hello ${name},`,
    registration: {
      subject: 'Confirm your Vigil registration',
      usernameTaken: 'The username you asked for is already taken: choose another one when you confirm.',
      open: 'Open this link within 7 days to confirm your registration and choose your username and password:',
    },
    signUpAgain: {
      subject: 'Someone tried to sign up to Vigil with your address',
      tried: 'Someone tried to sign up to Vigil with this email address, which already has an account, so no account was made.',
      what: 'If it was you, sign in with your username; if you forgot your password, choose a new one here. If it was not you, ignore this mail:',
    },
    emailChange: {
      subject: 'Confirm your new Vigil email address',
      open: 'Open this link within 24 hours to make this address the email of your Vigil account. Until then your account keeps its current address. If you did not ask for it, ignore this mail:',
    },
    emailInUse: {
      subject: 'Your Vigil email address',
      asked: 'Someone signed in to Vigil asked to use this email address for their account. It already belongs to your account, so nothing was changed.',
      what: 'If you cannot sign in, choose a new password here; otherwise ignore this mail:',
    },
    emailChanged: {
      subject: 'Your Vigil email address was changed',
      changed: (newEmail) => `The email address of your Vigil account was changed to ${newEmail}, and your other sessions were signed out.`,
      notYou: 'If you did not make this change, contact your administrator at once.',
    },
    passwordReset: {
      subject: 'Reset your Vigil password',
      open: 'Open this link within 1 hour to choose a new password. If you did not ask for it, ignore this mail:',
    },
  },
  it: {
    hello: (name) => `Ciao ${name},`,
    registration: {
      subject: 'Conferma la tua registrazione a Vigil',
      usernameTaken: 'Il nome utente che hai chiesto è già in uso: scegline un altro quando confermi.',
      open: 'Apri questo link entro 7 giorni per confermare la registrazione e scegliere nome utente e password:',
    },
    signUpAgain: {
      subject: 'Qualcuno ha provato a registrarsi a Vigil con il tuo indirizzo',
      tried: 'Qualcuno ha provato a registrarsi a Vigil con questo indirizzo email, che ha già un account, quindi non è stato creato nessun account.',
      what: 'Se sei stato tu, accedi con il tuo nome utente; se hai dimenticato la password, scegline una nuova qui. Se non sei stato tu, ignora questa mail:',
    },
    emailChange: {
      subject: 'Conferma il tuo nuovo indirizzo email di Vigil',
      open: 'Apri questo link entro 24 ore per rendere questo indirizzo l’email del tuo account Vigil. Fino ad allora il tuo account mantiene l’indirizzo attuale. Se non l’hai chiesto tu, ignora questa mail:',
    },
    emailInUse: {
      subject: 'Il tuo indirizzo email di Vigil',
      asked: 'Qualcuno che ha effettuato l’accesso a Vigil ha chiesto di usare questo indirizzo email per il proprio account. Appartiene già al tuo account, quindi non è cambiato nulla.',
      what: 'Se non riesci ad accedere, scegli una nuova password qui; altrimenti ignora questa mail:',
    },
    emailChanged: {
      subject: 'L’indirizzo email del tuo account Vigil è stato cambiato',
      changed: (newEmail) => `L’indirizzo email del tuo account Vigil è stato cambiato in ${newEmail} e le altre sessioni sono state chiuse.`,
      notYou: 'Se non hai fatto tu questa modifica, contatta subito il tuo amministratore.',
    },
    passwordReset: {
      subject: 'Reimposta la tua password di Vigil',
      open: 'Apri questo link entro 1 ora per scegliere una nuova password. Se non l’hai chiesto tu, ignora questa mail:',
    },
  },
};

/** The texts of an account's language (stored as 'en' or 'it'); English for anything else. */
export function mailTexts(language: string | null | undefined): MailTexts {
  return language === 'it' ? MAIL_TEXTS.it : MAIL_TEXTS.en;
}
