import escapeHtml from 'escape-html';
import { PICKUP_DETAIL_LABELS, type PickupField } from '../../core/message-rules';
import type { MailMessage } from '../mail/mail-service';
import { mailTexts, type MailLanguage } from '../mail/mail-texts';

/**
 * The mail that tells a person a message (or a pickup) was sent to them, in their account's language (issue 15:
 * every mail in the recipient's language), with the message itself and a link to read it in their account.
 */

/** The account's notifications tab, where the message is read (and marked read). */
export const ACCOUNT_ALERTS_PATH = '/Account/alerts';

interface MessageMailTexts {
  subject: { message: string; pickup: string };
  sent(sender: string): string;
  pickupSent(sender: string): string;
  labels: Readonly<Record<PickupField, string>>;
  open: string;
}

const TEXTS: Readonly<Record<MailLanguage, MessageMailTexts>> = {
  en: {
    subject: { message: 'You have a new message on Vigil', pickup: 'Your pickup details on Vigil' },
    sent: (sender) => `${sender} sent you a message:`,
    pickupSent: (sender) => `${sender} arranged a pickup for you:`,
    labels: { date: 'Date', ...PICKUP_DETAIL_LABELS },
    open: 'Read it in your Vigil account:',
  },
  it: {
    subject: { message: 'Hai un nuovo messaggio su Vigil', pickup: 'I dettagli del tuo trasferimento su Vigil' },
    sent: (sender) => `${sender} ti ha inviato un messaggio:`,
    pickupSent: (sender) => `${sender} ha organizzato un trasferimento per te:`,
    labels: { date: 'Data', airport: 'Aeroporto', location: 'Luogo', driver: 'Autista', driverDetail: 'Dettagli autista', company: 'Compagnia', vhl: 'Veicolo' },
    open: 'Leggilo nel tuo account Vigil:',
  },
};

export interface MessageMailInput {
  recipient: { name: string; email: string; language: string };
  sender: string;
  content: string;
  /** A pickup's details, in the order of the form; absent for a plain message. */
  pickup?: Readonly<Record<PickupField, string>>;
}

export function messageMail({ recipient, sender, content, pickup }: MessageMailInput, baseUrl: string): MailMessage {
  const language: MailLanguage = recipient.language === 'it' ? 'it' : 'en';
  const texts = TEXTS[language];
  const link = `${baseUrl}${ACCOUNT_ALERTS_PATH}`;
  const intro = pickup ? texts.pickupSent(sender) : texts.sent(sender);
  const details = pickup ? (Object.keys(texts.labels) as PickupField[]).map((field) => `${texts.labels[field]}: ${pickup[field]}`) : [];
  const hello = mailTexts(language).hello(recipient.name);
  const text = [hello, '', intro, '', content, ...(details.length > 0 ? ['', ...details] : []), '', texts.open, link, ''].join('\n');
  const paragraph = (line: string): string => `<p>${escapeHtml(line).replace(/\n/g, '<br>')}</p>`;
  const html = [
    paragraph(hello),
    paragraph(intro),
    `<blockquote>${paragraph(content)}</blockquote>`,
    details.length > 0 ? `<ul>${details.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>` : '',
    paragraph(texts.open),
    `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
  ].join('');
  return { to: recipient.email, subject: pickup ? texts.subject.pickup : texts.subject.message, text, html };
}
