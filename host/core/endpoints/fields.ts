import { Object as ObjectType, String as StringType, type SchemaOptions, type Static, type TString } from '@sinclair/typebox';

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

/** A text that must match `pattern`; `message` is the 400's text when it does not. */
export function Matching(pattern: string, message: string, options: TextOptions = {}): TString {
  return StringType({ maxLength: DEFAULT_LINE_LENGTH, ...options, pattern, 'x-message': message });
}

/**
 * The largest id there is: ids are the databases' 4-byte integers (PostgreSQL's serial), and a larger number
 * would make PostgreSQL fail the query rather than find nothing. The servers' id readers refuse it with 400.
 */
export const ID_MAX = 2_147_483_647;

/** A positive integer id sent as text. */
export function IdText(options: SchemaOptions = {}): TString {
  return Matching('^\\s*[0-9]{1,15}\\s*$', 'Not a valid id', { maxLength: 32, ...options });
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
export { binaryContentType, type BinaryBody } from './binary-body';
