import { INF_MESSAGES } from '../contract';
import { scoreAnswers, type ScoredQuestion } from '../server/score-answers';

// Question 1: single answer (option 11). Question 2: two answers (21 and 22). Question 3: single (31).
const QUESTIONS: ScoredQuestion[] = [
  { id: 1, options: [{ id: 11, correct: true }, { id: 12, correct: false }, { id: 13, correct: false }] },
  { id: 2, options: [{ id: 21, correct: true }, { id: 22, correct: true }, { id: 23, correct: false }, { id: 24, correct: false }] },
  { id: 3, options: [{ id: 31, correct: true }, { id: 32, correct: false }] },
];

function thrown(run: () => unknown): { status?: number; message?: string } {
  try {
    run();
  } catch (error) {
    const { statusCode, message } = error as { statusCode?: number; message?: string };
    return { status: statusCode, message };
  }
  return {};
}

describe('scoreAnswers: one point per question whose checked options are exactly its correct ones', () => {
  test('all right scores every question', () => {
    const score = scoreAnswers(QUESTIONS, [
      { question: 1, options: [11] },
      { question: 2, options: [22, 21] },
      { question: 3, options: [31] },
    ]);
    expect({ correct: score.correct, total: score.total }).toEqual({ correct: 3, total: 3 });
    expect(score.chosen).toHaveLength(4);
  });

  test('a wrong single answer, a half-right multi answer and a missing answer score nothing', () => {
    expect(scoreAnswers(QUESTIONS, [{ question: 1, options: [12] }]).correct).toBe(0);
    expect(scoreAnswers(QUESTIONS, [{ question: 2, options: [21] }]).correct).toBe(0);
    expect(scoreAnswers(QUESTIONS, [{ question: 2, options: [21, 23] }]).correct).toBe(0);
    expect(scoreAnswers(QUESTIONS, [{ question: 2, options: [] }, { question: 3, options: [31] }])).toMatchObject({ correct: 1, total: 3 });
    expect(scoreAnswers(QUESTIONS, [])).toMatchObject({ correct: 0, total: 3 });
  });

  test('refuses ids not of the test, a repeated question and more options than correct ones, with 400', () => {
    expect(thrown(() => scoreAnswers(QUESTIONS, [{ question: 9, options: [] }]))).toEqual({ status: 400, message: `${INF_MESSAGES.unknownQuestion}: 9` });
    expect(thrown(() => scoreAnswers(QUESTIONS, [{ question: 1, options: [21] }]))).toEqual({ status: 400, message: `${INF_MESSAGES.unknownOption}: 21` });
    expect(thrown(() => scoreAnswers(QUESTIONS, [{ question: 1, options: [] }, { question: 1, options: [11] }]))).toEqual({
      status: 400,
      message: `${INF_MESSAGES.repeatedQuestion}: 1`,
    });
    expect(thrown(() => scoreAnswers(QUESTIONS, [{ question: 1, options: [11, 12] }]))).toEqual({ status: 400, message: `${INF_MESSAGES.tooManyAnswers}: 1` });
    // The same option twice is one choice.
    expect(scoreAnswers(QUESTIONS, [{ question: 1, options: [11, 11] }]).correct).toBe(1);
  });
});
