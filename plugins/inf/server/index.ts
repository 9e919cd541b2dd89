import { bind, defineServerPart } from '@vigil/server-sdk';
import type { QuizServerFunctions } from '../../quiz/contract';
import { getFile, getOverview, getPassScore, getQuizDetail, replyQuiz, saveLog, setPassScore, startQuiz } from '../contract';
import { replyAttempt, startAttempt } from './attempts';
import { fileDownload } from './file-download';
import { migration as createElearning } from './migrations/inf-001-create-elearning';
import { overview } from './overview';
import { readPassScore, writePassScore } from './pass-score';
import { quizDetail } from './quiz-detail';
import { saveResourceLog } from './save-log';
import { seedDemoInductions } from './seed-demo-inductions';
import type { InfTables } from './tables';

/**
 * The e-learning module (spec part 2 §2, §7): country inductions and the knowledge tests of the quiz plugin,
 * scored here. The host checks credentials, the company's modules, permissions (admin, inf) and the declared
 * input first; the handlers see the signed-in user's own standing and company only.
 */
export default defineServerPart<InfTables>({
  migrations: [createElearning],
  // After the quiz plugin's 'demo-knowledge-tests' (the host runs a plugin after those it uses): it needs the tests.
  seedSteps: [{ name: 'inf-demo-inductions', run: (db, services) => seedDemoInductions(db, services.uses<QuizServerFunctions>('quiz'), services) }],
  endpoints: ({ db, files, uses }) => {
    // The tests, results and resource logs are the quiz plugin's tables: read and written through its functions.
    const quiz = uses<QuizServerFunctions>('quiz');
    return [
      bind(getOverview, overview(db, quiz)),
      bind(getQuizDetail, quizDetail(db, quiz)),
      bind(startQuiz, startAttempt(db, quiz)),
      bind(replyQuiz, replyAttempt(db, quiz)),
      bind(saveLog, saveResourceLog(db, quiz)),
      bind(getFile, fileDownload(db, files)),
      bind(getPassScore, readPassScore(db)),
      bind(setPassScore, writePassScore(db)),
    ];
  },
});
