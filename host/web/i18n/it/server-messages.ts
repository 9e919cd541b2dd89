import type { ServerMessageCode } from '../../../core/server-messages';

/**
 * The platform's coded server messages in Italian (the `server` namespace; the English is the server's own,
 * host/core/server-messages.ts). Loaded only when Italian is chosen.
 */
export const serverMessagesIt: Record<ServerMessageCode, string> = {
  missingInput: 'Dato mancante: {{field}}',
  tooLong: 'Troppo lungo (al massimo {{max}} caratteri): {{field}}',
  tooShort: 'Troppo corto (almeno {{min}} caratteri): {{field}}',
  controlCharacters: 'I caratteri di controllo non sono ammessi: {{field}}',
  notText: 'Deve essere un testo: {{field}}',
  notValid: 'Valore non valido: {{field}}',
  notValidId: 'Identificativo non valido: {{field}}',
  unknownAppToken: "Token dell'applicazione sconosciuto",
  loginTokenExpired: 'Sessione sconosciuta o scaduta, accedi di nuovo',
  privacyNotAccepted: "Devi accettare la nostra Informativa sulla privacy prima di usare l'app",
  noPermission: 'Non hai i permessi per questa operazione (serve uno di: {{permissions}})',
  moduleSwitchedOff: 'Il modulo {{module}} è disattivato per la tua azienda',
  databaseUnavailable: 'Il database non è disponibile, riprova tra poco',
  alreadyExists: "Esiste già: è stato appena creato, forse da un'altra richiesta",
  fileTooLarge: 'Il file è troppo grande: il limite è {{limit}}',
  fileTypeMissing: "Il caricamento non ha l'intestazione Content-Type: invia il tipo del file, per esempio application/pdf",
  fileTypeNotAllowed: 'I file di tipo {{type}} non sono accettati qui (accettati: {{accepted}})',
  fileTypeMismatch: 'Il contenuto del file non è {{type}}, il tipo con cui è stato inviato',
  fileEmpty: 'Il file è vuoto',
  uploadInterrupted: 'Il caricamento si è interrotto prima della fine del file',
  invalidFileKey: 'Chiave del file non valida',
  fileNotFound: 'File non trovato',
  rangeNotSatisfiable: "L'intervallo richiesto è fuori dal file ({{size}} byte)",
  bearerMissing: 'Token bearer mancante',
  bearerInvalid: 'Token bearer non valido o scaduto',
  sessionEnded: 'La sessione è terminata, accedi di nuovo',
  tooManyRequests: 'Troppe richieste dal tuo indirizzo. Riprova tra {{seconds}} secondi',
  tooManySignIns: 'Troppi tentativi di accesso. Riprova tra {{seconds}} secondi',
  wrongCredentials: 'Nome utente o password errati',
  wrongEmailOrPassword: 'Email o password errati',
  serverBusy: 'Il server è occupato, riprova tra un momento',
};
