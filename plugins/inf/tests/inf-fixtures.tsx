import type { Params } from '@vigil/web-sdk';
import type { FakeApiAnswers, PluginPageOverrides, RenderPluginPageResult } from '../../../tests/support/render-plugin';
import { fakeApiClient, fakeAuth, renderPluginPage, TEST_USER } from '../../../tests/support/render-plugin';
import type { ElearningOverview, ElearningResource, QuizDetail, ReplyAnswer } from '../contract';
import InfPage from '../web/inf-page';

export const VIDEO: ElearningResource = { id: 7, title: 'Arriving in Italy', file_name: 'italy-arrival.webm', content_type: 'video/webm', captions: true };
export const PLAIN_VIDEO: ElearningResource = { id: 8, title: 'Getting around', file_name: 'italy-transport.webm', content_type: 'video/webm', captions: false };
export const PDF: ElearningResource = { id: 9, title: 'Italy security handbook', file_name: 'italy-handbook.pdf', content_type: 'application/pdf', captions: false };
export const INTRO: ElearningResource = { id: 1, title: 'Welcome to e-learning', file_name: 'introduction.webm', content_type: 'video/webm', captions: true };

/**
 * Three questions: one answer, two answers of four (its text states the count, as the demo tests' do), one answer;
 * options never say which are correct.
 */
export function detailFixture(overrides: Partial<QuizDetail> = {}): QuizDetail {
  return {
    quiz: {
      id: 31,
      name: 'Italy',
      questions: [
        { id: 101, question: 'What is the capital of Italy?', correctAnswers: 1, options: [{ id: 1, option: 'Rome' }, { id: 2, option: 'Milan' }, { id: 3, option: 'Turin' }] },
        {
          id: 102,
          question: 'Which of these border Italy? (2 answers)',
          correctAnswers: 2,
          options: [{ id: 4, option: 'France' }, { id: 5, option: 'Austria' }, { id: 6, option: 'Spain' }, { id: 7, option: 'Portugal' }],
        },
        { id: 103, question: 'Which currency is used in Italy?', correctAnswers: 1, options: [{ id: 8, option: 'Euro' }, { id: 9, option: 'Lira' }] },
      ],
    },
    country: {
      id: 380,
      countryName: 'Italy',
      description: 'Italy lies in southern Europe.\n\nIts capital is Rome.',
      video: [VIDEO, PLAIN_VIDEO],
      pdf: [PDF],
    },
    video: VIDEO,
    pdf: PDF,
    demo: true,
    state: 'not_started',
    attempts: 0,
    last_result: null,
    pass_score: 60,
    time_limit_ms: 30_000,
    ...overrides,
  };
}

export const OVERVIEW: ElearningOverview = {
  video: INTRO,
  countries: [
    { country_id: 380, quiz_id: 31, name: 'Italy', state: 'not_started' },
    { country_id: 250, quiz_id: 32, name: 'France', state: 'passed' },
  ],
};

export function reply(correct: number, total: number, passed: boolean): ReplyAnswer {
  return {
    complete: true,
    total_correct_answers: correct,
    total_questions: total,
    passed,
    percentage: Math.floor((correct * 100) / total),
    pass_score: 60,
    message: 'The test has been successfully completed',
  };
}

export interface InfRenderOptions extends Omit<PluginPageOverrides, 'legacyApi' | 'newApi' | 'permissions'> {
  legacy?: FakeApiAnswers;
  /** The user's permissions (default: inf only). */
  holding?: string[];
}

/** Records every legacy call the page makes, as 'METHOD /path' and its params. */
export type CallLog = Array<{ call: string; params: Params | undefined }>;

/** The e-learning page module at `route` on fake answers; `calls` records what it sent. */
export function renderInf(route: string, options: InfRenderOptions = {}): RenderPluginPageResult & { calls: CallLog } {
  const { legacy = {}, holding = ['inf'], ...rest } = options;
  const calls: CallLog = [];
  const answers: FakeApiAnswers = {
    'GET /elearning/get-overview': OVERVIEW,
    'GET /quiz/get-quiz-detail': detailFixture(),
    'POST /quiz/start-quiz': { attempt: 1, started_at: '2025-05-01T10:00:00.000Z', time_limit_ms: 30_000, deadline: '2025-05-01T10:00:30.000Z' },
    'POST /elearning/save-log': { type: '1', target: 'italy-arrival.webm' },
    'GET /elearning/get-pass-score': { pass_score: 60 },
    ...legacy,
  };
  const client = fakeApiClient(answers);
  const record =
    (method: 'GET' | 'POST', send: (path: string, params?: Params) => Promise<unknown>) =>
    (path: string, params?: Params): Promise<never> => {
      calls.push({ call: `${method} ${path}`, params });
      return send(path, params) as Promise<never>;
    };
  const result = renderPluginPage(<InfPage />, {
    route,
    auth: fakeAuth({ ...TEST_USER, permission: holding }),
    ...rest,
    legacyApi: { ...client, get: record('GET', client.get), post: record('POST', client.post) },
  });
  return { ...result, calls };
}

/** The calls to `call` ('POST /quiz/reply-quiz'), as their params. */
export function sent(calls: CallLog, call: string): Array<Params | undefined> {
  return calls.filter((entry) => entry.call === call).map((entry) => entry.params);
}
