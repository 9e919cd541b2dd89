import contactFile from '../../../config/contacts.json';

export type ContactId = 'enquiries' | 'geopoliticalAnalysis' | 'operations' | 'emergency';

export interface Contact {
  id: ContactId;
  email: string;
  phone: string;
}

/** The footer's four contact blocks, in the spec's order (part 1 §1), from config/contacts.json. */
export const CONTACTS: readonly Contact[] = contactFile.contacts as Contact[];

/** The 24/7 emergency line, which the header shows on every signed-in page (issue 24, "Help in an emergency"). */
export const EMERGENCY_CONTACT: Contact | undefined = CONTACTS.find((contact) => contact.id === 'emergency');

/**
 * When the support team that receives the help modal's messages (the server's supportEmail) answers: working days,
 * in its own time zone. Demo values, like the contact file's; the modal words them in the reader's language.
 */
export const SUPPORT_HOURS: SupportHours = { firstDay: 1, lastDay: 5, from: '09:00', to: '18:00', timeZone: 'Europe/Rome' };

/** Working days (1 Monday ... 7 Sunday), opening and closing times (HH:MM) and the IANA time zone they are in. */
export interface SupportHours {
  firstDay: number;
  lastDay: number;
  from: string;
  to: string;
  timeZone: string;
}

/** A phone number as a tel: link wants it: digits and a leading plus. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
