import { Binary, defineEndpoint, IdText, Line, Matching, NoInput, NUMBER_BLANKS, oneOfRequired, Schema, type AnyEndpoint } from '@vigil/core';
import { ANSWERS_MAX_LENGTH, ANSWERS_PATTERN } from './answer-codec';
import { ElearningOverview, PassScoreAnswer, QuizDetail, ReplyAnswer, SaveLogAnswer, SetPassScoreAnswer, StartAnswer } from './answers';
import { INF_ADMIN_PERMISSIONS, INF_MESSAGES, INF_PERMISSIONS } from './rules';

/**
 * The e-learning module (spec part 2 §2 E-learning, §7): country inductions (description, videos, PDFs) and the
 * knowledge test per country. The test list (/quiz/get-quiz-list) and the results and logs of /Quiz are the quiz
 * plugin's; this module writes the results and logs they read. Paths are under the legacy base.
 */
export * from './answer-codec';
export * from './answers';
export * from './rules';

const INF_ACCESS = { allowed: INF_PERMISSIONS };

export const getOverview = defineEndpoint({
  id: 'inf.getOverview',
  backend: 'legacy',
  method: 'GET',
  path: '/elearning/get-overview',
  summary: 'The introduction video of /Inf and the countries with a knowledge test, with the user\'s standing on each',
  access: INF_ACCESS,
  input: NoInput,
  answer: ElearningOverview,
  smoke: {
    keeps: ['infCountryId'],
    keep: (answer) => {
      const [country] = (answer as ElearningOverview).countries;
      return { infCountryId: country ? String(country.country_id) : undefined };
    },
  },
});

export const getQuizDetail = defineEndpoint({
  id: 'inf.getQuizDetail',
  backend: 'legacy',
  method: 'GET',
  path: '/quiz/get-quiz-detail',
  summary: "A country's induction and knowledge test: never which options are correct",
  description: `\`id\` is the country's id (the page is /Inf/detail/{country_id}). 404 '${INF_MESSAGES.countryNotFound}'.`,
  access: INF_ACCESS,
  errors: [404],
  input: Schema.Object({ id: IdText() }),
  answer: QuizDetail,
  smoke: { from: { id: 'infCountryId' } },
});

export const startQuiz = defineEndpoint({
  id: 'inf.startQuiz',
  backend: 'legacy',
  method: 'POST',
  path: '/quiz/start-quiz',
  summary: 'Starts an attempt at a knowledge test: its clock runs from now',
  description:
    `\`id\` is the test's id (quiz.id of the detail). 404 '${INF_MESSAGES.testNotFound}', 403 '${INF_MESSAGES.exempt}', ` +
    `409 '${INF_MESSAGES.alreadyPassed}'.`,
  access: INF_ACCESS,
  errors: [404, 409],
  input: Schema.Object({ id: IdText() }),
  answer: StartAnswer,
});

export const replyQuiz = defineEndpoint({
  id: 'inf.replyQuiz',
  backend: 'legacy',
  method: 'POST',
  path: '/quiz/reply-quiz',
  summary: 'Sends the answers of the started attempt; the server scores them and records the result',
  description:
    "`answers` is 'question:option,option;question:option' (ids). One point per question whose checked options are " +
    'exactly its correct ones. 400 for an id not of this test or more options than the question has correct ones; ' +
    `404 '${INF_MESSAGES.testNotFound}'; 403 '${INF_MESSAGES.exempt}'; 409 '${INF_MESSAGES.alreadyPassed}', ` +
    `'${INF_MESSAGES.notStarted}' or '${INF_MESSAGES.timeOver}'.`,
  access: INF_ACCESS,
  errors: [404, 409],
  input: Schema.Object({
    id: IdText(),
    answers: Schema.Optional(Matching(ANSWERS_PATTERN, INF_MESSAGES.answersFormat, { maxLength: ANSWERS_MAX_LENGTH, code: 'inf:answersFormat' })),
  }),
  answer: ReplyAnswer,
});

export const saveLog = defineEndpoint({
  id: 'inf.saveLog',
  backend: 'legacy',
  method: 'POST',
  path: '/elearning/save-log',
  summary: 'Records that the user opened an induction video or PDF (the LOGS LIST of /Quiz)',
  description:
    '`document` or `video` is the resource\'s id (one of them); `country` the country page it was opened on, ' +
    "for the introduction video, which has no country of its own. Type '1' is a video, '2' a PDF.",
  access: INF_ACCESS,
  errors: [404],
  input: Schema.Object({
    document: Schema.Optional(IdText()),
    video: Schema.Optional(IdText()),
    country: Schema.Optional(IdText()),
  }, oneOfRequired(['document'], ['video'])),
  answer: SaveLogAnswer,
});

export const getFile = defineEndpoint({
  id: 'inf.getFile',
  backend: 'legacy',
  method: 'GET',
  path: '/elearning/get-file',
  summary: "An induction video, PDF or a video's WebVTT captions, streamed with range requests",
  description:
    "`resource` is the resource's id; `part` 'file' (the default) or 'captions'. Answers 206 with Content-Range " +
    'to a Range header (video seeking), inline, with the stored type (video/webm, video/mp4, application/pdf, text/vtt). ' +
    'A video element cannot send headers: the credentials go in the query, as on every legacy GET.',
  access: INF_ACCESS,
  errors: [404],
  input: Schema.Object({
    resource: IdText(),
    // FILE_PARTS; another value answers 400 INF_MESSAGES.filePart.
    part: Schema.Optional(Line({ maxLength: 16 })),
  }),
  answer: Binary(['video/webm', 'video/mp4', 'application/pdf', 'text/vtt'], { ranges: true }),
});

export const getPassScore = defineEndpoint({
  id: 'inf.getPassScore',
  backend: 'legacy',
  method: 'GET',
  path: '/elearning/get-pass-score',
  summary: "The employer's pass score of the knowledge tests, a percentage",
  access: INF_ACCESS,
  input: NoInput,
  answer: PassScoreAnswer,
  smoke: {},
});

export const setPassScore = defineEndpoint({
  id: 'inf.setPassScore',
  backend: 'legacy',
  method: 'POST',
  path: '/elearning/set-pass-score',
  summary: "Sets the admin's company's pass score of the knowledge tests (0–100)",
  description: `400 '${INF_MESSAGES.passScoreRange}'. Answers SUCCESS_MESSAGES.editSuccessful.`,
  access: { allowed: INF_ADMIN_PERMISSIONS },
  input: Schema.Object({ pass_score: Matching(`^${NUMBER_BLANKS}[0-9]{1,3}${NUMBER_BLANKS}$`, INF_MESSAGES.passScoreRange, { maxLength: 8, code: 'inf:passScoreRange' }) }),
  answer: SetPassScoreAnswer,
});

/** Every endpoint of the module: the server mounts them, `vigil smoke` and the OpenAPI description list them. */
export const endpoints: readonly AnyEndpoint[] = [
  getOverview,
  getQuizDetail,
  startQuiz,
  replyQuiz,
  saveLog,
  getFile,
  getPassScore,
  setPassScore,
];
