import { Line, Schema } from '../endpoints';

/**
 * The bounds of a person's text fields, wherever they are sent (sign-in, sign-up, the account, the mailed links).
 * The spec leaves the maximum lengths open (part 1 §5: "minLength and maxLength with configurable bounds"); these
 * hold every real value with room to spare, and anything longer is refused with a 400 naming the field, never cut.
 */
export const PERSON_FIELD_LIMITS = {
  name: 100,
  username: 100,
  /** RFC 5321: a forward path is at most 256 octets, an address in it at most 254. */
  email: 254,
  phone: 40,
  /** Refused above this, never truncated; what the hash makes of a long password is not the schema's business. */
  password: 256,
  /** Login, registration and reset tokens are 43 characters (256 random bits, base64url). */
  token: 128,
  /** A company's sign-up code, from the invitation link. */
  companyCode: 100,
} as const;

// `examples`: a value the field's rules accept, for the OpenAPI description and the tests that fill a call's other fields.
export const PersonName = Line({ maxLength: PERSON_FIELD_LIMITS.name, examples: ['Ida'] });
export const Username = Line({ maxLength: PERSON_FIELD_LIMITS.username });
export const EmailAddress = Line({ maxLength: PERSON_FIELD_LIMITS.email, examples: ['ida.example@example.com'] });
export const PhoneNumber = Line({ maxLength: PERSON_FIELD_LIMITS.phone, examples: ['+1 555 0100'] });
export const Password = Line({ maxLength: PERSON_FIELD_LIMITS.password });
export const TokenText = Line({ maxLength: PERSON_FIELD_LIMITS.token });

/** An account's language as the API answers it (host/core form-rules ACCOUNT_LANGUAGES). */
export const LanguageCode = Schema.Union([Schema.Literal('en'), Schema.Literal('it')]);
