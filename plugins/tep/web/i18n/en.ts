import type { CatalogueOf } from '@vigil/web-sdk';

/** English texts of the tep page (namespace 'tep'). */
export const tepEn = {
  /** The manifest's texts (docs/architecture.md): title, menu item, dashboard bubble. */
  manifest: {
    title: "Travellers' enrolment",
    menu: { label: "Travellers' enrolment" },
    bubble: {
      label: "Travellers' enrolment",
      description: "Travellers' enrolment: a sample of the staff list enrolled for travel, with every field of a record.",
    },
  },
  /** Spec part 2 §2: "a page titled TEP". */
  title: 'TEP',
  subtitle: "Travellers' enrolment",
  sample: {
    label: 'Sample data',
    text: 'These records are examples that show what an enrolment holds. They are not your company’s staff.',
  },
  listLabel: 'Staff enrolled (sample data)',
  yes: 'Yes',
  no: 'No',
  none: '—',
  fields: {
    name: 'Name',
    surname: 'Surname',
    email: 'Email',
    employee_id: 'Employee ID',
    mobile_nr: 'Mobile number',
    fax: 'Fax',
    enrolled: 'Enrolled',
    mission_name: 'Mission name',
    mission_leader: 'Mission leader',
    departure_date: 'Departure date',
    return_date: 'Return date',
    trip_dates: 'Trip dates',
    from: 'From',
    to: 'To',
    country_code: 'Country code',
    country_id: 'Country ID',
    address: 'Address',
    manual_location: 'Location entered by hand',
    lat: 'Latitude',
    lng: 'Longitude',
    satellite: 'Satellite phone',
    company_ids: 'Company IDs',
  },
};

/** Every other language translates the same keys. */
export type TepCatalogue = CatalogueOf<typeof tepEn>;
