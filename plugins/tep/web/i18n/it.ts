import type { TepCatalogue } from './en';
import { tepManifestIt } from './manifest-it';

/** Italian texts of the tep page; loaded only when Italian is chosen. */
export const tepIt: TepCatalogue = {
  manifest: tepManifestIt,
  title: 'TEP',
  subtitle: 'Registrazione dei viaggiatori',
  sample: {
    label: 'Dati di esempio',
    text: 'Queste schede sono esempi che mostrano che cosa contiene una registrazione. Non sono il personale della tua azienda.',
  },
  listLabel: 'Personale registrato (dati di esempio)',
  yes: 'Sì',
  no: 'No',
  none: '—',
  fields: {
    name: 'Nome',
    surname: 'Cognome',
    email: 'Email',
    employee_id: 'Matricola',
    mobile_nr: 'Numero di cellulare',
    fax: 'Numero di fax',
    enrolled: 'Registrato',
    mission_name: 'Nome della missione',
    mission_leader: 'Capo missione',
    departure_date: 'Data di partenza',
    return_date: 'Data di rientro',
    trip_dates: 'Date del viaggio',
    from: 'Da',
    to: 'A',
    country_code: 'Codice del paese',
    country_id: 'ID del paese',
    address: 'Indirizzo',
    manual_location: 'Posizione inserita a mano',
    lat: 'Latitudine',
    lng: 'Longitudine',
    satellite: 'Telefono satellitare',
    company_ids: 'ID delle aziende',
  },
};
