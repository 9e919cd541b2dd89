import type { travelPanelEn } from './travel-panel-en';

/** Il pannello Viaggio del dettaglio GPS: il viaggio in corso della persona, altrimenti il prossimo. */
export const travelPanelIt: { [K in keyof typeof travelPanelEn]: string } = {
  loading: 'Caricamento del viaggio…',
  none: 'Nessun viaggio',
  name: 'Viaggio',
  dates: 'Date',
  datesValue: '{{start}} – {{end}}',
  countries: 'Paesi',
  reference: 'Referente',
  approved: 'Approvato',
  yes: 'Sì',
  no: 'No',
};
