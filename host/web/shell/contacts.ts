import contactFile from '../../../config/contacts.json';

export type ContactId = 'enquiries' | 'geopoliticalAnalysis' | 'operations' | 'emergency';

export interface Contact {
  id: ContactId;
  email: string;
  phone: string;
}

/** The footer's four contact blocks, in the spec's order (part 1 §1), from config/contacts.json. */
export const CONTACTS: readonly Contact[] = contactFile.contacts as Contact[];

/** A phone number as a tel: link wants it: digits and a leading plus. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
