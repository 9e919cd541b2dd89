/**
 * The dashboard's knowledge-test block (namespace 'inf-now', tests-block-i18n.ts): its own few texts, so the
 * dashboard does not download the e-learning screens' catalogue.
 */
export const testsBlockEn = {
  heading: 'Knowledge tests to pass',
  count_one: 'You have {{count}} test to pass.',
  count_other: 'You have {{count}} tests to pass.',
  failed: '{{country}}: failed, take it again',
  notStarted: '{{country}}: not taken yet',
  none: 'You have passed every knowledge test.',
  all: 'All e-learning',
};
