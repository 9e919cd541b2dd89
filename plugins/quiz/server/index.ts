import { bind, defineServerPart } from '@vigil/server-sdk';
import {
  addToBlacklist,
  getBlacklistStatus,
  getListEmployeesAvailable,
  getListEmployeesQuiz,
  getQuizList,
  getResourceLogs,
  removeFromBlacklist,
} from '../contract';
import { addExclusions } from './add-exclusions';
import { availableEmployees } from './available-employees';
import { exclusionStatus } from './exclusion-status';
import { migration as createKnowledgeTests } from './migrations/018-create-knowledge-tests';
import { quizList } from './quiz-list';
import { removeExclusion } from './remove-exclusion';
import { resourceLogs } from './resource-logs';
import { seedDemoKnowledgeTests } from './seed-demo-knowledge-tests';
import { quizServerFunctions } from './server-functions';
import type { QuizTables } from './tables';
import { testResults } from './test-results';

/**
 * The knowledge evaluation test administration (spec part 1 §2 /Quiz, §7): the company's employees, the tests,
 * the results, the exclusions and the e-learning resource logs. Every call but the test list is admin-only and
 * sees only the admin's own company. The host checks credentials, permissions and the declared input first.
 */
export default defineServerPart<QuizTables>({
  // Names recorded by installations when they were the platform's: they never change.
  migrations: [createKnowledgeTests],
  // Runs after the platform's steps, so the demo personnel (demoEmployeeIds) is there.
  seedSteps: [{ name: 'demo-knowledge-tests', run: (db) => seedDemoKnowledgeTests(db) }],
  endpoints: ({ db }) => [
    bind(getQuizList, quizList(db)),
    bind(getListEmployeesAvailable, availableEmployees(db)),
    bind(getListEmployeesQuiz, testResults(db)),
    bind(getBlacklistStatus, exclusionStatus(db)),
    bind(addToBlacklist, addExclusions(db)),
    bind(removeFromBlacklist, removeExclusion(db)),
    // The e-learning module's call, bound here (as 'quiz.getResourceLogs') until that module owns it.
    bind(getResourceLogs, resourceLogs(db)),
  ],
  // The tests, results and resource logs are this module's: the e-learning module reads and writes them through these.
  provides: (db) => quizServerFunctions(db),
});
