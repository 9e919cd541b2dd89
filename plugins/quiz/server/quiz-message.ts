import { codedMessage, type CodedMessage } from '@vigil/core';
import { KNOWLEDGE_TEST_MESSAGES } from '../contract';

/**
 * One of the module's refusals, coded in its namespace ('quiz:<key>'): the web shows the text of
 * `serverMessages.<key>` in the reader's language, the English stays the message (docs/decisions.md, issue 19).
 * With a field, the spec's '<text>: <field>', the field its param.
 */
export function quizMessage(key: keyof typeof KNOWLEDGE_TEST_MESSAGES, field?: string): CodedMessage {
  const english = KNOWLEDGE_TEST_MESSAGES[key];
  return field === undefined ? codedMessage(`quiz:${key}`, english) : codedMessage(`quiz:${key}`, `${english}: ${field}`, { field });
}
