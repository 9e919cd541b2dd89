import type { FakeApiAnswers, PluginPageOverrides, RenderPluginPageResult } from '../../../tests/support/render-plugin';
import { fakeApiClient, renderPluginPage } from '../../../tests/support/render-plugin';
import type { AvailableEmployee, ExcludedEntry, KnowledgeTest, ResourceLogRow, TestResultRow } from '../contract';
import QuizPage from '../web/quiz-page';

export const EMPLOYEES: AvailableEmployee[] = [
  { customer_id: 1, customer_name: 'Ada Admin' },
  { customer_id: 2, customer_name: 'Ann Analyst' },
  { customer_id: 3, customer_name: 'Tom Traveller' },
];

export const TESTS: KnowledgeTest[] = [
  { quiz_id: 10, name: 'France' },
  { quiz_id: 11, name: 'Italy' },
  { quiz_id: 12, name: 'Nigeria' },
];

export const EXCLUSIONS: ExcludedEntry[] = [
  { customer_id: 2, customer_name: 'Ann Analyst', quiz: [{ id: 10, name: 'France' }, { id: 11, name: 'Italy' }] },
  { customer_id: 3, customer_name: 'Tom Traveller', quiz: [{ id: 12, name: 'Nigeria' }] },
];

export function result(n: number, overrides: Partial<TestResultRow> = {}): TestResultRow {
  return {
    customer_name: `Employee ${n}`,
    quiz_name: 'Italy',
    date_quiz: `2025-04-${String(n).padStart(2, '0')}T14:05:00.000Z`,
    pass: true,
    correct_answers: 8,
    total_questions: 10,
    ...overrides,
  };
}

export const LOGS: ResourceLogRow[] = [
  {
    user_name: 'Ann Analyst',
    company_name: 'Vigil Demo Co.',
    type: '1',
    target: 'https://media.example.com/e-learning/videos/italy-briefing.mp4',
    country_name: 'Italy',
    created_at: '2025-04-07T08:00:00.000Z',
  },
  {
    user_name: 'Tom Traveller',
    company_name: 'Vigil Demo Co.',
    type: '2',
    target: 'https://docs.example.com/handbook.pdf',
    country_name: null,
    created_at: '2025-04-06T16:45:00.000Z',
  },
];

export interface QuizRenderOptions extends Omit<PluginPageOverrides, 'legacyApi' | 'newApi'> {
  /** Legacy answers on top of the defaults: three employees and tests, two excluded users, one result, two logs. */
  legacy?: FakeApiAnswers;
}

/** The knowledge evaluation test page at /Quiz on fake answers. */
export function renderQuiz(options: QuizRenderOptions = {}): RenderPluginPageResult {
  const { legacy = {}, ...rest } = options;
  return renderPluginPage(<QuizPage />, {
    ...rest,
    route: '/Quiz',
    path: '/Quiz',
    legacyApi: fakeApiClient({
      'GET /quiz/get-list-employees-available': EMPLOYEES,
      'GET /quiz/get-quiz-list': { list: TESTS },
      'GET /quiz/get-blacklist-status': EXCLUSIONS,
      'GET /quiz/get-list-employees-quiz': [result(1)],
      'GET /elearning/get-logs': LOGS,
      ...legacy,
    }),
  });
}
