import { VALIDATION_MESSAGES as M } from './messages';
import { check, email, noSpace, optional, password, phone, privateName, required, type Rule } from './validation-rules';

/**
 * The forms of spec part 1 §3 and §5 as data: field → rules, in the order they are checked. The web host builds
 * its form definitions from these and the server validates the same input with `firstFormError`, so a message
 * the browser shows is the message the server answers.
 */
export type FormRules = Readonly<Record<string, readonly Rule[]>>;

/** The confirmation must equal the password; its own message is the spec's 'Password confirm not match'. */
export const CONFIRM_FIELD = 'password_confirm';

export const FORM_RULES = {
  login: { username: [required], password: [required] },
  forgotPassword: { email: [required, email] },
  newPassword: { reset_token: [required, noSpace], password: [required, password], password_confirm: [required, noSpace] },
  confirmRegistration: {
    registration_token: [required, noSpace],
    username: [required, noSpace],
    password: [required, password],
    password_confirm: [required, noSpace],
  },
  signUp: {
    name: [required],
    surname: [required],
    email: [required, email],
    username: [required, noSpace],
    password: [required, password],
    password_confirm: [required, noSpace],
    company: [required],
  },
  account: {
    name: [required],
    surname: [required],
    username: [required, noSpace],
    email: [required, email],
    phone: [required, phone],
    foreign_phone: [optional(phone)],
    language: [required, (value: string): string | null => (ACCOUNT_LANGUAGES.includes(value as AccountLanguage) ? null : M.required)],
  },
  /** The link mailed to a new email address (issue 13): its token only. */
  confirmEmailChange: { email_token: [required, noSpace] },
  help: { message: [required] },
  /**
   * New employee (spec part 1 §5): name and surname letters and spaces, email and phone required and valid;
   * permission, project (building) and nationality (country) optional. Lists are comma-joined values.
   */
  newEmployee: {
    name: [required, privateName],
    surname: [required, privateName],
    email: [required, email],
    phone: [required, phone],
    permission: [],
    building: [],
    country: [],
  },
  /** Edit employee (spec part 2 §5): the permission list is required; the project list may be empty. */
  employeeAccess: { permission: [required], building: [] },
} as const satisfies Record<string, FormRules>;

export type FormName = keyof typeof FORM_RULES;

export const ACCOUNT_LANGUAGES = ['en', 'it'] as const;
export type AccountLanguage = (typeof ACCOUNT_LANGUAGES)[number];

/**
 * Forms whose confirmation must match. The spec does not show the equality check on the new-password form, but a
 * user who mistypes a new password would be locked out, so it is checked there too (docs/decisions.md).
 */
const CONFIRMED_FORMS: ReadonlySet<FormName> = new Set(['newPassword', 'confirmRegistration', 'signUp']);

export interface FieldError {
  field: string;
  message: string;
}

/** The first failing field of a form, in the order of its rules, or null when the input is valid. */
export function firstFormError(form: FormName, input: Readonly<Record<string, string | undefined>>): FieldError | null {
  const rules: FormRules = FORM_RULES[form];
  for (const [field, fieldRules] of Object.entries(rules)) {
    const message = check(input[field], fieldRules);
    if (message) return { field, message };
  }
  if (CONFIRMED_FORMS.has(form) && input.password !== input[CONFIRM_FIELD]) {
    return { field: CONFIRM_FIELD, message: M.passwordConfirm };
  }
  return null;
}

/** Account password change (spec part 1 §5): both present and non-blank, then equal. Keys, not wording. */
export type PasswordChangeError = 'password_error' | 'password_not_match';

export function passwordChangeError(passwordValue: string | undefined, confirm: string | undefined): PasswordChangeError | null {
  if (!passwordValue?.trim() || !confirm?.trim()) return 'password_error';
  if (passwordValue !== confirm) return 'password_not_match';
  return null;
}

/** Spec part 1 §5: "Maximum image size 2", unit not given; 2 MiB of decoded image (docs/decisions.md). */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
/**
 * The same limit (an avatar's, a message's image, a contact's photo) in whole megabytes, as its refusal states it:
 * 'Image size is greater than 2Mb'.
 */
export const PICTURE_MAX_MB = AVATAR_MAX_BYTES / (1024 * 1024);
export const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

/**
 * Body limit of the call that carries an avatar: the largest allowed image as base64 (4/3), form-encoded (the
 * two base64 symbols + and / become three characters each: about 1/16 more on average), plus room for the other
 * fields. Anything larger is refused with 413 before it is read.
 */
export const AVATAR_BODY_LIMIT_BYTES = Math.ceil(((AVATAR_MAX_BYTES * 4) / 3) * (17 / 16)) + 64 * 1024;
