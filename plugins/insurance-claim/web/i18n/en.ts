import type { CatalogueOf } from '@vigil/web-sdk';

/** English texts of the insurance claims page (namespace 'insurance-claim'). */
export const insuranceClaimEn = {
  /** The manifest's texts (docs/architecture.md): title, menu item, dashboard bubble. */
  manifest: {
    title: 'Insurance Claim',
    menu: { label: 'Insurance Claim' },
  },
  title: 'INSURANCE CLAIM',
  loading: 'Loading the insurance claims…',
  listLabel: 'Insurance claims',
  searchLabel: 'insurance claims',
  columns: {
    name: 'Name',
    insuranceName: 'Insurance name',
    insurancePhone: 'Insurance phone',
    createdAt: 'Created at',
  },
  empty: 'No insurance claim has been filed yet.',
  loadFailed: 'The insurance claims could not be loaded.',
};

/** Every other language translates the same keys. */
export type InsuranceClaimCatalogue = CatalogueOf<typeof insuranceClaimEn>;
