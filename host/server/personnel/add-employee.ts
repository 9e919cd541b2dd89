import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { PERSONNEL_MESSAGES, type AddEmployeeAnswer, type addEmployee as addEmployeeCall } from '../../core/contract/personnel';
import type { InputOf } from '../../core/endpoints';
import { decodeAvatar, type AvatarImage } from '../account/avatar-image';
import { saveAvatar } from '../account/avatar-store';
import { issueAccountToken } from '../auth/account-tokens';
import { hashPassword } from '../auth/password-hash';
import type { SessionUser } from '../auth/session-user';
import { HttpError } from '../http-error';
import { assertAvailable } from '../legacy/account-uniqueness';
import { readForm } from '../legacy/form-input';
import { publicBaseUrl } from '../legacy/public-url';
import { sendOrFail } from '../legacy/send-or-fail';
import { registrationMail } from '../mail/account-mails';
import type { ServerContext } from '../server-context';
import { companyEmployee, placeholderUsername } from './employee-records';
import { readBuildingIds, readCountryId, readPermissions, setBuildings } from './personnel-input';

type NewEmployeeInput = InputOf<typeof addEmployeeCall>;

/** The optional picture: a data URI checked like the account's avatar, refused naming `image`. */
function readImage(input: NewEmployeeInput): AvatarImage | null {
  const image = input.image?.trim();
  if (!image) return null;
  try {
    return decodeAvatar(image);
  } catch (error) {
    if (error instanceof HttpError) {
      const message = error.code === undefined ? error.message : { message: error.message, code: error.code, params: error.params };
      throw new HttpError(error.statusCode, message, 'image');
    }
    throw error;
  }
}

/**
 * POST /customers/addEmployee (spec part 1 §3 New employee payload, §5 New employee): an account of the admin's
 * company that waits for its registration. The mailed link (the sign-up's confirmation machinery) opens
 * /Login/confirm_registration/{token}, where the employee chooses username and password. Nothing is created when
 * the mail cannot be sent.
 */
export async function addEmployee(
  context: ServerContext,
  user: SessionUser,
  input: NewEmployeeInput,
  request: FastifyRequest,
): Promise<AddEmployeeAnswer> {
  const { db } = context;
  const form = readForm('newEmployee', input);
  const permissions = readPermissions(input);
  const buildingIds = await readBuildingIds(db, user.companyId, input);
  const nationalityId = await readCountryId(db, input);
  const image = readImage(input);
  const email = form.email.trim().toLowerCase();
  await assertAvailable(db, { email });
  // Nobody knows this password: the employee sets theirs with the registration link.
  const passwordHash = await hashPassword(randomBytes(32).toString('hex'));
  const baseUrl = publicBaseUrl(context.config, request);
  const name = form.name.trim();
  const customerId = await db.transaction().execute(async (trx) => {
    const customer = await trx
      .insertInto('customers')
      .values({
        company_id: user.companyId,
        username: placeholderUsername(),
        email,
        password_hash: passwordHash,
        name,
        surname: form.surname.trim(),
        phone: form.phone.trim(),
        image: null,
        permissions: JSON.stringify(permissions),
        privacy_checked_at: null,
        last_login_at: null,
        is_confirmed: 0,
        nationality_id: nationalityId,
        employee_code: null,
        // The adding admin's language until the employee chooses one: their invitation is written in it.
        language: user.language,
        created_at: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await setBuildings(trx, customer.id, buildingIds);
    const token = await issueAccountToken(trx, customer.id, 'registration');
    await sendOrFail(context, registrationMail({ name, email, language: user.language }, baseUrl, token));
    return customer.id;
  });
  if (image) await saveAvatar(db, customerId, image);
  return {
    message: PERSONNEL_MESSAGES.employeeAdded,
    employee: await companyEmployee(db, user.companyId, user.id, customerId),
  };
}
