import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@vigil/web-sdk';
import { captureCsvDownloads } from '../../../tests/support/csv-downloads';
import { LOGS, renderQuiz, result } from './quiz-fixtures';

function bodyRows(table: HTMLElement): string[][] {
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent ?? ''));
}

describe('the results', () => {
  it('shows the columns, Passed or Failed, the completion date in GMT+0 and the percentage with its counts', async () => {
    renderQuiz({
      legacy: {
        'GET /quiz/get-list-employees-quiz': [
          result(7, { customer_name: 'Ann Analyst', quiz_name: 'Italy', correct_answers: 8, total_questions: 10, pass: true }),
          result(6, { customer_name: 'Tom Traveller', quiz_name: 'France', correct_answers: 0, total_questions: 12, pass: false }),
          result(5, { customer_name: 'Vera Visitor', quiz_name: 'Nigeria', correct_answers: 0, total_questions: 0, pass: true }),
          result(4, { customer_name: 'Ada Admin', quiz_name: 'Egypt', correct_answers: 29, total_questions: 100, pass: false }),
          result(3, { customer_name: 'Ned Newcomer', quiz_name: 'Spain', correct_answers: null, total_questions: 10, pass: false }),
        ],
      },
    });
    const table = await screen.findByRole('table', { name: 'KNOWLEDGE EVALUATION TEST RESULTS' });
    expect(screen.getByRole('heading', { level: 2, name: 'KNOWLEDGE EVALUATION TEST RESULTS' })).toBeTruthy();
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'User',
      'Country subject',
      'Date and time of completion',
      'Result',
      'Percentage',
    ]);
    expect(bodyRows(table)).toEqual([
      ['Ann Analyst', 'Italy', 'Mon, 07 Apr 2025, 14:05', 'Passed', '80% (8/10)'],
      ['Tom Traveller', 'France', 'Sun, 06 Apr 2025, 14:05', 'Failed', '0% (0/12)'],
      ['Vera Visitor', 'Nigeria', 'Sat, 05 Apr 2025, 14:05', 'Passed', '100% (0/0)'],
      ['Ada Admin', 'Egypt', 'Fri, 04 Apr 2025, 14:05', 'Failed', '29% (29/100)'],
      ['Ned Newcomer', 'Spain', 'Thu, 03 Apr 2025, 14:05', 'Failed', '0% (0/10)'],
    ]);
  });

  it('shows 10 results per page, in the order the server sends them', async () => {
    renderQuiz({ legacy: { 'GET /quiz/get-list-employees-quiz': Array.from({ length: 23 }, (_, index) => result(index + 1)) } });
    const table = await screen.findByRole('table', { name: 'KNOWLEDGE EVALUATION TEST RESULTS' });
    expect(bodyRows(table).map((row) => row[0])).toEqual(Array.from({ length: 10 }, (_, index) => `Employee ${index + 1}`));
    const pages = screen.getByRole('navigation', { name: 'Pages of KNOWLEDGE EVALUATION TEST RESULTS' });
    fireEvent.click(within(pages).getByRole('button', { name: 'Page 3' }));
    expect(bodyRows(table).map((row) => row[0])).toEqual(['Employee 21', 'Employee 22', 'Employee 23']);
  });

  it('says so when no test has been completed', async () => {
    renderQuiz({ legacy: { 'GET /quiz/get-list-employees-quiz': [] } });
    expect(await screen.findByText('No knowledge evaluation test has been completed yet.')).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'KNOWLEDGE EVALUATION TEST RESULTS' })).toBeNull();
  });

  it("shows the server's message when the results fail, and loads them again on Retry", async () => {
    let calls = 0;
    renderQuiz({
      legacy: {
        'GET /quiz/get-list-employees-quiz': () => {
          calls += 1;
          if (calls === 1) throw new ApiError(500, 'The results are not available');
          return [result(1)];
        },
      },
    });
    expect(await screen.findByText('The results are not available')).toBeTruthy();
    expect(screen.getByText('The results could not be loaded.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await screen.findByRole('table', { name: 'KNOWLEDGE EVALUATION TEST RESULTS' });
    expect(screen.queryByText('The results could not be loaded.')).toBeNull();
  });
});

