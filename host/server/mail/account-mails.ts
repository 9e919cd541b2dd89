import type { MailMessage } from './mail-service';

/** The mails of the public area and the help modal. Plain text first: links must survive any mail client. */

interface Recipient {
  name: string;
  email: string;
}

/** Paths of the web host's public pages the links open (spec part 1 §2, public area). */
export const CONFIRM_REGISTRATION_PATH = '/Login/confirm_registration/';
export const NEW_PASSWORD_PATH = '/Login/newpassword/';
export const FORGOT_PASSWORD_PATH = '/Login/forgotpassword';
export const CONFIRM_EMAIL_PATH = '/Login/confirm_email/';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function withLink(to: string, subject: string, lines: readonly string[], link: string): MailMessage {
  const text = [...lines, '', link, ''].join('\n');
  const paragraphs = lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('');
  const html = `${paragraphs}<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`;
  return { to, subject, text, html };
}

/** `usernameTaken`: the username asked for at sign-up belongs to someone else, so the confirmation asks for another. */
export function registrationMail(recipient: Recipient, baseUrl: string, token: string, usernameTaken = false): MailMessage {
  return withLink(recipient.email, 'Confirm your Vigil registration', [
    `Hello ${recipient.name},`,
    ...(usernameTaken ? ['The username you asked for is already taken: choose another one when you confirm.'] : []),
    'Open this link within 7 days to confirm your registration and choose your username and password:',
  ], `${baseUrl}${CONFIRM_REGISTRATION_PATH}${token}`);
}

/**
 * To the owner of an address someone tried to sign up with: the sign-up answers as for a new address, so only the
 * address's owner learns that it has an account.
 */
export function signUpAgainMail(recipient: Recipient, baseUrl: string): MailMessage {
  return withLink(recipient.email, 'Someone tried to sign up to Vigil with your address', [
    `Hello ${recipient.name},`,
    'Someone tried to sign up to Vigil with this email address, which already has an account, so no account was made.',
    'If it was you, sign in with your username; if you forgot your password, choose a new one here. If it was not you, ignore this mail:',
  ], `${baseUrl}${FORGOT_PASSWORD_PATH}`);
}

/** The link that confirms a new email address, mailed to that address; the account keeps its old one until then. */
export function emailChangeMail(recipient: Recipient, baseUrl: string, token: string): MailMessage {
  return withLink(recipient.email, 'Confirm your new Vigil email address', [
    `Hello ${recipient.name},`,
    'Open this link within 24 hours to make this address the email of your Vigil account. Until then your account keeps its current address. If you did not ask for it, ignore this mail:',
  ], `${baseUrl}${CONFIRM_EMAIL_PATH}${token}`);
}

/**
 * To an address another account asked to move to while it already has an account of its own: the request is
 * answered as for a free address, so only this address's owner learns of it.
 */
export function emailInUseMail(recipient: Recipient, baseUrl: string): MailMessage {
  return withLink(recipient.email, 'Your Vigil email address', [
    `Hello ${recipient.name},`,
    'Someone signed in to Vigil asked to use this email address for their account. It already belongs to your account, so nothing was changed.',
    'If you cannot sign in, choose a new password here; otherwise ignore this mail:',
  ], `${baseUrl}${FORGOT_PASSWORD_PATH}`);
}

/** To the old address once a new one is confirmed: the owner hears of a change they did not make. */
export function emailChangedMail(recipient: Recipient, newEmail: string): MailMessage {
  const text = [
    `Hello ${recipient.name},`,
    `The email address of your Vigil account was changed to ${newEmail}, and your other sessions were signed out.`,
    'If you did not make this change, contact your administrator at once.',
    '',
  ].join('\n');
  return { to: recipient.email, subject: 'Your Vigil email address was changed', text };
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
