import { HttpError } from '@vigil/server-sdk';
import { infMessage } from './inf-message';

/** A question of the test as the scoring sees it: its options and which of them are correct. */
export interface ScoredQuestion {
  id: number;
  options: ReadonlyArray<{ id: number; correct: boolean }>;
}

export interface Score {
  correct: number;
  total: number;
  /** The checked options, by question, as recorded with the attempt. */
  chosen: Array<{ question: number; option: number }>;
}

function sameSet(a: ReadonlySet<number>, b: ReadonlySet<number>): boolean {
  return a.size === b.size && [...a].every((value) => b.has(value));
}

/**
 * Scores one attempt (docs/decisions.md, E-learning): a question is worth one point when the checked options are
 * exactly its correct ones, none otherwise (a wrong, partial or missing answer). The total is every question of
 * the test, answered or not. Refused with 400 before anything is scored: a question not of this test, one
 * answered twice, an option not of its question, or more options than the question has correct ones.
 */
export function scoreAnswers(questions: readonly ScoredQuestion[], answers: ReadonlyArray<{ question: number; options: readonly number[] }>): Score {
  const byId = new Map(questions.map((question) => [question.id, question]));
  const seen = new Set<number>();
  const chosenOf = new Map<number, Set<number>>();
  for (const answer of answers) {
    const question = byId.get(answer.question);
    if (!question) throw new HttpError(400, infMessage('unknownQuestion', { question: answer.question }), 'answers');
    if (seen.has(answer.question)) throw new HttpError(400, infMessage('repeatedQuestion', { question: answer.question }), 'answers');
    seen.add(answer.question);
    const own = new Set(question.options.map((option) => option.id));
    const chosen = new Set(answer.options);
    const foreign = [...chosen].find((option) => !own.has(option));
    if (foreign !== undefined) throw new HttpError(400, infMessage('unknownOption', { option: foreign }), 'answers');
    const correctCount = question.options.filter((option) => option.correct).length;
    if (chosen.size > correctCount) throw new HttpError(400, infMessage('tooManyAnswers', { question: answer.question }), 'answers');
    chosenOf.set(question.id, chosen);
  }
  let correct = 0;
  for (const question of questions) {
    const right = new Set(question.options.filter((option) => option.correct).map((option) => option.id));
    const chosen = chosenOf.get(question.id);
    if (chosen && right.size > 0 && sameSet(chosen, right)) correct += 1;
  }
  return {
    correct,
    total: questions.length,
    chosen: [...chosenOf.entries()].flatMap(([question, options]) => [...options].map((option) => ({ question, option }))),
  };
}
