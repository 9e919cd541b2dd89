import type { SessionUser } from '../auth/session-store';
import type { MailMessage } from '../mail/mail-service';

/** The mail that asks support for a country report: support prepares it in the chosen language. */
export function printRequestMail(supportEmail: string, user: SessionUser, country: { id: number; name: string }, language: string): MailMessage {
  const text = [
    `Country report requested: ${country.name} (id ${country.id})`,
    `Language: ${language}`,
    `From: ${user.name} ${user.surname} <${user.email}>`,
    `Company: ${user.companyName}`,
    '',
  ].join('\n');
  return { to: supportEmail, subject: `Print request: ${country.name} (${language})`, text };
}
