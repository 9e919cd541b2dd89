import { KNOWLEDGE_TEST_MESSAGES } from '../../contract';
import type { CatalogueOf } from '@vigil/web-sdk';

/** English texts of the knowledge evaluation test administration (namespace 'quiz'); section titles are the spec's. */
export const quizEn = {
  /** The manifest's texts (docs/architecture.md): title, menu item, dashboard bubble. */
  manifest: {
    title: 'Knowledge Evaluation Test',
    menu: { label: 'Knowledge Evaluation Test' },
  },
  title: 'KNOWLEDGE EVALUATION TEST',
  loading: 'Loading the knowledge evaluation test…',
  exclude: {
    heading: 'EXCLUDE USERS FROM KNOWLEDGE EVALUATION TEST',
    users: 'Users',
    tests: 'Knowledge Evaluation Tests',
    hint: 'Tick the users and the tests to exclude them from: each click adds or removes one choice.',
    submit: 'Exclude',
  },
  excluded: {
    heading: 'EXCLUDED PERSONNEL LIST',
    closed: 'List of Users who have been allowed to not take the Knowledge Evaluation Test',
    user: 'User',
    test: 'Country subject of the Knowledge Evaluation Test',
    remove: 'Remove',
    removeLabel: 'Remove the exclusion of {{user}} from {{test}}',
  },
  results: {
    heading: 'KNOWLEDGE EVALUATION TEST RESULTS',
    user: 'User',
    test: 'Country subject',
    date: 'Date and time of completion',
    result: 'Result',
    percentage: 'Percentage',
    passed: 'Passed',
    failed: 'Failed',
    empty: 'No knowledge evaluation test has been completed yet.',
    loadFailed: 'The results could not be loaded.',
    searchLabel: 'test results',
  },
  logs: {
    heading: 'LOGS LIST',
    closed: 'Resources viewed from the users',
    userName: 'User name',
    company: 'User company',
    type: 'Type',
    resource: 'Resource',
    country: 'Country',
    date: 'Date',
    video: 'VIDEO',
    pdf: 'PDF',
    newTab: '(opens in a new tab)',
    noCountry: '—',
    searchLabel: 'resource logs',
    loadFailed: 'The resource logs could not be loaded.',
  },
  // The server's own texts (../../contract), shown in the user's language.
  /** The server's coded refusals ('quiz:<key>'), shown by translateError; one naming a field ends '<text>: {{field}}'. */
  serverMessages: { ...KNOWLEDGE_TEST_MESSAGES, tooManyIds: `${KNOWLEDGE_TEST_MESSAGES.tooManyIds}: {{field}}` },
};

/** Every other language translates the same keys. */
export type QuizCatalogue = CatalogueOf<typeof quizEn>;
