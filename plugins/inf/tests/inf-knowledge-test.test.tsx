import { act, fireEvent, screen, within } from '@testing-library/react';
import { ApiError } from '@vigil/web-sdk';
import { infMessage } from '../server/inf-message';
import { detailFixture, renderInf, reply, sent } from './inf-fixtures';

/*
 * The knowledge test of /Inf/detail/{country} (spec part 2 §2, §4, §5; issues 14, 24): Start, questions whose boxes
 * stop at the number of correct answers (radio buttons for one), submit (confirmed when a question has no answer),
 * Passed or Failed with the score as the headline beside 'The test has been successfully completed', and Retry;
 * already passed, exempt and time over.
 */

afterEach(() => jest.restoreAllMocks());

/** The server's coded refusal, as the client makes it from the answer. */
function refusal(status: number, coded: ReturnType<typeof infMessage>): ApiError {
  return new ApiError(status, coded.message, { statusCode: status, error: 'Refused', ...coded });
}

const test = (): HTMLElement => screen.getByRole('region', { name: 'Knowledge test' });
/** An answer's checkbox, or its radio button on a single-answer question. */
const box = (name: string): HTMLInputElement =>
  (within(test()).queryByRole('checkbox', { name }) ?? within(test()).getByRole('radio', { name })) as HTMLInputElement;

async function startTest(): Promise<void> {
  fireEvent.click(await screen.findByRole('button', { name: 'Start' }));
  await within(test()).findByRole('radiogroup', { name: '1. What is the capital of Italy?' }, { timeout: 5000 });
}

