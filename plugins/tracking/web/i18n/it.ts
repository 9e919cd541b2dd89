import type { TrackingCatalogue } from './en';
import { trackingManifestIt } from './manifest-it';

/** Italian texts of the tracking module (namespace 'tracking'). */
export const trackingIt: TrackingCatalogue = {
  manifest: trackingManifestIt,
  title: 'Il mio tracciamento',
  loading: 'Caricamento del tracciamento…',
  state: {
    heading: 'Tracciamento',
    off: "La tua azienda non ha attivato il tracciamento per te: nessuna tua posizione viene conservata.",
    on: "Il tracciamento è attivo: la tua azienda vede la tua ultima posizione finché non lo metti in pausa.",
    paused: 'Il tracciamento è in pausa: nessuna tua posizione viene conservata finché non riprendi. Un SOS passa comunque.',
    lastFix: 'Ultima posizione ricevuta: {{time}}',
    noFix: 'Nessuna posizione ricevuta finora.',
    retention: 'Le posizioni vengono cancellate dopo {{days}} giorni.',
    pause: 'Metti in pausa il tracciamento',
    resume: 'Riprendi il tracciamento',
    paused_done: 'Tracciamento in pausa',
    resumed_done: 'Tracciamento ripreso',
  },
  sos: {
    heading: 'SOS',
    button: 'Invia SOS',
    confirm: 'Inviare ora un SOS ai responsabili della sicurezza della tua azienda?',
    sent: 'SOS inviato: i responsabili della sicurezza sono stati avvisati.',
    open: 'Il tuo SOS delle {{time}} resta aperto finché un responsabile della sicurezza non lo chiude.',
  },
  devices: {
    heading: 'Dispositivi',
    none: 'Nessun dispositivo associato.',
    app: 'App',
    label: 'Nome',
    labelDefault: 'Il mio telefono',
    pair: 'Associa un dispositivo',
    paired: 'Associato il {{time}}',
    lastSeen: 'ultimo contatto {{time}}',
    neverSeen: 'ancora nulla ricevuto',
    revoke: 'Revoca',
    revokeConfirm: 'Revocare questo dispositivo? Ciò che invierà da ora in poi verrà rifiutato.',
    revoked: 'Dispositivo revocato',
    apps: { osmand: 'OsmAnd', traccar: 'Traccar Client', owntracks: 'OwnTracks' },
  },
  setup: {
    heading: 'Configura {{app}}',
    once: 'Il segreto qui sotto viene mostrato solo ora: copialo o inquadra il codice prima di chiudere il pannello.',
    url: 'Indirizzo',
    identifier: { traccar: 'Identificativo del dispositivo', owntracks: 'Nome utente', osmand: 'Identificativo' },
    password: 'Password',
    qr: "Codice QR dell'indirizzo",
    close: 'Fatto',
    osmand: {
      1: 'In OsmAnd apri Menu › Plugin e attiva "Registrazione viaggio".',
      2: "Apri le impostazioni della registrazione › Tracciamento online e incolla l'indirizzo qui sopra come indirizzo web.",
      3: "Imposta l'intervallo di tracciamento, poi attiva il tracciamento online.",
    },
    traccar: {
      1: 'Installa Traccar Client e aprilo.',
      2: "Imposta l'identificativo del dispositivo qui sopra e l'indirizzo qui sopra come URL del server.",
      3: 'Imposta la precisione della posizione su alta, poi attiva lo stato del servizio.',
    },
    owntracks: {
      1: 'In OwnTracks apri Preferenze › Connessione e scegli la modalità HTTP.',
      2: "Incolla l'indirizzo qui sopra come URL (Host) e imposta nome utente e password qui sopra in Identificazione.",
      3: 'Torna alla mappa: da ora OwnTracks invia la tua posizione.',
    },
  },
  views: {
    heading: 'Chi ha guardato la tua posizione',
    none: 'Nessuno ha guardato la tua posizione.',
    viewer: 'Chi',
    when: 'Quando',
  },
};