describe('the logs list', () => {
  it('is hidden when there are no logs', async () => {
    renderQuiz({ legacy: { 'GET /elearning/get-logs': [] } });
    await screen.findByRole('heading', { name: 'KNOWLEDGE EVALUATION TEST RESULTS' });
    expect(screen.queryByText('LOGS LIST')).toBeNull();
    expect(screen.queryByText('Resources viewed from the users')).toBeNull();
  });

  it('is closed at first with its text, and opens on the six columns', async () => {
    renderQuiz();
    const toggle = await screen.findByRole('button', { name: 'LOGS LIST' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByText('Resources viewed from the users')).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'LOGS LIST' })).toBeNull();

    fireEvent.click(toggle);
    const table = screen.getByRole('table', { name: 'LOGS LIST' });
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'User name',
      'User company',
      'Type',
      'Resource',
      'Country',
      'Date',
    ]);
    expect(bodyRows(table)).toEqual([
      ['Ann Analyst', 'Vigil Demo Co.', 'VIDEO', 'https://media.exampl… (opens in a new tab)', 'Italy', 'Mon, 07 Apr 2025, 08:00'],
      ['Tom Traveller', 'Vigil Demo Co.', 'PDF', 'https://docs.example… (opens in a new tab)', '—', 'Sun, 06 Apr 2025, 16:45'],
    ]);
  });

  it('links each resource to its whole address in a new tab, without a handle on this page', async () => {
    renderQuiz();
    fireEvent.click(await screen.findByRole('button', { name: 'LOGS LIST' }));
    const link = screen.getByRole('link', { name: 'https://media.exampl… (opens in a new tab)' });
    expect(link.getAttribute('href')).toBe(LOGS[0]!.target);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(link.getAttribute('title')).toBe(LOGS[0]!.target);
  });

  it('shows a short address whole, and a non-web address as text only', async () => {
    renderQuiz({
      legacy: {
        'GET /elearning/get-logs': [
          { ...LOGS[0]!, target: 'https://example.com/' },
          { ...LOGS[1]!, target: 'javascript:alert(document.cookie)' },
        ],
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'LOGS LIST' }));
    expect(screen.getByRole('link', { name: 'https://example.com/ (opens in a new tab)' }).getAttribute('href')).toBe('https://example.com/');
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(screen.getByText('javascript:alert(doc…')).toBeTruthy();
  });

  it('shows a failed load where the list would be, with Retry and no toast, and Retry loads the logs', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let calls = 0;
    try {
      renderQuiz({
        legacy: {
          'GET /elearning/get-logs': () => {
            calls += 1;
            if (calls === 1) throw new ApiError(500, 'The logs are not available');
            return LOGS;
          },
        },
      });
      const failure = await screen.findByText('The resource logs could not be loaded.');
      await waitFor(() => expect(consoleError).toHaveBeenCalledWith('The resource logs could not be loaded', expect.any(ApiError)));
      expect(failure.getAttribute('role')).toBe('alert');
      expect(screen.queryByText('The logs are not available')).toBeNull();
      const section = failure.closest('section')!;
      expect(within(section).getByRole('heading', { level: 2, name: 'LOGS LIST' })).toBeTruthy();
      fireEvent.click(within(section).getByRole('button', { name: 'Retry' }));
      fireEvent.click(await screen.findByRole('button', { name: 'LOGS LIST' }));
      expect(bodyRows(screen.getByRole('table', { name: 'LOGS LIST' }))).toHaveLength(2);
      expect(screen.queryByText('The resource logs could not be loaded.')).toBeNull();
    } finally {
      consoleError.mockRestore();
    }
  });

  it('sorts by a column, searches and exports the logs as shown, with the whole address', async () => {
    renderQuiz({
      legacy: { 'GET /elearning/get-logs': [...LOGS, { ...LOGS[1]!, user_name: 'Zoë Zanetti', created_at: '2025-04-08T07:00:00.000Z' }] },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'LOGS LIST' }));
    const table = screen.getByRole('table', { name: 'LOGS LIST' });
    fireEvent.click(within(table).getByRole('button', { name: 'Date' }));
    expect(within(table).getByRole('button', { name: 'Date' }).closest('th')!.getAttribute('aria-sort')).toBe('ascending');
    expect(bodyRows(table).map((row) => row[0])).toEqual(['Tom Traveller', 'Ann Analyst', 'Zoë Zanetti']);
    fireEvent.change(screen.getByLabelText('Search resource logs'), { target: { value: 'handbook' } });
    expect(bodyRows(table).map((row) => row[0])).toEqual(['Tom Traveller', 'Zoë Zanetti']);
    fireEvent.change(screen.getByLabelText('Search resource logs'), { target: { value: 'zoe' } });
    expect(bodyRows(table).map((row) => row[0])).toEqual(['Zoë Zanetti']);

    const downloads = captureCsvDownloads();
    try {
      fireEvent.click(screen.getAllByRole('button', { name: 'Download CSV' }).at(-1)!);
      expect(downloads.names[0]).toMatch(/^resource-logs-\d{4}-\d{2}-\d{2}\.csv$/);
      expect(await downloads.texts()).toEqual([
        '\uFEFFUser name,User company,Type,Resource,Country,Date\r\n' +
          'Zoë Zanetti,Vigil Demo Co.,PDF,https://docs.example.com/handbook.pdf,,"Tue, 08 Apr 2025, 07:00"\r\n',
      ]);
    } finally {
      downloads.restore();
    }
  });
});
