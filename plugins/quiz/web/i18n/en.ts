import { KNOWLEDGE_TEST_MESSAGES } from '../../contract';

/** English texts of the knowledge evaluation test administration (namespace 'quiz'); section titles are the spec's. */
export const quizEn = {
  title: 'KNOWLEDGE EVALUATION TEST',
  loading: 'Loading the knowledge evaluation test…',
  exclude: {
    heading: 'EXCLUDE USERS FROM KNOWLEDGE EVALUATION TEST',
    users: 'Users',
    tests: 'Knowledge Evaluation Tests',
    hint: 'Hold Ctrl (Cmd on a Mac) or Shift to choose several.',
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
  },
  // The server's own texts (../../contract), shown in the user's language.
  serverMessages: KNOWLEDGE_TEST_MESSAGES,
};

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
/** Every other language translates the same keys. */
export type QuizCatalogue = Widen<typeof quizEn>;
