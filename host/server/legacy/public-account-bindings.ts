import { confirmRegistration, signUp } from '../../core/contract/public-area';
import { SUCCESS_MESSAGES } from '../../core/messages';
import { consumeAccountToken, issueAccountToken } from '../auth/account-tokens';
import { hashPassword } from '../auth/password-hash';
import { HttpError } from '../http-error';
import { registrationMail } from '../mail/account-mails';
import { bind, type EndpointBinding } from '../endpoints/mount-endpoint';
import type { ServerContext } from '../server-context';
import { ACCOUNT_ERRORS } from './account-messages';
import { assertAvailable } from './account-uniqueness';
import { readForm } from './form-input';
import { publicBaseUrl } from './public-url';
import { sendOrFail } from './send-or-fail';

/** Permission of a self-registered account until an admin grants more. */
export const SIGN_UP_PERMISSIONS: readonly string[] = ['free'];

/** Sign-up and registration confirmation (spec part 1 §2 public area, §7): exempt from tokens. */
export function publicAccountBindings(context: ServerContext): EndpointBinding[] {
  const { db, config } = context;

  return [
    bind(signUp, async ({ input, request }) => {
      const form = readForm('signUp', input);
      const company = await db.selectFrom('companies').select('id').where('signup_code', '=', form.company.trim()).executeTakeFirst();
      if (!company) throw new HttpError(400, ACCOUNT_ERRORS.unknownCompany, 'company');
      const email = form.email.trim().toLowerCase();
      await assertAvailable(db, { username: form.username, email });
      const passwordHash = await hashPassword(form.password);
      const baseUrl = publicBaseUrl(config, request);
      // One transaction: when the confirmation mail cannot be sent, no account is left that nobody can confirm.
      await db.transaction().execute(async (trx) => {
        const now = new Date().toISOString();
        const customer = await trx
          .insertInto('customers')
          .values({
            company_id: company.id,
            username: form.username,
            email,
            password_hash: passwordHash,
            name: form.name.trim(),
            surname: form.surname.trim(),
            phone: '',
            image: null,
            permissions: JSON.stringify(SIGN_UP_PERMISSIONS),
            privacy_checked_at: null,
            last_login_at: null,
            is_confirmed: 0,
            created_at: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        const token = await issueAccountToken(trx, customer.id, 'registration');
        await sendOrFail(context, registrationMail({ name: form.name.trim(), email }, baseUrl, token));
      });
      return { message: SUCCESS_MESSAGES.signUp };
    }),

    bind(confirmRegistration, async ({ input }) => {
      const form = readForm('confirmRegistration', input);
      const passwordHash = await hashPassword(form.password);
      // The token is spent in the transaction of the change: a taken username leaves it usable for a retry.
      await db.transaction().execute(async (trx) => {
        const customerId = await consumeAccountToken(trx, form.registration_token, 'registration');
        if (customerId === null) throw new HttpError(400, ACCOUNT_ERRORS.registrationToken, 'registration_token');
        await assertAvailable(trx, { username: form.username }, customerId);
        await trx
          .updateTable('customers')
          .set({ username: form.username, password_hash: passwordHash, is_confirmed: 1 })
          .where('id', '=', customerId)
          .execute();
      });
      return { message: SUCCESS_MESSAGES.accountConfirmed };
    }),
  ];
}
