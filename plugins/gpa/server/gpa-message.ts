import { codedMessage, fillMessage, type CodedMessage, type MessageParams } from '@vigil/core';
import { GPA_MESSAGES } from '../contract';

/**
 * One of the module's refusals, coded in its namespace ('gpa:<key>'): the web shows the text of
 * `serverMessages.<key>` in the reader's language, the English stays the message (docs/decisions.md, issue 19).
 */
export function gpaMessage(key: keyof typeof GPA_MESSAGES, params: MessageParams = {}): CodedMessage {
  return codedMessage(`gpa:${key}`, fillMessage(GPA_MESSAGES[key], params), params);
}
