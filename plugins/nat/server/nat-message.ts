import { codedMessage, fillMessage, type CodedMessage, type MessageParams } from '@vigil/core';
import { NAT_MESSAGES } from '../contract';

/**
 * One of the module's refusals, coded in its namespace ('nat:<key>'): the web shows the text of
 * `serverMessages.<key>` in the reader's language, the English stays the message (docs/decisions.md, issue 19).
 */
export function natMessage(key: keyof typeof NAT_MESSAGES, params: MessageParams = {}): CodedMessage {
  return codedMessage(`nat:${key}`, fillMessage(NAT_MESSAGES[key], params), params);
}
