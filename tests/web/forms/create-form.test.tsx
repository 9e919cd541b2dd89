import { FORM_RULES, type FormName } from '../../../host/core/form-rules';
import { VALIDATION_MESSAGES as M } from '../../../host/core/messages';
import { email, privateName, required } from '../../../host/core/validation-rules';
import { serverMessage } from '../../../host/core/server-messages';
import { createForm } from '../../../host/web/forms';
import { loadI18n } from '../../../host/web/i18n/lazy-translation';
import { ApiError } from '../../../host/web/services/api-client';

/** A definition of one FORM_RULES form with every field labelled by its name. */
function formOf(form: FormName, onSubmit: () => Promise<void> = async () => undefined) {
  const fields = Object.fromEntries(Object.keys(FORM_RULES[form]).map((name) => [name, { label: name }]));
  return createForm({ form, fields, onSubmit });
}

const VALID: Record<string, string> = {
  username: 'ada',
  password: 'secret-1!',
  password_confirm: 'secret-1!',
  email: 'ada@example.test',
  reset_token: 'abc123',
  registration_token: 'def456',
  name: 'Ada',
  surname: 'Lovelace',
  company: 'demo',
  phone: '+39 02 1234',
  foreign_phone: '',
  language: 'en',
  message: 'Help me',
};

async function errorOf(form: FormName, field: string, value: string, others: Record<string, string> = {}) {
  const live = formOf(form);
  for (const name of live.names) live.setValue(name, others[name] ?? VALID[name] ?? '');
  live.setValue(field, value);
  const outcome = await live.submit();
  return outcome.status === 'invalid' ? { field: outcome.field, message: outcome.message } : null;
}

describe.each([
  ['login', 'username', '', M.required],
  ['login', 'password', '   ', M.required],
  ['forgotPassword', 'email', '', M.required],
  ['forgotPassword', 'email', 'not-an-email', M.email],
  ['newPassword', 'reset_token', '', M.required],
  ['newPassword', 'reset_token', 'a b', M.noSpace],
  ['newPassword', 'password', 'short1!', M.passwordLength],
  ['newPassword', 'password', 'long enough1!', M.passwordFormat],
  ['newPassword', 'password', 'no-number!', M.passwordNumber],
  ['newPassword', 'password', 'nosymbol12', M.passwordSymbol],
  ['newPassword', 'password_confirm', 'sec ret-1!', M.noSpace],
  ['newPassword', 'password_confirm', 'other-1!x', M.passwordConfirm],
  ['confirmRegistration', 'registration_token', 'x y', M.noSpace],
  ['confirmRegistration', 'username', 'ada l', M.noSpace],
  ['confirmRegistration', 'password', 'abcdefg!', M.passwordNumber],
  ['confirmRegistration', 'password_confirm', '', M.required],
  ['signUp', 'name', '', M.required],
  ['signUp', 'surname', '', M.required],
  ['signUp', 'email', 'ada@', M.email],
  ['signUp', 'username', 'a b', M.noSpace],
  ['signUp', 'password', 'abc', M.passwordLength],
  ['signUp', 'password_confirm', 'secret-2!', M.passwordConfirm],
  ['signUp', 'company', '', M.required],
  ['account', 'phone', 'call me', M.phone],
  ['account', 'foreign_phone', 'x', M.phone],
  ['help', 'message', '', M.required],
] as const)('%s form, %s = %j', (form, field, value, message) => {
  it(`answers '${message}' word for word`, async () => {
    expect(await errorOf(form, field, value)).toEqual({ field, message });
  });
});

it('keeps messages that contain the field name intact (yup plugin replaces the path with the label)', async () => {
  const form = createForm({ fields: { name: { label: 'Your name', rules: [required, privateName] } }, onSubmit: jest.fn() });
  form.setValue('name', 'R2D2');
  expect(await form.submit()).toEqual({ status: 'invalid', field: 'name', message: M.privateName });
});

it('reports the first failing field in the order of the definition', async () => {
  const form = formOf('signUp');
  expect(await form.submit()).toEqual({ status: 'invalid', field: 'name', message: M.required });
});

it('is valid only when every rule passes, and submits the values', async () => {
  const onSubmit = jest.fn(async () => undefined);
  const form = formOf('forgotPassword', onSubmit);
  await Promise.resolve();
  expect(form.valid).toBe(false);
  form.setValue('email', 'ada@example.test');
  await waitValid(form, true);
  expect(await form.submit()).toEqual({ status: 'done' });
  expect(onSubmit).toHaveBeenCalledWith({ email: 'ada@example.test' });
});

it('shows a field error only after the field was left or a submit was attempted', async () => {
  const form = createForm({ fields: { email: { label: 'Email', rules: [required, email] } }, onSubmit: jest.fn() });
  form.setValue('email', 'x');
  await form.settled();
  expect(form.valid).toBe(false);
  expect(form.field('email').error).toBeNull();
  form.blur('email');
  expect(form.field('email').error).toBe(M.email);
});

it("shows a server's coded refusal in the user's language, on its field and as the failure", async () => {
  const i18n = await loadI18n();
  // The coded messages' catalogue, which the HTTP helper loads before it hands on a coded failure.
  await i18n.setLanguage('it').then(i18n.serverMessagesLoaded);
  try {
    const coded = serverMessage('wrongCredentials');
    const form = formOf('login', async () => {
      throw new ApiError(401, coded.message, { statusCode: 401, error: 'Unauthorized', ...coded }, 'password');
    });
    form.setValue('username', 'ada');
    form.setValue('password', 'x');
    expect(await form.submit()).toEqual({ status: 'failed', message: 'Nome utente o password errati', field: 'password' });
    expect(form.field('password').error).toBe('Nome utente o password errati');
  } finally {
    await i18n.setLanguage('en');
  }
});

it('marks the field a server 400 names, and clears it on the next change', async () => {
  const form = formOf('login', async () => {
    throw new ApiError(400, 'Wrong username or password', undefined, 'password');
  });
  form.setValue('username', 'ada');
  form.setValue('password', 'x');
  expect(await form.submit()).toEqual({ status: 'failed', message: 'Wrong username or password', field: 'password' });
  expect(form.field('password').error).toBe('Wrong username or password');
  form.setValue('password', 'y');
  await waitValid(form, true);
  expect(form.field('password').error).toBeNull();
});

it('is submitting while the handler runs and refuses a second submit', async () => {
  let finish: () => void = () => undefined;
  const form = formOf('help', () => new Promise<void>((resolve) => (finish = resolve)));
  form.setValue('message', 'Hi');
  const first = form.submit();
  await waitFor(() => form.submitting);
  expect(await form.submit()).toEqual({ status: 'busy' });
  finish();
  expect(await first).toEqual({ status: 'done' });
  expect(form.submitting).toBe(false);
});

async function waitFor(condition: () => boolean): Promise<void> {
  for (let i = 0; i < 50 && !condition(); i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
  expect(condition()).toBe(true);
}

function waitValid(form: { valid: boolean }, valid: boolean): Promise<void> {
  return waitFor(() => form.valid === valid);
}
