import { Object as ObjectType, Optional, String as StringType, type SchemaOptions, type Static, type TOptional, type TSchema, type TString } from '@sinclair/typebox';

/**
 * The field schemas endpoints are declared with. Every text field has a maximum length and refuses control
 * characters, so no input reaches a handler (or the database) unchecked. `x-message` is the text of the 400
 * answer when a value breaks the field's pattern: '<message>: <field>', as the spec's messages are shown.
 */

/** No C0 control character but tab, line feed and carriage return, and no DEL. */
const PARAGRAPH_PATTERN = '^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]*$';
/** One line: no control character at all. */
const LINE_PATTERN = '^[^\\u0000-\\u001F\\u007F]*$';

export const DEFAULT_LINE_LENGTH = 255;

interface TextOptions extends SchemaOptions {
  maxLength?: number;
  minLength?: number;
}

/** A one-line text (names, emails, ids sent as text), at most `maxLength` characters. */
export function Line(options: TextOptions = {}): TString {
  return StringType({ maxLength: DEFAULT_LINE_LENGTH, ...options, pattern: LINE_PATTERN });
}

/** A text of several lines (a help request, a description). */
export function Paragraph(options: TextOptions & { maxLength: number }): TString {
  return StringType({ ...options, pattern: PARAGRAPH_PATTERN });
}

/**
 * A text that must match `pattern`; `message` is the 400's text when it does not. `code` ('<plugin>:<key>') codes
 * that refusal, so the web shows `serverMessages.<key>` of the plugin's catalogue, `{{field}}` naming the field.
 */
export function Matching(pattern: string, message: string, { code, ...options }: TextOptions & { code?: string } = {}): TString {
  return StringType({ maxLength: DEFAULT_LINE_LENGTH, ...options, pattern, 'x-message': message, ...(code ? { 'x-code': code } : {}) });
}

/**
 * The largest id there is: ids are the databases' 4-byte integers (PostgreSQL's serial), and a larger number
 * would make PostgreSQL fail the query rather than find nothing. The servers' id readers refuse it with 400.
 */
export const ID_MAX = 2_147_483_647;

/**
 * Blanks a number sent as text may be wrapped in: spaces, tabs and line ends, not `\s`, which also admits the
 * vertical tab and form feed (control characters every text refuses).
 */
export const NUMBER_BLANKS = '[ \\t\\r\\n]*';

/** A positive integer id sent as text. */
export function IdText(options: SchemaOptions = {}): TString {
  return Matching(`^${NUMBER_BLANKS}[0-9]{1,15}${NUMBER_BLANKS}$`, 'Not a valid id', { maxLength: 32, ...options });
}

/** A list of ids as one comma list (what the multi-selects hold) or repeated keys, joined by the server. */
export function IdListText(options: TextOptions = {}): TString {
  return Matching('^[0-9 ,]*$', 'Not a valid id', { maxLength: 20_000, ...options });
}

/** A call without fields. */
export const NoInput = ObjectType({});

/** Answers that only confirm: the message is the spec's success text, shown as a toast. */
export const MessageAnswer = ObjectType({ message: StringType() });
export type MessageAnswer = Static<typeof MessageAnswer>;

export { Binary } from './binary-answer';
export { binaryContentType, binaryContentTypes, binaryRanges, type BinaryBody } from './binary-body';
export type { BinaryOptions } from './binary-answer';

/**
 * A field the handler's rule requires, answering the spec's own message when it is blank ('Must be compiled'),
 * so optional to the input check; the OpenAPI description lists it as required, as the server treats it.
 */
export function RequiredByRule<S extends TSchema>(schema: S): TOptional<S> {
  // The same schema with one more keyword: its static type, what handlers read, does not change.
  return Optional({ ...schema, 'x-required': true } as S) as TOptional<S>;
}

/** Whether a declared field is one the handler requires (RequiredByRule). */
export function isRequiredByRule(schema: unknown): boolean {
  return (schema as { 'x-required'?: unknown } | undefined)?.['x-required'] === true;
}

export type RequiredGroups = readonly (readonly string[])[];

/**
 * The input options of a call that is one of several edits told apart by the fields sent, each needing its own
 * (the account edit: a picture, a password, the form): the description requires any one group (anyOf), while the
 * handler's rules answer a missing field with the spec's message.
 */
export function oneOfRequired(...groups: RequiredGroups): { 'x-required-one-of': RequiredGroups } {
  return { 'x-required-one-of': groups };
}

/** The groups of oneOfRequired, if the input has them. */
export function requiredGroupsOf(schema: unknown): RequiredGroups {
  const groups = (schema as { 'x-required-one-of'?: unknown } | undefined)?.['x-required-one-of'];
  return Array.isArray(groups) ? (groups as RequiredGroups) : [];
}
