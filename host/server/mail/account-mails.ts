import type { MailMessage } from './mail-service';

/** The mails of the public area and the help modal. Plain text first: links must survive any mail client. */

interface Recipient {
  name: string;
  email: string;
}

/** Paths of the web host's public pages the links open (spec part 1 §2, public area). */
export const CONFIRM_REGISTRATION_PATH = '/Login/confirm_registration/';
export const NEW_PASSWORD_PATH = '/Login/newpassword/';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function withLink(to: string, subject: string, lines: readonly string[], link: string): MailMessage {
  const text = [...lines, '', link, ''].join('\n');
  const paragraphs = lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('');
  const html = `${paragraphs}<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`;
  return { to, subject, text, html };
}

export function registrationMail(recipient: Recipient, baseUrl: string, token: string): MailMessage {
  return withLink(recipient.email, 'Confirm your Vigil registration', [
    `Hello ${recipient.name},`,
    'Open this link within 7 days to confirm your registration and choose your username and password:',
  ], `${baseUrl}${CONFIRM_REGISTRATION_PATH}${token}`);
}

export function passwordResetMail(recipient: Recipient, baseUrl: string, token: string): MailMessage {
  return withLink(recipient.email, 'Reset your Vigil password', [
    `Hello ${recipient.name},`,
    'Open this link within 1 hour to choose a new password. If you did not ask for it, ignore this mail:',
  ], `${baseUrl}${NEW_PASSWORD_PATH}${token}`);
}

export interface HelpSender {
  name: string;
  surname: string;
  username: string;
  email: string;
  companyName: string;
}

export function helpRequestMail(supportEmail: string, sender: HelpSender, message: string): MailMessage {
  const text = [
    `From: ${sender.name} ${sender.surname} <${sender.email}>`,
    `Username: ${sender.username}`,
    `Company: ${sender.companyName}`,
    '',
    message,
    '',
  ].join('\n');
  return { to: supportEmail, subject: `Help request from ${sender.name} ${sender.surname}`, text };
}
