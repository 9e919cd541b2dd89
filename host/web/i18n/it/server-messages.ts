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
};
