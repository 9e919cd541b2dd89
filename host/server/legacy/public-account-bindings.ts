import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { confirmEmailChange, confirmRegistration, signUp } from '../../core/contract/public-area';
import { ACCOUNT_SECURITY_MESSAGES, SUCCESS_MESSAGES } from '../../core/messages';
import { consumeAccountToken, consumeEmailChangeToken, issueAccountToken } from '../auth/account-tokens';
import { hashPassword } from '../auth/password-hash';
import { assertStrongPassword } from '../auth/password-strength';
import type { Database } from '../database/schema';
import { isUniqueViolation } from '../error-handler';
import { HttpError } from '../http-error';
import { emailChangedMail, registrationMail, signUpAgainMail } from '../mail/account-mails';
import { bind, type EndpointBinding } from '../endpoints/endpoint-binding';
import type { ServerContext } from '../server-context';
import { assertAvailable } from './account-uniqueness';
import { readForm } from './form-input';
import { publicBaseUrl } from './public-url';
import { sendOrFail } from './send-or-fail';
import { tokenOwner } from './token-owner';
import { serverMessage } from '../../core/server-messages';

/** Permission of a self-registered account until an admin grants more. */
export const SIGN_UP_PERMISSIONS: readonly string[] = ['free'];

/**
 * The username an unconfirmed account holds when the one asked for at sign-up is taken: its owner chooses a real
 * one at the confirmation (spec part 1 §3: the confirmation form has a username), and nobody can guess this one.
 */
export function placeholderUsername(): string {
  return `unconfirmed-${randomBytes(12).toString('base64url')}`;
}

interface SignUpForm {
  companyId: number;
  name: string;
  surname: string;
  email: string;
  username: string;
  passwordHash: string;
  language: 'en' | 'it';
}

/** How many times a sign-up that lost a race on a unique column is decided again (it then sees the winner). */
const SIGN_UP_ATTEMPTS = 3;

