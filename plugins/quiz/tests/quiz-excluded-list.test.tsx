import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@vigil/web-sdk';
import { KNOWLEDGE_TEST_MESSAGES, type ExcludedEntry } from '../contract';
import { excludedRows, fakeBlacklist, openExcludedList } from './exclusion-fixtures';
import { renderQuiz } from './quiz-fixtures';

const CLOSED_TEXT = 'List of Users who have been allowed to not take the Knowledge Evaluation Test';

describe('the excluded personnel list', () => {
  it('is hidden when nobody is excluded', async () => {
    renderQuiz({ legacy: { 'GET /quiz/get-blacklist-status': [] } });
    await screen.findByRole('heading', { name: 'KNOWLEDGE EVALUATION TEST RESULTS' });
    expect(screen.queryByText('EXCLUDED PERSONNEL LIST')).toBeNull();
    expect(screen.queryByText(CLOSED_TEXT)).toBeNull();
  });

  it('is closed at first, with its text, and opens on one row per user and test', async () => {
    renderQuiz();
    const toggle = await screen.findByRole('button', { name: 'EXCLUDED PERSONNEL LIST' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByText(CLOSED_TEXT)).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'EXCLUDED PERSONNEL LIST' })).toBeNull();

    const table = await openExcludedList();
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.queryByText(CLOSED_TEXT)).toBeNull();
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'User',
      'Country subject of the Knowledge Evaluation Test',
      'Remove',
    ]);
    expect(excludedRows(table)).toEqual([
      ['Ann Analyst', 'France'],
      ['Ann Analyst', 'Italy'],
      ['Tom Traveller', 'Nigeria'],
    ]);

    fireEvent.click(toggle);
    expect(screen.getByText(CLOSED_TEXT)).toBeTruthy();
  });

  it('removes an entry when its row is clicked, says so and refreshes the list', async () => {
    const blacklist = fakeBlacklist();
    renderQuiz({ legacy: blacklist.answers });
    const table = await openExcludedList();
    const row = within(table).getByRole('cell', { name: 'Italy' }).closest('tr') as HTMLElement;
    await act(async () => {
      fireEvent.click(row);
    });
    expect(blacklist.remove).toHaveBeenCalledTimes(1);
    expect(blacklist.remove).toHaveBeenCalledWith({ users: 2, quiz: 11 });
    expect(await screen.findByText('Blacklist updated')).toBeTruthy();
    await waitFor(() =>
      expect(excludedRows(table)).toEqual([
        ['Ann Analyst', 'France'],
        ['Tom Traveller', 'Nigeria'],
      ]),
    );
    expect(blacklist.status).toHaveBeenCalledTimes(2);
  });

  it('removes by keyboard through each row’s labelled Remove button, with one call', async () => {
    const blacklist = fakeBlacklist();
    renderQuiz({ legacy: blacklist.answers });
    await openExcludedList();
    const button = screen.getByRole('button', { name: 'Remove the exclusion of Tom Traveller from Nigeria' });
    expect(button.tagName).toBe('BUTTON');
    button.focus();
    expect(document.activeElement).toBe(button);
    await act(async () => {
      // A native button turns Enter into a click; jsdom does not, so the click stands for it.
      fireEvent.click(button);
    });
    expect(blacklist.remove).toHaveBeenCalledTimes(1);
    expect(blacklist.remove).toHaveBeenCalledWith({ users: 3, quiz: 12 });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Remove the exclusion of Tom Traveller from Nigeria' })).toBeNull());
  });

  it('disappears when its last entry is removed', async () => {
    const blacklist = fakeBlacklist([{ customer_id: 3, customer_name: 'Tom Traveller', quiz: [{ id: 12, name: 'Nigeria' }] }]);
    renderQuiz({ legacy: blacklist.answers });
    await openExcludedList();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Remove the exclusion of Tom Traveller from Nigeria' }));
    });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'EXCLUDED PERSONNEL LIST' })).toBeNull());
  });

  it("shows the server's message when a remove fails, and keeps the entry", async () => {
    const remove = jest.fn(() => {
      throw new ApiError(404, KNOWLEDGE_TEST_MESSAGES.notExcluded);
    });
    renderQuiz({ legacy: { 'POST /quiz/remove-from-blacklist': remove } });
    const table = await openExcludedList();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Remove the exclusion of Ann Analyst from France' }));
    });
    expect((await screen.findByRole('alert')).textContent).toBe('This user is not excluded from this test');
    expect(excludedRows(table)).toHaveLength(3);
  });

  it('shows 10 rows per page', async () => {
    const many: ExcludedEntry[] = Array.from({ length: 12 }, (_, index) => ({
      customer_id: 100 + index,
      customer_name: `Person ${String(index + 1).padStart(2, '0')}`,
      quiz: [{ id: 10, name: 'France' }],
    }));
    renderQuiz({ legacy: { 'GET /quiz/get-blacklist-status': many } });
    const table = await openExcludedList();
    expect(excludedRows(table)).toHaveLength(10);
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(excludedRows(table)).toEqual([
      ['Person 11', 'France'],
      ['Person 12', 'France'],
    ]);
  });

  it("shows the server's message when the list cannot be loaded", async () => {
    renderQuiz({
      legacy: {
        'GET /quiz/get-blacklist-status': () => {
          throw new ApiError(403, "You don't have the permissions for this call (it needs one of: admin)");
        },
      },
    });
    expect((await screen.findByRole('alert')).textContent).toBe("You don't have the permissions for this call (it needs one of: admin)");
    expect(screen.queryByText('EXCLUDED PERSONNEL LIST')).toBeNull();
  });
});
