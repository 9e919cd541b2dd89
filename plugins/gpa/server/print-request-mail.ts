import type { EndpointCall, MailMessage } from '@vigil/server-sdk';
import type { sendPrintRequest } from '../contract';

type Requester = EndpointCall<typeof sendPrintRequest>['user'];

/** The mail that asks support for a country report: support prepares it in the chosen language. */
export function printRequestMail(supportEmail: string, user: Requester, country: { id: number; name: string }, language: string): MailMessage {
  const text = [
    `Country report requested: ${country.name} (id ${country.id})`,
    `Language: ${language}`,
    `From: ${user.name} ${user.surname} <${user.email}>`,
    `Company: ${user.companyName}`,
    '',
  ].join('\n');
  return { to: supportEmail, subject: `Print request: ${country.name} (${language})`, text };
}