/** Sign-up, registration confirmation and a new email's confirmation (spec part 1 §2 public area, §7): exempt from tokens. */
export function publicAccountBindings(context: ServerContext): EndpointBinding[] {
  const { db, config, sessions } = context;

  /**
   * Registers the sign-up, or tells the address's owner: every path sends one mail and answers the same, so the
   * answer does not tell a stranger whether the email or the username has an account (docs/decisions.md, issue
   * 13). One transaction: when the mail cannot be sent (503), nothing is left behind.
   */
  const register = (form: SignUpForm, request: FastifyRequest) =>
    db.transaction().execute(async (trx) => {
      const baseUrl = publicBaseUrl(config, request);
      const existing = await trx.selectFrom('customers').select(['id', 'name', 'email', 'is_confirmed', 'language']).where('email', '=', form.email).executeTakeFirst();
      if (existing?.is_confirmed) return sendOrFail(context, signUpAgainMail(existing, baseUrl));
      if (existing) {
        // Nobody has proven this address yet: a fresh link to it, for the account that waits (whoever made it).
        const token = await issueAccountToken(trx, existing.id, 'registration');
        return sendOrFail(context, registrationMail(existing, baseUrl, token));
      }
      const usernameTaken = await isTaken(trx, form.username);
      const customer = await trx
        .insertInto('customers')
        .values({
          company_id: form.companyId,
          username: usernameTaken ? placeholderUsername() : form.username,
          email: form.email,
          password_hash: form.passwordHash,
          name: form.name,
          surname: form.surname,
          phone: '',
          image: null,
          permissions: JSON.stringify(SIGN_UP_PERMISSIONS),
          privacy_checked_at: null,
          last_login_at: null,
          is_confirmed: 0,
          // The language the sign-up page was shown in: the account's from the start.
          language: form.language,
          created_at: new Date().toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const token = await issueAccountToken(trx, customer.id, 'registration');
      return sendOrFail(context, registrationMail({ name: form.name, email: form.email, language: form.language }, baseUrl, token, usernameTaken));
    });

  return [
    bind(signUp, async ({ input, request }) => {
      const fields = readForm('signUp', input);
      const company = await db.selectFrom('companies').select('id').where('signup_code', '=', fields.company.trim()).executeTakeFirst();
      if (!company) throw new HttpError(400, serverMessage('unknownCompany'), 'company');
      const form = {
        companyId: company.id,
        name: fields.name.trim(),
        surname: fields.surname.trim(),
        email: fields.email.trim().toLowerCase(),
        username: fields.username,
        // Not one of the spec's fields: optional, and English unless the page was in Italian (docs/decisions.md).
        language: input.language === 'it' ? ('it' as const) : ('en' as const),
      };
      await assertStrongPassword(fields.password, form);
      // Hashed on every path, the ones that make no account too: the answer's timing must not tell them apart.
      const passwordHash = await hashPassword(fields.password);
      for (let attempt = 1; ; attempt += 1) {
        try {
          await register({ ...form, passwordHash }, request);
          break;
        } catch (error) {
          // Two sign-ups for one email or username at once: the loser is decided again and takes the taken path.
          if (attempt >= SIGN_UP_ATTEMPTS || !isUniqueViolation(error)) throw error;
        }
      }
      return { message: SUCCESS_MESSAGES.signUp };
    }),

    bind(confirmRegistration, async ({ input }) => {
      const form = readForm('confirmRegistration', input);
      const owner = await tokenOwner(db, form.registration_token, 'registration');
      if (!owner) throw new HttpError(400, serverMessage('registrationToken'), 'registration_token');
      await assertStrongPassword(form.password, { ...owner, username: form.username });
      const passwordHash = await hashPassword(form.password);
      // The token is spent in the transaction of the change: a taken username leaves it usable for a retry.
      await db.transaction().execute(async (trx) => {
        const customerId = await consumeAccountToken(trx, form.registration_token, 'registration');
        if (customerId === null) throw new HttpError(400, serverMessage('registrationToken'), 'registration_token');
        await assertAvailable(trx, { username: form.username }, customerId);
        await trx
          .updateTable('customers')
          .set({ username: form.username, password_hash: passwordHash, is_confirmed: 1 })
          .where('id', '=', customerId)
          .execute();
      });
      return { message: SUCCESS_MESSAGES.accountConfirmed };
    }),

    bind(confirmEmailChange, async ({ input }) => {
      const form = readForm('confirmEmailChange', input);
      const changed = await db.transaction().execute(async (trx) => {
        const change = await consumeEmailChangeToken(trx, form.email_token);
        if (!change) throw new HttpError(400, serverMessage('emailChangeToken'), 'email_token');
        // Taken since the link was mailed: refused, and the link stays usable should the address become free.
        await assertAvailable(trx, { email: change.newEmail }, change.customerId);
        const before = await trx.selectFrom('customers').select(['name', 'email', 'language']).where('id', '=', change.customerId).executeTakeFirstOrThrow();
        await trx.updateTable('customers').set({ email: change.newEmail }).where('id', '=', change.customerId).execute();
        // A reset link mailed to the old address must not outlive it.
        await trx.deleteFrom('account_tokens').where('customer_id', '=', change.customerId).where('purpose', '=', 'reset').where('used_at', 'is', null).execute();
        await sessions.revokeAllButSession(change.customerId, change.sessionId, trx);
        return { ...change, before };
      });
      sessions.forget(changed.customerId);
      try {
        await context.mail.send(emailChangedMail(changed.before, changed.newEmail));
      } catch (error) {
        // The change is made: a notice that cannot be sent is logged, not answered as a failure.
        context.app.log.error(`email change notice could not be sent: ${error instanceof Error ? error.message : String(error)}`);
      }
      return { message: ACCOUNT_SECURITY_MESSAGES.emailChanged };
    }),
  ];
}

async function isTaken(db: Kysely<Database>, username: string): Promise<boolean> {
  return (await db.selectFrom('customers').select('id').where('username', '=', username).executeTakeFirst()) !== undefined;
}