/** Submit with questions left unanswered: the confirmation, then OK. */
async function submitConfirmed(): Promise<void> {
  await submit();
  const dialog = await screen.findByRole('dialog');
  expect(dialog.textContent).toMatch(/Questions without an answer: \d\. A missing answer scores 0\. Send your answers anyway\?/);
  await act(async () => {
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
}

async function submit(): Promise<void> {
  await act(async () => {
    fireEvent.click(within(test()).getByRole('button', { name: 'Submit' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
}

it("before Start: the employer's pass score, one point per correct answer, the time, and Start", async () => {
  renderInf('/Inf/detail/380');
  await screen.findByRole('button', { name: 'Start' });
  expect(within(test()).getByText(/^The pass score is set by your employer: 60% of the answers\. Each correct answer scores 1 point; a wrong or missing answer scores 0\.$/)).toBeTruthy();
  expect(within(test()).getByText('You have 30 seconds from Start to send your answers.')).toBeTruthy();
  expect(within(test()).queryByRole('checkbox')).toBeNull();
});

it('Start starts the attempt and shows every question; a question with two answers says so once and disables the other boxes at two', async () => {
  const { calls } = renderInf('/Inf/detail/380');
  await startTest();
  expect(sent(calls, 'POST /quiz/start-quiz')).toEqual([{ id: '31' }]);
  // The fixture's second question already ends '(2 answers)': the count is said once, in the reader's words.
  expect([...test().querySelectorAll('fieldset.form-checkboxes > legend')].map((legend) => legend.textContent)).toEqual([
    '1. What is the capital of Italy?',
    '2. Which of these border Italy? (choose 2 answers)',
    '3. Which currency is used in Italy?',
  ]);
  expect(within(test()).getByRole('timer').textContent).toMatch(/^Time left: (30|29) s$/);

  fireEvent.click(box('France'));
  expect(box('Spain').disabled).toBe(false);
  fireEvent.click(box('Austria'));
  await act(async () => undefined);
  expect([box('France'), box('Austria'), box('Spain'), box('Portugal')].map((input) => [input.checked, input.disabled])).toEqual([
    [true, false],
    [true, false],
    [false, true],
    [false, true],
  ]);
  // A single-answer question is a radio group: choosing another answer replaces the first, one click.
  expect(within(test()).getAllByRole('radio')).toHaveLength(5);
  fireEvent.click(box('Milan'));
  await act(async () => undefined);
  fireEvent.click(box('Rome'));
  await act(async () => undefined);
  expect([box('Rome').checked, box('Milan').checked, box('Turin').checked]).toEqual([true, false, false]);
});

it('asks before sending when a question has no answer, and Cancel sends nothing and keeps the answers', async () => {
  const { calls } = renderInf('/Inf/detail/380', { legacy: { 'POST /quiz/reply-quiz': reply(1, 3, false) } });
  await startTest();
  fireEvent.click(box('Rome'));
  await submit();
  const dialog = await screen.findByRole('dialog');
  expect(dialog.textContent).toContain('Questions without an answer: 2. A missing answer scores 0. Send your answers anyway?');
  await act(async () => {
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
  expect(sent(calls, 'POST /quiz/reply-quiz')).toEqual([]);
  expect(box('Rome').checked).toBe(true);
  expect(within(test()).getByRole('button', { name: 'Submit' })).toBeTruthy();
});

it("sends the answers, says 'The test has been successfully completed', then Failed with the score, and Retry reloads the page", async () => {
  const detail = jest
    .fn()
    .mockReturnValueOnce(detailFixture())
    .mockReturnValue(
      detailFixture({
        state: 'failed',
        attempts: 1,
        last_result: { passed: false, total_correct_answers: 1, total_questions: 3, percentage: 33, completed_at: '2025-05-01T10:00:20.000Z' },
      }),
    );
  const { calls } = renderInf('/Inf/detail/380', { legacy: { 'GET /quiz/get-quiz-detail': detail, 'POST /quiz/reply-quiz': reply(1, 3, false) } });
  await startTest();
  fireEvent.click(box('Milan'));
  fireEvent.click(box('France'));
  fireEvent.click(box('Spain'));
  await submitConfirmed();

  expect(sent(calls, 'POST /quiz/reply-quiz')).toEqual([{ id: '31', answers: '101:2;102:4,6;103:' }]);
  // The verdict is the headline; the spec's completion message stands beside it.
  const verdict = await within(test()).findByRole('heading', { level: 3 });
  expect(verdict.textContent).toBe('Failed Score: 1 of 3 correct (33%)');
  expect(verdict.nextElementSibling?.textContent).toBe('The test has been successfully completed');
  expect(within(test()).queryByRole('checkbox')).toBeNull();

  fireEvent.click(within(test()).getByRole('button', { name: 'Retry' }));
  await screen.findByText('Your last attempt did not pass. You can take the test again until you pass it.');
  expect(detail).toHaveBeenCalledTimes(2);
  expect(within(test()).getByText('Failed')).toBeTruthy();
  expect(within(test()).getByText('Attempts so far: 1')).toBeTruthy();
  // It is retaken: Start again.
  await startTest();
  expect(sent(calls, 'POST /quiz/start-quiz')).toHaveLength(2);
});

it('shows Passed with the score and no Retry', async () => {
  renderInf('/Inf/detail/380', { legacy: { 'POST /quiz/reply-quiz': reply(3, 3, true) } });
  await startTest();
  for (const answer of ['Rome', 'France', 'Austria', 'Euro']) fireEvent.click(box(answer));
  // Every question answered: sent without a confirmation.
  await submit();
  expect(screen.queryByRole('dialog')).toBeNull();
  expect((await within(test()).findByRole('heading', { level: 3 })).textContent).toBe('Passed Score: 3 of 3 correct (100%)');
  expect(within(test()).getByText('Score: 3 of 3 correct (100%)')).toBeTruthy();
  expect(within(test()).queryByRole('button', { name: 'Retry' })).toBeNull();
  // The notice the spec names is a toast too.
  expect(screen.getAllByText('The test has been successfully completed').length).toBeGreaterThanOrEqual(1);
});

it('does not offer a passed test again: already completed, with its result', async () => {
  renderInf('/Inf/detail/380', {
    legacy: {
      'GET /quiz/get-quiz-detail': detailFixture({
        state: 'passed',
        attempts: 2,
        last_result: { passed: true, total_correct_answers: 2, total_questions: 3, percentage: 66, completed_at: '2025-05-01T10:00:20.000Z' },
      }),
    },
  });
  expect(await screen.findByText('You have already passed this test.')).toBeTruthy();
  expect(within(test()).getByText('Passed')).toBeTruthy();
  expect(within(test()).getByText('Score: 2 of 3 correct (66%)')).toBeTruthy();
  expect(within(test()).queryByRole('button')).toBeNull();
});

it('tells a user the admin excluded that they are exempt, with no Start', async () => {
  renderInf('/Inf/detail/380', { legacy: { 'GET /quiz/get-quiz-detail': detailFixture({ state: 'exempt' }) } });
  expect(await screen.findByText('You are exempt from this test: your administrator excluded you from it.')).toBeTruthy();
  expect(within(test()).queryByRole('button')).toBeNull();
});

it('says so when the country has no test', async () => {
  renderInf('/Inf/detail/380', { legacy: { 'GET /quiz/get-quiz-detail': detailFixture({ quiz: null }) } });
  expect(await screen.findByText('This country has no knowledge test yet.')).toBeTruthy();
});

it('when the time is over, sends the answers given so far by itself and says so', async () => {
  const { calls } = renderInf('/Inf/detail/380', {
    legacy: {
      'POST /quiz/start-quiz': { attempt: 1, started_at: '2025-05-01T10:00:00.000Z', time_limit_ms: 1200, deadline: '2025-05-01T10:00:01.200Z' },
      'POST /quiz/reply-quiz': reply(1, 3, false),
    },
  });
  await startTest();
  fireEvent.click(box('Rome'));
  expect(await within(test()).findByText('The time is over: the answers you gave have been sent.', {}, { timeout: 4000 })).toBeTruthy();
  expect(sent(calls, 'POST /quiz/reply-quiz')).toEqual([{ id: '31', answers: '101:1;102:;103:' }]);
  expect(within(test()).getByText('Failed')).toBeTruthy();
});

it('says the time is over when the answers arrive too late, and Retry reloads the page', async () => {
  const detail = jest.fn().mockReturnValue(detailFixture());
  renderInf('/Inf/detail/380', {
    legacy: {
      'GET /quiz/get-quiz-detail': detail,
      'POST /quiz/reply-quiz': () => Promise.reject(refusal(409, infMessage('timeOver'))),
    },
  });
  await startTest();
  await submitConfirmed();
  expect(await within(test()).findByText('Time over')).toBeTruthy();
  expect(within(test()).getByText('The time for this test ran out before your answers arrived.')).toBeTruthy();
  fireEvent.click(within(test()).getByRole('button', { name: 'Retry' }));
  await screen.findByRole('button', { name: 'Start' });
  expect(detail).toHaveBeenCalledTimes(2);
});

it("shows a refused Start in the user's words and the standing the server has now", async () => {
  const detail = jest.fn().mockReturnValueOnce(detailFixture()).mockReturnValue(detailFixture({ state: 'exempt' }));
  renderInf('/Inf/detail/380', {
    legacy: {
      'GET /quiz/get-quiz-detail': detail,
      'POST /quiz/start-quiz': () => Promise.reject(refusal(403, infMessage('exempt'))),
    },
  });
  fireEvent.click(await screen.findByRole('button', { name: 'Start' }));
  expect(await screen.findByText('You are exempt from this test')).toBeTruthy();
  expect(await screen.findByText('You are exempt from this test: your administrator excluded you from it.')).toBeTruthy();
});

it('shows a failed submission as a toast and keeps the answers for another try', async () => {
  renderInf('/Inf/detail/380', {
    legacy: { 'POST /quiz/reply-quiz': () => Promise.reject(refusal(400, infMessage('tooManyAnswers', { question: 1 }))) },
  });
  await startTest();
  fireEvent.click(box('Rome'));
  await submitConfirmed();
  expect(await screen.findByText('Too many answers for a question: 1')).toBeTruthy();
  expect(box('Rome').checked).toBe(true);
});

it('sends the answers given when the time runs out while the confirmation is open, even on Cancel', async () => {
  const { calls } = renderInf('/Inf/detail/380', {
    legacy: {
      'POST /quiz/start-quiz': { attempt: 1, started_at: '2025-05-01T10:00:00.000Z', time_limit_ms: 1200, deadline: '2025-05-01T10:00:01.200Z' },
      'POST /quiz/reply-quiz': reply(1, 3, false),
    },
  });
  await startTest();
  fireEvent.click(box('Rome'));
  await submit();
  const dialog = await screen.findByRole('dialog');
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
  });
  await act(async () => {
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
  expect(sent(calls, 'POST /quiz/reply-quiz')).toEqual([{ id: '31', answers: '101:1;102:;103:' }]);
});
