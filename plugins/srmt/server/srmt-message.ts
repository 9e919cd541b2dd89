import { codedMessage, missingInputMessage, serverMessage, type CodedMessage, type FieldError } from '@vigil/core';
import { fieldMessage, SRMT_MESSAGES } from '../contract';

type SrmtMessageKey = keyof typeof SRMT_MESSAGES;

/**
 * One of the module's refusals, coded in its namespace ('srmt:<key>'): the web shows the text of
 * `serverMessages.<key>` in the reader's language, the English stays the message (docs/decisions.md, issue 19).
 * With a field, the spec's '<text>: <field>', the field its param.
 */
export function srmtMessage(key: SrmtMessageKey, field?: string): CodedMessage {
  const english = SRMT_MESSAGES[key];
  return field === undefined ? codedMessage(`srmt:${key}`, english) : codedMessage(`srmt:${key}`, fieldMessage(english, field), { field });
}

const KEYS = Object.keys(SRMT_MESSAGES) as SrmtMessageKey[];

/**
 * The code of a rule's refusal. The request rules are shared with the modals, which show their English through
 * the form engine, so they return texts; each text is one of the few this module's rules write for the field,
 * rebuilt here exactly, never guessed from a part of it. A text no rule writes stays uncoded.
 */
export function requestRefusal({ field, message }: FieldError): CodedMessage | string {
  if (message === missingInputMessage(field)) return serverMessage('missingInput', { field });
  for (const key of KEYS) {
    if (message === fieldMessage(SRMT_MESSAGES[key], field)) return srmtMessage(key, field);
    if (message === SRMT_MESSAGES[key]) return srmtMessage(key);
  }
  return message;
}
