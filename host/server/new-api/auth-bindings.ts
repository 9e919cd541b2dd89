import { newApiAuth } from '../../core/contract/session';
import { serverMessage } from '../../core/server-messages';
import { email, required } from '../../core/validation-rules';
import type { SessionUser } from '../auth/session-user';
import { limitedSignIn } from '../auth/sign-in';
import { bind, type EndpointBinding } from '../endpoints/endpoint-binding';
import { readInput } from '../legacy/read-input';
import type { ServerContext } from '../server-context';

export const WRONG_EMAIL_OR_TOKEN_MESSAGE = serverMessage('wrongEmailOrPassword');

/**
 * POST /auth: the newer API's sign-in. The password is a valid login token of the account with that email
 * (the client sends the one it got from the legacy sign-in); the answer is a JWT for the Bearer calls.
 */
export function newApiAuthBindings(context: ServerContext): EndpointBinding[] {
  return [
    bind(newApiAuth, async ({ input, request }) => {
      // A JSON body is not blank-checked by the declaration: the shared rules name a blank or malformed email.
      const fields = readInput(input, { email: [required, email], password: [required] });
      const address = fields.email.toLowerCase();
      const checkToken = async (): Promise<SessionUser | null> => {
        const user = await context.sessions.find(fields.password);
        return user && user.email === address ? user : null;
      };
      const account = await limitedSignIn(context.signInLimits, request, address, WRONG_EMAIL_OR_TOKEN_MESSAGE, checkToken);
      const jwt = await context.jwt.sign({ customerId: account.id, email: account.email, sessionId: account.sessionId });
      return { jwt, account: { legacy_id: account.id, email: account.email } };
    }),
  ];
}
