import type { testsBlockEn } from './tests-block-en';

/** The dashboard's knowledge-test block in Italian; loaded only when Italian is chosen. */
export const testsBlockIt: typeof testsBlockEn = {
  heading: 'Test di valutazione da superare',
  count_one: 'Hai {{count}} test da superare.',
  count_other: 'Hai {{count}} test da superare.',
  failed: '{{country}}: non superato, ripetilo',
  notStarted: '{{country}}: non ancora svolto',
  none: 'Hai superato tutti i test di valutazione.',
  all: 'Tutto l’e-learning',
};
