import { codedMessage, type CodedMessage, type MessageParams } from '@vigil/core';
import { INF_MESSAGES } from '../contract';

type InfMessageKey = keyof typeof INF_MESSAGES;

/**
 * One of the module's refusals, coded in its namespace ('inf:<key>'): the web shows the text of
 * `serverMessages.<key>` in the reader's language, the English stays the message (docs/decisions.md, issue 19).
 * A refusal that names what it refuses (a question, an answer) keeps the spec's '<text>: <value>' and passes the
 * value as the one param, which the translations place.
 */
export function infMessage(key: InfMessageKey, named?: MessageParams): CodedMessage {
  const value = named ? Object.values(named)[0] : undefined;
  return codedMessage(`inf:${key}`, value === undefined ? INF_MESSAGES[key] : `${INF_MESSAGES[key]}: ${String(value)}`, named);
}
