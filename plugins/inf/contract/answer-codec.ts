/**
 * How /quiz/reply-quiz carries the answers in one legacy form field: 'question:option,option;question:option'
 * (ids only), e.g. '12:45,46;13:50'. A question left out, or sent with no option ('14:'), scores 0.
 */

/** The chosen options of each question, by question id. */
export type ChosenAnswers = ReadonlyMap<number, readonly number[]>;

/** What the field's schema accepts; parseAnswers checks the structure. */
export const ANSWERS_PATTERN = '^[0-9:,; ]*$';
export const ANSWERS_MAX_LENGTH = 4000;

export function encodeAnswers(answers: ChosenAnswers): string {
  return [...answers.entries()].map(([question, options]) => `${question}:${options.join(',')}`).join(';');
}

const ID = /^[0-9]{1,10}$/;

/**
 * The answers, in the order sent, or undefined when the text is not of the form above. Repeated questions are
 * kept apart (so that the server can refuse them): the answer is a list of pairs, not a map.
 */
export function parseAnswers(text: string): Array<{ question: number; options: number[] }> | undefined {
  const trimmed = text.replace(/\s+/g, '');
  if (trimmed === '') return [];
  const parsed: Array<{ question: number; options: number[] }> = [];
  for (const entry of trimmed.split(';')) {
    if (entry === '') continue;
    const [question, options, extra] = entry.split(':');
    if (question === undefined || options === undefined || extra !== undefined || !ID.test(question)) return undefined;
    const ids = options === '' ? [] : options.split(',');
    if (!ids.every((id) => ID.test(id))) return undefined;
    parsed.push({ question: Number(question), options: ids.map(Number) });
  }
  return parsed;
}
