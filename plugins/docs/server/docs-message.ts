import { codedMessage, fillMessage, type CodedMessage, type MessageParams } from '@vigil/core';
import { DOCS_MESSAGES, type DocsMessageKey } from '../contract';

/**
 * One of the module's refusals, coded in its namespace ('docs:<key>'): the web shows `serverMessages.<key>` in the
 * reader's language; the English stays the message.
 */
export function docsMessage(key: DocsMessageKey, params: MessageParams = {}): CodedMessage {
  return codedMessage(`docs:${key}`, fillMessage(DOCS_MESSAGES[key], params), params);
}
