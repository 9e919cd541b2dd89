import escapeHtml from 'escape-html';
import type { MailMessage } from './mail-service';
import { mailTexts } from './mail-texts';

/**
 * The mails of the public area and the help modal, in the recipient's language (mail-texts.ts). Plain text first:
 * links must survive any mail client.
 */

/** Who a mail goes to: `language` is their account's (or, for a new sign-up, the page's); English without it. */
export interface Recipient {
  name: string;
  email: string;
  language?: string | null;
}

/** Paths of the web host's public pages the links open (spec part 1 §2, public area). */
export const CONFIRM_REGISTRATION_PATH = '/Login/confirm_registration/';
export const NEW_PASSWORD_PATH = '/Login/newpassword/';
export const FORGOT_PASSWORD_PATH = '/Login/forgotpassword';
export const CONFIRM_EMAIL_PATH = '/Login/confirm_email/';

/** A mail that greets the recipient by name, says `lines` and ends with `link`. */
function withLink(recipient: Recipient, subject: string, lines: readonly string[], link: string): MailMessage {
  const paragraphs = [mailTexts(recipient.language).hello(recipient.name), ...lines];
  const text = [...paragraphs, '', link, ''].join('\n');
  const html = `${paragraphs.map((line) => `<p>${escapeHtml(line)}</p>`).join('')}<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`;
  return { to: recipient.email, subject, text, html };
}

/** `usernameTaken`: the username asked for at sign-up belongs to someone else, so the confirmation asks for another. */
export function registrationMail(recipient: Recipient, baseUrl: string, token: string, usernameTaken = false): MailMessage {
  const { registration } = mailTexts(recipient.language);
  const lines = [...(usernameTaken ? [registration.usernameTaken] : []), registration.open];
  return withLink(recipient, registration.subject, lines, `${baseUrl}${CONFIRM_REGISTRATION_PATH}${token}`);
}

/**
 * To the owner of an address someone tried to sign up with: the sign-up answers as for a new address, so only the
 * address's owner learns that it has an account.
 */
export function signUpAgainMail(recipient: Recipient, baseUrl: string): MailMessage {
  const { signUpAgain } = mailTexts(recipient.language);
  return withLink(recipient, signUpAgain.subject, [signUpAgain.tried, signUpAgain.what], `${baseUrl}${FORGOT_PASSWORD_PATH}`);
}

/** The link that confirms a new email address, mailed to that address; the account keeps its old one until then. */
export function emailChangeMail(recipient: Recipient, baseUrl: string, token: string): MailMessage {
  const { emailChange } = mailTexts(recipient.language);
  return withLink(recipient, emailChange.subject, [emailChange.open], `${baseUrl}${CONFIRM_EMAIL_PATH}${token}`);
}

/**
 * To an address another account asked to move to while it already has an account of its own: the request is
 * answered as for a free address, so only this address's owner learns of it.
 */
export function emailInUseMail(recipient: Recipient, baseUrl: string): MailMessage {
  const { emailInUse } = mailTexts(recipient.language);
  return withLink(recipient, emailInUse.subject, [emailInUse.asked, emailInUse.what], `${baseUrl}${FORGOT_PASSWORD_PATH}`);
}

/** To the old address once a new one is confirmed: the owner hears of a change they did not make. */
export function emailChangedMail(recipient: Recipient, newEmail: string): MailMessage {
  const texts = mailTexts(recipient.language);
  const text = [texts.hello(recipient.name), texts.emailChanged.changed(newEmail), texts.emailChanged.notYou, ''].join('\n');
  return { to: recipient.email, subject: texts.emailChanged.subject, text };
}

export function passwordResetMail(recipient: Recipient, baseUrl: string, token: string): MailMessage {
  const { passwordReset } = mailTexts(recipient.language);
  return withLink(recipient, passwordReset.subject, [passwordReset.open], `${baseUrl}${NEW_PASSWORD_PATH}${token}`);
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
