import { checkLoginToken, loginCustomer, loginCustomerWithToken, logout } from '../../core/contract/session';
import { SUCCESS_MESSAGES } from '../../core/messages';
import { serverMessage } from '../../core/server-messages';
import { assertHashingCapacity, hashPassword, needsRehash, verifyPassword } from '../auth/password-hash';
import { limitedSignIn } from '../auth/sign-in';
import { bind, type EndpointBinding } from '../endpoints/endpoint-binding';
import { HttpError } from '../http-error';
import type { ServerContext } from '../server-context';
import { toCheckLoginTokenResponse, toCustomerSession } from './customer-session';

export const WRONG_CREDENTIALS_MESSAGE = serverMessage('wrongCredentials');

/** Sign-in, token sign-in, token check and logout (spec part 1 §7). */
export function sessionBindings(context: ServerContext): EndpointBinding[] {
  const { db, sessions } = context;
  // The latest sign-in moves to previous_login_at: the account header shows the one before the current session.
  const touchLastLogin = (customerId: number): Promise<unknown> =>
    db
      .updateTable('customers')
      .set((eb) => ({ previous_login_at: eb.ref('last_login_at'), last_login_at: new Date().toISOString() }))
      .where('id', '=', customerId)
      .execute();

  /**
   * A hash of before scrypt (or of a lower cost) is replaced now that the password is known. Best effort: the
   * sign-in succeeds all the same (a busy server tries again next time), and a password changed meanwhile wins.
   */
  const rehash = async (customerId: number, oldHash: string, password: string): Promise<void> => {
    try {
      const newHash = await hashPassword(password);
      await db.updateTable('customers').set({ password_hash: newHash }).where('id', '=', customerId).where('password_hash', '=', oldHash).execute();
    } catch (error) {
      context.app.log.warn(`password hash not upgraded: ${error instanceof Error ? error.message : String(error)}`);
    }
  };

  return [
    bind(loginCustomer, async ({ input, request }) => {
      // The declaration has refused a missing or blank username or password ('Missing input: username').
      const { username, password } = input;
      const checkPassword = async (): Promise<{ id: number; confirmed: boolean } | null> => {
        assertHashingCapacity();
        const customer = await db
          .selectFrom('customers')
          .select(['id', 'password_hash', 'is_confirmed'])
          .where('username', '=', username)
          .executeTakeFirst();
        const matches = await verifyPassword(password, customer?.password_hash);
        if (!matches || !customer) return null;
        if (needsRehash(customer.password_hash)) await rehash(customer.id, customer.password_hash, password);
        return { id: customer.id, confirmed: customer.is_confirmed === 1 };
      };
      const account = await limitedSignIn(context.signInLimits, request, username, WRONG_CREDENTIALS_MESSAGE, checkPassword);
      // Told only to whoever knows the password, so it reveals nothing about which accounts exist.
      if (!account.confirmed) throw new HttpError(403, serverMessage('unconfirmed'));
      const customerId = account.id;
      await touchLastLogin(customerId);
      const token = await sessions.issue(customerId);
      const user = await sessions.find(token);
      if (!user) throw new Error('A token just issued was not found');
      return toCustomerSession(user, token);
    }),

    bind(loginCustomerWithToken, async ({ user, loginToken }) => {
      await touchLastLogin(user.id);
      return toCustomerSession(user, loginToken);
    }),

    bind(checkLoginToken, async ({ user }) => toCheckLoginTokenResponse(user)),

    bind(logout, async ({ loginToken }) => {
      await sessions.revoke(loginToken);
      return { message: SUCCESS_MESSAGES.logout };
    }),
  ];
}
