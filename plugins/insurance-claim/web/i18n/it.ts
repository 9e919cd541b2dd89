import type { InsuranceClaimCatalogue } from './en';
import { insuranceClaimManifestIt } from './manifest-it';

/** Italian texts of the insurance claims page; loaded only when Italian is chosen. */
export const insuranceClaimIt: InsuranceClaimCatalogue = {
  /** The manifest's texts. */
  manifest: insuranceClaimManifestIt,
  title: 'RICHIESTE DI RIMBORSO ASSICURATIVO',
  loading: 'Caricamento delle richieste di rimborso…',
  listLabel: 'Richieste di rimborso assicurativo',
  searchLabel: 'richieste di rimborso',
  columns: {
    name: 'Nome',
    insuranceName: 'Assicurazione',
    insurancePhone: 'Telefono dell’assicurazione',
    createdAt: 'Creata il',
  },
  empty: 'Non è stata ancora presentata alcuna richiesta di rimborso.',
  loadFailed: 'Non è stato possibile caricare le richieste di rimborso.',
};
