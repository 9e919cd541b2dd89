import { ANSWERS_PATTERN, encodeAnswers, parseAnswers } from '../contract';

describe('the answers field of /quiz/reply-quiz', () => {
  test('encodes and parses back the checked options of each question', () => {
    const text = encodeAnswers(new Map([[12, [45, 46]], [13, [50]], [14, []]]));
    expect(text).toBe('12:45,46;13:50;14:');
    expect(new RegExp(ANSWERS_PATTERN).test(text)).toBe(true);
    expect(parseAnswers(text)).toEqual([
      { question: 12, options: [45, 46] },
      { question: 13, options: [50] },
      { question: 14, options: [] },
    ]);
  });

  test('reads an empty field as no answers and keeps repeated questions apart', () => {
    expect(parseAnswers('')).toEqual([]);
    expect(parseAnswers(' 1 : 2 ; ')).toEqual([{ question: 1, options: [2] }]);
    expect(parseAnswers('1:2;1:3')).toHaveLength(2);
  });

  test('refuses text of another shape', () => {
    for (const bad of ['1', '1:2:3', ':2', '1:,2', '1:2,', 'a:1', '12345678901:1']) expect({ bad, parsed: parseAnswers(bad) }).toEqual({ bad, parsed: undefined });
  });
});
