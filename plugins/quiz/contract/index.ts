import {
  defineEndpoint,
  EMPLOYEE_LIST_MAX,
  IdListText,
  IdText,
  LONG_LIST_MAX,
  MessageAnswer,
  NoInput,
  RequiredByRule,
  Schema,
  type AnyEndpoint,
} from '@vigil/core';
import { AvailableEmployee, ExcludedEntry, QuizListAnswer, ResourceLogRow, TestResultRow } from './answers';

/**
 * The knowledge evaluation test administration (spec part 1 §2 /Quiz, §3, §4, §7, §9): the calls, their
 * answers and the display rules, shared by the server part and the screens. Paths are under the legacy base; the
 * resource logs belong to the e-learning module but are shown on the same screen.
 */
export * from './answers';
export * from './display-rules';
export type * from './server-functions';

/**
 * Who may make the knowledge test calls. The administration calls are admin-only (spec part 1 §6: /Quiz). The
 * test list is also read by the e-learning module, so it allows what /Inf and /ELearning allow (spec part 1 §2).
 */
export const QUIZ_ADMIN_PERMISSIONS = ['admin'] as const;
export const QUIZ_LIST_PERMISSIONS = ['admin', 'inf', 'gpa', 'gps', 'ops', 'free'] as const;

const QUIZ_ADMIN_ACCESS = { allowed: QUIZ_ADMIN_PERMISSIONS };

/** Texts the spec does not word: the server answers them, the quiz plugin translates them. */
export const KNOWLEDGE_TEST_MESSAGES = {
  employeeNotFound: 'Employee not found in your company',
  testNotFound: 'Knowledge evaluation test not found',
  notExcluded: 'This user is not excluded from this test',
  tooManyIds: 'Too many ids in one request',
} as const;

export const getQuizList = defineEndpoint({
  id: 'quiz.getQuizList',
  backend: 'legacy',
  method: 'GET',
  path: '/quiz/get-quiz-list',
  summary: 'The knowledge evaluation tests, sorted by name',
  access: { allowed: QUIZ_LIST_PERMISSIONS },
  input: NoInput,
  answer: QuizListAnswer,
  smoke: {},
});

export const getListEmployeesAvailable = defineEndpoint({
  id: 'quiz.getListEmployeesAvailable',
  backend: 'legacy',
  method: 'GET',
  path: '/quiz/get-list-employees-available',
  summary: "The admin's company's employees who can be excluded from a test",
  access: QUIZ_ADMIN_ACCESS,
  input: NoInput,
  answer: Schema.Array(AvailableEmployee, { maxItems: EMPLOYEE_LIST_MAX }),
  smoke: {},
});

export const getListEmployeesQuiz = defineEndpoint({
  id: 'quiz.getListEmployeesQuiz',
  backend: 'legacy',
  method: 'GET',
  path: '/quiz/get-list-employees-quiz',
  summary: `The test results of the admin's company, newest first: the newest ${LONG_LIST_MAX}`,
  access: QUIZ_ADMIN_ACCESS,
  input: NoInput,
  answer: Schema.Array(TestResultRow, { maxItems: LONG_LIST_MAX }),
  smoke: {},
});

export const getBlacklistStatus = defineEndpoint({
  id: 'quiz.getBlacklistStatus',
  backend: 'legacy',
  method: 'GET',
  path: '/quiz/get-blacklist-status',
  summary: "The admin's company's employees excluded from tests, with their tests",
  description: `Made of the newest ${LONG_LIST_MAX} exclusions (one per employee and test), as the screen lists them.`,
  access: QUIZ_ADMIN_ACCESS,
  input: NoInput,
  answer: Schema.Array(ExcludedEntry, { maxItems: LONG_LIST_MAX }),
  smoke: {},
});

/**
 * Ids as one comma list (what the web's multi-selects hold) or repeated keys: every user is excluded from every
 * test. A list that holds no id answers 'Missing input', as a blank one does.
 */
export const addToBlacklist = defineEndpoint({
  id: 'quiz.addToBlacklist',
  backend: 'legacy',
  method: 'POST',
  path: '/quiz/add-to-blacklist',
  summary: 'Excludes employees from knowledge evaluation tests',
  access: QUIZ_ADMIN_ACCESS,
  errors: [404, 409],
  // `examples`: ids of the demo company (its admin, its first test), for the description and the tests that fill a call.
  input: Schema.Object({ users: IdListText({ examples: ['1'] }), quiz: IdListText({ examples: ['1'] }) }),
  // SUCCESS_MESSAGES.blacklistUpdated, as the remove's.
  answer: MessageAnswer,
});

/**
 * One user and one test. Both are optional in the declaration only: a missing one answers 'Not a valid id:
 * <field>' from the handler, as it always has, instead of 'Missing input'.
 */
export const removeFromBlacklist = defineEndpoint({
  id: 'quiz.removeFromBlacklist',
  backend: 'legacy',
  method: 'POST',
  path: '/quiz/remove-from-blacklist',
  summary: "Takes back one employee's exclusion from one test",
  access: QUIZ_ADMIN_ACCESS,
  errors: [404],
  input: Schema.Object({ users: RequiredByRule(IdText({ examples: ['1'] })), quiz: RequiredByRule(IdText({ examples: ['1'] })) }),
  answer: MessageAnswer,
});

/**
 * The e-learning resources the company's employees viewed, shown on /Quiz. Declared here for now because the
 * quiz plugin serves it and owns the resource_logs table (its migration 018 creates it); the e-learning module,
 * which writes the logs, is to own it when it comes.
 */
export const getResourceLogs = defineEndpoint({
  id: 'quiz.getResourceLogs',
  backend: 'legacy',
  method: 'GET',
  path: '/elearning/get-logs',
  summary: `The e-learning resources the admin's company's employees viewed, newest first: the newest ${LONG_LIST_MAX}`,
  access: QUIZ_ADMIN_ACCESS,
  input: NoInput,
  answer: Schema.Array(ResourceLogRow, { maxItems: LONG_LIST_MAX }),
  smoke: {},
});

/** Every endpoint of the module: the server mounts them, `vigil smoke` and the OpenAPI description list them. */
export const endpoints: readonly AnyEndpoint[] = [
  getQuizList,
  getListEmployeesAvailable,
  getListEmployeesQuiz,
  getBlacklistStatus,
  addToBlacklist,
  removeFromBlacklist,
  getResourceLogs,
];
